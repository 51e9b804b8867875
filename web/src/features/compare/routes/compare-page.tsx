import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import * as Tabs from '@radix-ui/react-tabs';
import { Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useUrlParams } from '../../../shared/hooks/use-url-state.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { getCompared, setCompared } from '../../../shared/lists/compare-list.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useCompareSelection, type CompareKind } from '../api/get-compare-items.ts';
import { ScholarshipsComparison } from '../components/scholarships-comparison.tsx';
import { UniversitiesComparison } from '../components/universities-comparison.tsx';
import { MAX_COMPARED, parseIds } from '../utils/compare-ids.ts';

const PARAMS = ['tab', 'u', 's'] as const;
type Params = Record<(typeof PARAMS)[number], string>;

/**
 * Keeps the address and this browser's comparison list equal: arriving with an address that
 * names nothing of a kind opens what was added to compare elsewhere; after that the address
 * (a shared link, a removal, Back) decides and the list follows it.
 */
function useComparedInUrl(params: Params, setParams: (patch: Partial<Params>, options?: { replace?: boolean }) => void, universityIds: string[], scholarshipIds: string[]) {
  const arrived = useRef(false);
  const u = universityIds.join(',');
  const s = scholarshipIds.join(',');
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      const stored = getCompared();
      const patch: Partial<Params> = {};
      if (!params.u && stored.universities.length) patch.u = stored.universities.join(',');
      if (!params.s && stored.scholarships.length) patch.s = stored.scholarships.join(',');
      if (patch.u || patch.s) {
        // A visitor who added only scholarships lands on their tab.
        if (!params.tab && !params.u && !patch.u) patch.tab = 'scholarships';
        setParams(patch, { replace: true });
        return;
      }
    }
    setCompared('universities', u ? u.split(',') : []);
    setCompared('scholarships', s ? s.split(',') : []);
    // Runs when the address's selection changes; the other values are read as they are then.
  }, [u, s]);
}

/**
 * /compare?tab=universities&u=id1,id2&s=id3 — the selection lives in the URL, so the address
 * is the shareable comparison and the back button undoes an add or a removal. This browser
 * keeps a copy (shared/lists/compare-list): what was added to compare from a card or a page is
 * what /compare opens with, and the page's changes go back into it.
 */
export function Component() {
  const { t, i18n } = useTranslation('compare');
  const format = useFormat();
  const localized = useLocalized();
  const [params, setParams] = useUrlParams(PARAMS);
  const universityIds = parseIds(params.u);
  const scholarshipIds = parseIds(params.s);
  // A link holding only scholarships opens on their tab.
  const tab: CompareKind = params.tab === 'scholarships' || (params.tab !== 'universities' && universityIds.length === 0 && scholarshipIds.length > 0) ? 'scholarships' : 'universities';

  useComparedInUrl(params, setParams, universityIds, scholarshipIds);

  const universities = useCompareSelection('universities', universityIds);
  const scholarships = useCompareSelection('scholarships', scholarshipIds);

  // The shared link's title names what it compares.
  const names = (tab === 'universities' ? universities : scholarships)
    .map((query) => query.data)
    .filter((item): item is TUniversity | TScholarship => Boolean(item))
    .map((item) => localized(item.name, item.nameArabic));
  useDocumentMeta(names.length ? t('meta.titleWith', { names: names.join(t('meta.versus')) }) : t('meta.title'), t('meta.description'));

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('actions.copied'));
    } catch {
      toast.error(t('actions.copyFailed'));
    }
  };

  const count = (n: number) => t('tabs.count', { n: format.number(n), max: format.number(MAX_COMPARED) });
  const trigger =
    'flex flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-2 py-3 font-bold whitespace-nowrap sm:flex-none sm:px-4 text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:text-brand-500';

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')}>
        {(universityIds.length > 0 || scholarshipIds.length > 0) && (
          <Button variant="secondary" className="mt-4" onClick={() => void copyLink()}>
            <Link2 aria-hidden className="size-4" />
            {t('actions.copyLink')}
          </Button>
        )}
      </PageHeader>
      <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value })} dir={i18n.dir()}>
        <Tabs.List aria-label={t('tabs.label')} className="mb-6 flex gap-2 border-b border-slate-200 dark:border-slate-800">
          <Tabs.Trigger value="universities" className={trigger}>
            {t('tabs.universities')}
            <Badge tone={universityIds.length ? 'brand' : 'neutral'}>{count(universityIds.length)}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="scholarships" className={trigger}>
            {t('tabs.scholarships')}
            <Badge tone={scholarshipIds.length ? 'brand' : 'neutral'}>{count(scholarshipIds.length)}</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="universities" className="focus-visible:outline-none">
          <UniversitiesComparison ids={universityIds} selection={universities} onChange={(ids, options) => setParams({ u: ids.join(','), tab: 'universities' }, options)} />
        </Tabs.Content>
        <Tabs.Content value="scholarships" className="focus-visible:outline-none">
          <ScholarshipsComparison ids={scholarshipIds} selection={scholarships} onChange={(ids, options) => setParams({ s: ids.join(','), tab: 'scholarships' }, options)} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
