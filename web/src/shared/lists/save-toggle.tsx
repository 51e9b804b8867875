import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toggleSaved, useLists, type SavedKind } from './saved-lists.ts';

/** A pressed/unpressed list button (Save, Add to compare). */
export const listToggleClasses =
  'no-print inline-flex items-center gap-1 self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-bold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900/50 dark:aria-pressed:text-brand-100';

/** "Save" on a university, programme or scholarship: into My lists (and the account, when signed in). */
export function SaveToggle({ kind, id, name }: { kind: SavedKind; id: string; name: string }) {
  const { t } = useTranslation('common');
  const saved = useLists()[kind].includes(id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('save.unsaveNamed', { name }) : t('save.saveNamed', { name })}
      data-testid="save-toggle"
      onClick={() => toggleSaved(kind, id)}
      className={listToggleClasses}
    >
      {saved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
      {saved ? t('save.saved') : t('save.save')}
    </button>
  );
}
