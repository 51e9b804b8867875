import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import type { Paged } from '../../../shared/api/envelope.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SearchField } from '../../../shared/ui/search-field.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { MAX_COMPARED, type CompareKind } from '../../../shared/lists/compare-list.ts';
import { CompareSelection, type CompareRow } from './compare-selection.tsx';

export type { CompareRow };

interface Identified {
  id: string;
}

/** What the compare page gives each tab: the chosen ids (from the URL), their records and how to change them. */
export interface ComparisonProps<T> {
  ids: string[];
  selection: Array<UseQueryResult<T>>;
  onChange: (ids: string[], options?: { replace?: boolean }) => void;
}

/** A chosen id whose record is gone (deleted, or a mistyped link): dropped rather than retried. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One tab of the comparison: the side-by-side table of the chosen items (at most 3), 'clear
 * all', and the list to choose from, where a 4th choice is refused with a visible message.
 */
export function ComparePanel<T extends Identified>({
  kind,
  ids,
  onChange,
  selection,
  useCandidates,
  rows,
  nameOf,
  describe,
  hrefOf,
}: ComparisonProps<T> & {
  kind: CompareKind;
  /** The choices for the typed search (debounced here); the same hook on every render. */
  useCandidates: (search: string) => UseQueryResult<Paged<T>>;
  rows: Array<CompareRow<T>>;
  nameOf: (item: T) => string;
  describe: (item: T) => string | undefined;
  hrefOf?: (item: T) => string;
}) {
  const { t } = useTranslation('compare');
  const format = useFormat();
  const [refused, setRefused] = useState(false);
  const [searchText, setSearchText] = useState('');
  const candidates = useCandidates(useDebouncedValue(searchText.trim(), 300));

  // Items of a shared link that no longer exist are taken out of the link, once, with a notice.
  const missing = ids.filter((_, i) => isMissing(selection[i]?.error)).join(',');
  const kept = ids.filter((id) => !missing.split(',').includes(id)).join(',');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (!missing) return;
    onChangeRef.current(kept ? kept.split(',') : [], { replace: true });
    toast.info(t('table.missing'));
  }, [missing, kept, t]);

  // Two quick clicks before the page has caught up with the first must both count: each change
  // builds on the latest selection asked for, not on the one last rendered.
  const latest = useRef(ids);
  useEffect(() => {
    latest.current = ids;
  }, [ids]);
  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const add = (id: string) => {
    const current = latest.current;
    if (current.includes(id)) return;
    if (current.length >= MAX_COMPARED) {
      setRefused(true);
      return;
    }
    setRefused(false);
    change([...current, id]);
  };
  const remove = (id: string) => {
    setRefused(false);
    change(latest.current.filter((x) => x !== id));
  };

  const failed = [...selection.filter((q, i) => q.isError && !isMissing(q.error) && ids[i]), ...(candidates.isError && !candidates.data ? [candidates] : [])];
  if (failed.length > 0) {
    return <ErrorState message={t('error')} onRetry={() => failed.forEach((q) => void q.refetch())} />;
  }

  const columns = ids.map((id, i) => ({ id, query: selection[i] })).filter(({ query }) => !isMissing(query?.error));
  const list = candidates.data?.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <section aria-label={t('table.caption')} className="flex flex-col gap-3">
        {columns.length === 0 ? (
          <EmptyState message={t(kind === 'universities' ? 'table.emptyUniversities' : 'table.emptyScholarships')} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t(`table.count.${kind}`, { n: format.number(columns.length), max: format.number(MAX_COMPARED) })}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setRefused(false);
                  change([]);
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                {t('actions.clearAll')}
              </Button>
            </div>
            <CompareSelection columns={columns} rows={rows} nameOf={nameOf} hrefOf={hrefOf} onRemove={remove} />
          </>
        )}
      </section>

      <section aria-labelledby={`${kind}-picker-heading`} className="flex flex-col gap-4">
        <h2 id={`${kind}-picker-heading`} className="text-xl font-bold">
          {t(kind === 'universities' ? 'picker.universitiesTitle' : 'picker.scholarshipsTitle')}
        </h2>
        {refused && (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-bold text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100" data-testid="compare-limit">
            {t(`limit.${kind}`)}
          </p>
        )}
        <SearchField
          label={t(kind === 'universities' ? 'picker.searchUniversities' : 'picker.searchScholarships')}
          placeholder={t('picker.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
          className="max-w-md"
        />
        {candidates.isPending ? (
          <Spinner />
        ) : list.length === 0 ? (
          <EmptyState message={searchText.trim() ? t('picker.noMatches') : t(kind === 'universities' ? 'picker.noUniversities' : 'picker.noScholarships')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((item) => {
              const added = ids.includes(item.id);
              const detail = describe(item);
              return (
                <li
                  key={item.id}
                  data-testid="compare-candidate"
                  className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="min-w-0">
                    <p className="font-bold">{nameOf(item)}</p>
                    {detail && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{detail}</p>}
                  </div>
                  <Button variant={added ? 'secondary' : 'primary'} className="shrink-0 px-3 py-1.5" disabled={added} onClick={() => add(item.id)}>
                    {added ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
                    {added ? t('actions.added') : t('actions.add')}
                    <span className="sr-only">: {nameOf(item)}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
