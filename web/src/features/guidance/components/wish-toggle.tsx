import { ListPlus, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { MAX_WISHES, type TWishRef } from '@dalil/contracts/guidance/wish-token';
import { toast } from '../../../shared/ui/toast.tsx';
import { sameWish, toggleWish, useLists } from '../../../shared/lists/saved-lists.ts';

/** Adds a faculty to the wish list (planned for this total), or takes it off again. */
export function WishToggle({ wish, total, label }: { wish: TWishRef; total: TPlannedTotal | null; label: string }) {
  const { t } = useTranslation('guidance');
  const lists = useLists();
  const position = lists.wishes.findIndex((w) => sameWish(w, wish));
  const listed = position >= 0;
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={listed ? t('wishes.removeNamed', { name: label }) : t('wishes.addNamed', { name: label })}
      onClick={() => {
        if (!toggleWish(wish, total)) toast.error(t('wishes.full', { max: MAX_WISHES }));
      }}
      className={`no-print inline-flex items-center gap-1 rounded-lg border px-2.5 py-1 text-sm font-bold transition ${
        listed
          ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-700'
          : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
      }`}
    >
      {listed ? <ListChecks aria-hidden className="size-4" /> : <ListPlus aria-hidden className="size-4" />}
      {listed ? t('wishes.listed', { position: position + 1 }) : t('wishes.add')}
    </button>
  );
}
