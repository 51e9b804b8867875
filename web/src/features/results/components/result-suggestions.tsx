import { ExternalLink, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_GROUPS, type TStudentResult, type TSuggestion, type TSuggestionGroup } from '@dalil/contracts/results/result';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';

const GROUP_STYLE: Record<TSuggestionGroup, string> = {
  likely: 'border-green-300 dark:border-green-800',
  possible: 'border-amber-300 dark:border-amber-800',
  reach: 'border-red-300 dark:border-red-800',
};

function SuggestionItem({ suggestion }: { suggestion: TSuggestion }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const localized = useLocalized();
  const university = suggestion.allPublicUniversities ? t('suggestions.allPublic') : localized(suggestion.universityName, suggestion.universityNameArabic);
  const signed = format.number(suggestion.margin, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 break-inside-avoid dark:border-slate-700 dark:bg-slate-900">
      <p className="font-bold text-slate-900 dark:text-white">{localized(suggestion.facultyName, suggestion.facultyNameArabic)}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {suggestion.universityId ? (
          <Link to={paths.university(suggestion.universityId)} className="font-bold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {university}
          </Link>
        ) : (
          university
        )}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>
          {t('suggestions.cutoff', { value: format.percent(suggestion.cutoffPercentage) })}
          {suggestion.cutoffScore !== null && suggestion.cutoffMaxScore !== null && (
            <> ({t('suggestions.cutoffScore', { score: format.number(suggestion.cutoffScore), max: format.number(suggestion.cutoffMaxScore) })})</>
          )}
        </span>
        <span>{t('suggestions.cutoffYear', { year: format.number(suggestion.cutoffYear, { useGrouping: false }) })}</span>
        <span className="font-bold">
          {t('suggestions.margin', { value: signed })}
        </span>
      </p>
      {suggestion.sourceUrl && (
        <a href={suggestion.sourceUrl} target="_blank" rel="noopener noreferrer" className="no-print inline-flex items-center gap-1 text-xs text-slate-600 hover:underline dark:text-slate-400">
          {t('suggestions.source')}
          <ExternalLink aria-hidden className="size-3" />
        </a>
      )}
    </li>
  );
}

/** The suggestions in their three groups, or the plain note saying why there are none. */
export function ResultSuggestions({ result }: { result: TStudentResult }) {
  const { t } = useTranslation('results');
  const headingId = 'results-suggestions-heading';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="mb-2 flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
        <GraduationCap aria-hidden className="size-6" />
        {t('suggestions.title')}
      </h3>
      {result.suggestionsNoteCode ? (
        <p data-testid="suggestions-note" className="rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t(`notes.${result.suggestionsNoteCode}`)}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('suggestions.intro')}</p>
          <div className="grid gap-6">
            {SUGGESTION_GROUPS.map((group) => {
              const items = result.suggestionGroups[group];
              if (!items.length) return null;
              return (
                <section key={group} data-testid={`suggestions-${group}`} aria-labelledby={`${headingId}-${group}`} className={`border-s-4 ps-4 ${GROUP_STYLE[group]}`}>
                  <h4 id={`${headingId}-${group}`} className="text-lg font-bold text-slate-900 dark:text-white">
                    {t(`suggestions.${group}`)} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">— {t(`suggestions.${group}Hint`)}</span>
                  </h4>
                  <ul className="mt-3 grid gap-3 md:grid-cols-2 print:grid-cols-2">
                    {items.map((s) => (
                      <SuggestionItem key={`${s.universityName}|${s.facultyName}|${s.cutoffYear}`} suggestion={s} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
