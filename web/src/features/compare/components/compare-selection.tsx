import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/i18n/format.ts';

export interface CompareRow<T> {
  key: string;
  label: string;
  /** The cell; undefined (unknown) shows a dash read as 'Not available'. */
  value: (item: T) => ReactNode | undefined;
}

export interface CompareColumn<T> {
  id: string;
  query: UseQueryResult<T> | undefined;
}

const isEmpty = (value: ReactNode | undefined) => value === undefined || value === null || value === '' || value === false;

/**
 * The rows worth showing: a row empty for every compared item says nothing and is left out
 * (while an item is still loading, its rows wait for it).
 */
function rowsWithValues<T>(rows: Array<CompareRow<T>>, columns: Array<CompareColumn<T>>): Array<CompareRow<T>> {
  const items = columns.map((c) => c.query?.data);
  if (items.some((item) => item === undefined)) return rows;
  return rows.filter((row) => items.some((item) => !isEmpty(row.value(item as T))));
}

function Unknown() {
  const { t } = useTranslation('compare');
  return (
    <>
      <span aria-hidden className="text-slate-500 dark:text-slate-400">
        —
      </span>
      <span className="sr-only">{t('table.unknown')}</span>
    </>
  );
}

function Cell<T>({ row, item }: { row: CompareRow<T>; item: T | undefined }) {
  if (item === undefined) return null;
  const value = row.value(item);
  return isEmpty(value) ? <Unknown /> : <>{value}</>;
}

/** The number that ties a compared item's values to its name on a phone, where they are stacked. */
function Marker({ n }: { n: number }) {
  const format = useFormat();
  return (
    <span aria-hidden className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
      {format.number(n)}
    </span>
  );
}

function ItemName<T>({ item, nameOf, hrefOf }: { item: T; nameOf: (item: T) => string; hrefOf?: (item: T) => string }) {
  return hrefOf ? (
    <Link to={hrefOf(item)} className="font-bold text-brand-700 hover:underline dark:text-brand-500">
      {nameOf(item)}
    </Link>
  ) : (
    <span className="font-bold">{nameOf(item)}</span>
  );
}

/**
 * The compared items: a side-by-side table from tablet width up; on a phone, the chosen items as
 * a numbered list and then, per detail, each item's value under its number and name — nothing
 * wider than the screen.
 */
export function CompareSelection<T>({
  columns,
  rows,
  nameOf,
  hrefOf,
  onRemove,
}: {
  columns: Array<CompareColumn<T>>;
  rows: Array<CompareRow<T>>;
  nameOf: (item: T) => string;
  hrefOf?: (item: T) => string;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('compare');
  const shown = rowsWithValues(rows, columns);
  const loading = (
    <span className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-400">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {t('table.loading')}
    </span>
  );
  const removeButton = (id: string, item: T) => (
    <button
      type="button"
      onClick={() => onRemove(id)}
      className="shrink-0 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
    >
      <X aria-hidden className="size-4" />
      <span className="sr-only">
        {t('actions.remove')} {nameOf(item)}
      </span>
    </button>
  );

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="w-44 p-4 text-start text-slate-600 dark:text-slate-400">
                {t('table.attribute')}
              </th>
              {columns.map(({ id, query }) => (
                <th key={id} scope="col" className="p-4 text-start align-top" data-testid="compare-column">
                  {query?.data ? (
                    <div className="flex items-start justify-between gap-2 text-base">
                      <ItemName item={query.data} nameOf={nameOf} hrefOf={hrefOf} />
                      {removeButton(id, query.data)}
                    </div>
                  ) : (
                    loading
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0 even:bg-slate-50 dark:border-slate-800 dark:even:bg-slate-950/40" data-testid="compare-row">
                <th scope="row" className="p-4 text-start font-bold text-slate-700 dark:text-slate-300">
                  {row.label}
                </th>
                {columns.map(({ id, query }) => (
                  <td key={id} className="p-4 align-top break-words text-slate-900 dark:text-slate-100">
                    <Cell row={row} item={query?.data} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="flex flex-col gap-4 md:hidden" data-testid="compare-stacked">
        <ol className="flex flex-col gap-2" aria-label={t('table.chosen')}>
          {columns.map(({ id, query }, i) => (
            <li key={id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900" data-testid="compare-item">
              <Marker n={i + 1} />
              <div className="min-w-0 flex-1">{query?.data ? <ItemName item={query.data} nameOf={nameOf} hrefOf={hrefOf} /> : loading}</div>
              {query?.data && removeButton(id, query.data)}
            </li>
          ))}
        </ol>
        {shown.map((row) => (
          <section key={row.key} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="compare-row">
            <h3 className="mb-2 text-sm font-bold text-slate-700 dark:text-slate-300">{row.label}</h3>
            <dl className="flex flex-col gap-3">
              {columns.map(({ id, query }, i) => (
                <div key={id}>
                  <dt className="flex items-center gap-2 text-xs font-bold text-slate-600 dark:text-slate-400">
                    <Marker n={i + 1} />
                    <span className="min-w-0 truncate">{query?.data ? nameOf(query.data) : t('table.loading')}</span>
                  </dt>
                  <dd className="mt-1 ps-8 text-sm break-words text-slate-900 dark:text-slate-100">{query?.data ? <Cell row={row} item={query.data} /> : loading}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  );
}
