import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../shared/ui/input.tsx';
import type { TResultStatus, TResultStream } from '@dalil/contracts/results/result';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { guideUrl } from '../utils/guide-url.ts';
import { GuidanceView } from './guidance-view.tsx';
import { GovernorateOptions } from './governorate-options.tsx';

/** Suggestions per tier on the results page; the guide page lists them all. */
const RESULT_SUGGESTIONS_PER_TIER = 3;

/**
 * The suggestions for a result's total, asked for separately from the lookup: every student
 * with the same total shares this answer, so browsers and the edge cache it, and the lookup
 * itself stays as small as the student's row.
 */
export function ResultGuidance({
  total,
}: {
  total: { score: number; maxScore: number; stream: TResultStream | null; year: number; status: TResultStatus | null };
}) {
  const { t } = useTranslation('guidance');
  const id = useId();
  // The result sheets carry no governorate: the student gives it here, and the groups follow.
  const [governorate, setGovernorate] = useState('');
  const suggestions = useSuggestions({
    score: total.score,
    maxScore: total.maxScore,
    stream: total.stream ?? undefined,
    status: total.status ?? undefined,
    year: total.year,
    governorate: governorate || undefined,
    limit: RESULT_SUGGESTIONS_PER_TIER,
  });
  let body;
  if (suggestions.isPending) body = <Spinner label={t('state.loading')} />;
  else if (suggestions.isError) body = <ErrorState message={t('error.failed')} onRetry={() => void suggestions.refetch()} />;
  else body = <GuidanceView guidance={suggestions.data} variant="summary" headingLevel="h3" guideHref={guideUrl({ ...total, governorate: governorate || undefined })} />;
  return (
    <div aria-busy={suggestions.isFetching} className="flex flex-col gap-3">
      <div className="no-print flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={`${id}-governorate`} className="font-bold text-slate-800 dark:text-slate-200">
          {t('form.governorate')}
        </label>
        <select id={`${id}-governorate`} className={inputClasses(false, 'max-w-xs')} value={governorate} onChange={(e) => setGovernorate(e.target.value)} data-testid="result-governorate">
          <GovernorateOptions />
        </select>
      </div>
      {body}
    </div>
  );
}
