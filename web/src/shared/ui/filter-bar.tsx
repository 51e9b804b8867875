import { clsx } from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { useListText } from '../hooks/use-list-text.ts';
import type { useListFilters } from '../hooks/use-url-state.ts';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';
import { SearchField } from './search-field.tsx';

/**
 * A list page's search and filters. The search box is always visible; on small screens the
 * other filters fold behind a toggle button.
 */
export function FilterBar({
  label,
  search,
  children,
  showLabel,
  hideLabel,
  clearLabel,
  onClear,
  canClear,
}: {
  label: string;
  search: ReactNode;
  children: ReactNode;
  showLabel: string;
  hideLabel: string;
  clearLabel: string;
  onClear: () => void;
  canClear: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={label} className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {/* Many filters wrap below the search box rather than squeeze it. */}
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <div className="flex-1 md:min-w-72">{search}</div>
        <Button variant="secondary" className="md:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <SlidersHorizontal aria-hidden className="size-4" />
          {open ? hideLabel : showLabel}
        </Button>
        <div id={panelId} className={clsx(open ? 'flex' : 'hidden', 'flex-col gap-3 md:flex md:flex-row md:flex-wrap md:items-end')}>
          {children}
          {canClear && (
            <Button variant="ghost" onClick={onClear}>
              <X aria-hidden className="size-4" />
              {clearLabel}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The top of a list page: its title (the namespace's `list.title` and `list.subtitle`) and the
 * filter bar, with the search box and the clear button bound to the page's useListFilters.
 */
export function ListPageFilters({
  text,
  filters,
  children,
}: {
  text: Pick<ReturnType<typeof useListText>, 'header' | 'filterBar' | 'search'>;
  filters: Pick<ReturnType<typeof useListFilters>, 'text' | 'setText' | 'clear' | 'hasFilters'>;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader {...text.header} />
      <FilterBar {...text.filterBar} canClear={filters.hasFilters} onClear={filters.clear} search={<SearchField {...text.search} value={filters.text} onChange={filters.setText} />}>
        {children}
      </FilterBar>
    </>
  );
}
