import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../shared/api/contract-client.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useLocalized } from '../../../shared/i18n/format.ts';
import { inputClasses } from '../../../shared/ui/input.tsx';
import { WishToggle } from './wish-toggle.tsx';

/**
 * Adding a wish by search: a public university by name (Arabic or English, any spelling
 * variant), then one of its faculties. Coordination places students at public universities
 * only, so only those are searched.
 */
export function WishSearch() {
  const { t } = useTranslation('guidance');
  const localized = useLocalized();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const results = useQuery({
    queryKey: ['guidance', 'wish-search', search],
    queryFn: async ({ signal }) => (await apiClient.get('/api/universities', { query: { search, type: 'public', limit: 5 }, signal })).data,
    enabled: search.length >= 2,
  });
  return (
    <section aria-labelledby={`${id}-title`} className="no-print mb-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold">{t('wishes.search.title')}</h2>
      <label htmlFor={`${id}-input`} className="sr-only">{t('wishes.search.label')}</label>
      <div className="relative max-w-lg">
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={`${id}-input`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('wishes.search.placeholder')}
          className={inputClasses(false, 'ps-9')}
        />
      </div>
      {search.length >= 2 && results.data && (
        <ul className="mt-3 grid gap-3" aria-live="polite" data-testid="wish-search-results">
          {results.data.length === 0 && <li className="text-slate-600 dark:text-slate-400">{t('wishes.search.none')}</li>}
          {results.data.map((university) => {
            const universityName = localized(university.name, university.nameArabic);
            return (
              <li key={university.id}>
                <p className="font-bold">{universityName}</p>
                {university.faculties.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('wishes.search.noFaculties')}</p>
                ) : (
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {university.faculties.map((faculty) => {
                      const facultyName = localized(faculty.name, faculty.nameArabic);
                      return (
                        <li key={faculty.key} className="flex items-center gap-2 rounded-lg bg-slate-50 px-2 py-1 text-sm dark:bg-slate-800">
                          <span>{facultyName}</span>
                          <WishToggle wish={{ universityId: university.id, facultyKey: faculty.key }} total={null} label={`${facultyName} — ${universityName}`} />
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
