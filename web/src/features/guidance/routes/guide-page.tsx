import { Compass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSuggestionsQuery } from '@dalil/contracts/guidance/suggestions';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useUrlParams } from '../../../shared/hooks/use-url-state.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { GuidanceView } from '../components/guidance-view.tsx';
import { ScoreForm, type ScoreFormValues } from '../components/score-form.tsx';

const PARAMS = ['score', 'max', 'system', 'stream', 'year', 'gov', 'adm', 'field', 'type', 'all'] as const;
/** Suggestions per tier at first, and when the student asks for all of them. */
const FIRST_LIMIT = 40;
const ALL_LIMIT = 300;

/** Years a student can ask about: this year and the four before it. */
function yearChoices(): number[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 5 }, (_, i) => now - i);
}

/**
 * /guide — what a total can get, with no seat number: score, system, stream and year, plus the
 * governorate, field and university type. Everything lives in the URL, so a result page can
 * hand over its result with one link and an answer can be shared or reloaded.
 */
export function Component() {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const [params, setParams] = useUrlParams(PARAMS);
  const years = yearChoices();
  const parsed = ZSuggestionsQuery.safeParse({
    score: params.score,
    maxScore: params.max,
    system: params.system,
    stream: params.stream,
    year: params.year,
    governorate: params.gov,
    administration: params.adm,
    field: params.field,
    type: params.type,
    limit: params.all ? ALL_LIMIT : FIRST_LIMIT,
  });
  const suggestions = useSuggestions(parsed.success ? parsed.data : undefined);
  const formValues: ScoreFormValues = {
    score: params.score,
    system: params.system || (params.max && Number(params.max) > 320 ? 'old' : 'new'),
    stream: params.stream,
    year: params.year || String(years[0]),
    governorate: params.gov,
    administration: params.adm,
    field: params.field,
    type: params.type,
  };
  // After "show": the answer's heading takes the focus and comes into view, and its count is announced.
  const [focusPending, setFocusPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const answer = suggestions.data;
  useEffect(() => {
    if (!focusPending || !answer) return;
    setFocusPending(false);
    const heading = document.getElementById('guidance-heading');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
    const count = answer.totals.likely + answer.totals.possible + answer.totals.reach;
    setAnnouncement(t('tiers.announce', { shown: format.number(count) }));
  }, [focusPending, answer, t, format]);
  const onSubmit = (values: ScoreFormValues) => {
    setFocusPending(true);
    setAnnouncement('');
    setParams({
      score: values.score,
      // A maximum handed over from a result stands only while its system is kept.
      max: values.system === formValues.system ? params.max : undefined,
      system: values.system,
      stream: values.stream,
      year: values.year,
      gov: values.governorate,
      // An administration stands only with its governorate.
      adm: values.governorate && values.governorate === formValues.governorate ? values.administration : undefined,
      field: values.field,
      type: values.type,
      all: undefined,
    });
  };

  let body;
  if (!params.score && !params.stream) {
    body = (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        <Compass aria-hidden className="size-10 text-brand-700 dark:text-brand-500" />
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('prompt.title')}</h2>
        <p>{t('prompt.text')}</p>
      </div>
    );
  } else if (!parsed.success) body = <ErrorState message={t('error.invalid')} />;
  else if (suggestions.isPending) body = <Spinner label={t('state.loading')} />;
  else if (suggestions.isError) body = <ErrorState message={t('error.failed')} onRetry={() => void suggestions.refetch()} />;
  else body = <GuidanceView guidance={suggestions.data} onLoadAll={() => setParams({ all: '1' })} />;

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t('page.scale')}</p>
      <ScoreForm
        values={formValues}
        years={years}
        onSubmit={onSubmit}
        administrations={answer?.placement.governorate ? { governorate: answer.placement.governorate, options: answer.placement.administrationOptions } : undefined}
      />
      <p className="sr-only" aria-live="polite" data-testid="guide-announcement">
        {announcement}
      </p>
      <div aria-busy={suggestions.isFetching}>{body}</div>
    </>
  );
}
