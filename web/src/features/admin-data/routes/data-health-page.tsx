import { DATA_HEALTH_LISTS, type TDataCheck, type TDataHealth, type TDataKind } from '@dalil/contracts/catalogue/data-health';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useDataHealth } from '../api/get-data-health.ts';

/** Where a count's records are fixed: the list filtered to them, the cut-off import, or nowhere in the panel (the seed files). */
function fixLink(kind: TDataKind, check: TDataCheck): string | undefined {
  const list = DATA_HEALTH_LISTS[kind];
  if (list === 'cutoff-import') return paths.admin.panelTab('file-upload');
  if (list === 'universities') return paths.admin.universitiesWith(kind, check);
  if (list === 'scholarships') return paths.admin.scholarshipsWith(kind, check);
  return undefined;
}

function KindCard({ kind, health }: { kind: TDataHealth['kinds'][number]; health: TDataHealth }) {
  const { t } = useTranslation('admin-data');
  const format = useFormat();
  const seedOnly = !DATA_HEALTH_LISTS[kind.kind];
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900" data-testid={`data-kind-${kind.kind}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold">{t(`kinds.${kind.kind}`)}</h2>
        <p className="shrink-0 whitespace-nowrap text-sm text-slate-700 dark:text-slate-300">{t('records', { n: format.number(kind.total) })}</p>
      </div>
      <ul className="grid gap-2">
        {kind.checks.map(({ check, count }) => {
          const to = count > 0 ? fixLink(kind.kind, check) : undefined;
          const label = t(`checks.${check}`, { year: format.number(health.latestCutoffYear ?? 0, { useGrouping: false }), before: format.number(health.oldBefore, { useGrouping: false }) });
          return (
            <li key={check} className="flex items-center justify-between gap-3 text-sm" data-testid={`data-check-${kind.kind}-${check}`}>
              <span className="text-slate-800 dark:text-slate-200">{label}</span>
              {count === 0 ? (
                <span className="inline-flex items-center gap-1 font-bold text-green-800 dark:text-green-300">
                  <CircleCheck aria-hidden className="size-4" />
                  {format.number(0)}
                </span>
              ) : to ? (
                <Link to={to} className="inline-flex items-center gap-1 font-bold text-brand-800 underline underline-offset-2 dark:text-brand-100" aria-label={t('fixNamed', { n: format.number(count), what: label })}>
                  {format.number(count)}
                  <ArrowRight aria-hidden className="flip-rtl size-4" />
                </Link>
              ) : (
                <span className="font-bold text-amber-800 dark:text-amber-300">{format.number(count)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {seedOnly && <p className="text-xs text-slate-600 dark:text-slate-400">{t('seedOnly')}</p>}
    </li>
  );
}

/**
 * `/admin/data`: per kind of record, how many there are and how many are missing a value, old,
 * thinly sourced or lapsed, counted by the catalogue; each count opens the list where its records
 * are fixed.
 */
export function Component() {
  const { t } = useTranslation('admin-data');
  const format = useFormat();
  useDocumentMeta(t('title'));
  const health = useDataHealth();
  return (
    <div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {health.isPending ? (
        <Spinner />
      ) : health.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void health.refetch()} />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-300" data-testid="data-health-generated">
            {t('generated', { date: format.date(health.data.generatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {health.data.kinds.map((kind) => (
              <KindCard key={kind.kind} kind={kind} health={health.data} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
