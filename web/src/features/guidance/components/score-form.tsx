import { Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FACULTY_FIELDS } from '@dalil/contracts/guidance/faculty-fields';
import { ZSuggestionsQuery } from '@dalil/contracts/guidance/suggestions';
import { DEFAULT_MAX_SCORE } from '@dalil/contracts/results/result';
import { UNIVERSITY_TYPES } from '@dalil/contracts/catalogue/university';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { GovernorateOptions } from './governorate-options.tsx';
import { Options } from '../../../shared/ui/select-field.tsx';

export interface ScoreFormValues {
  score: string;
  system: string;
  stream: string;
  year: string;
  governorate: string;
  /** The educational administration, where the governorate's groups differ by one. */
  administration?: string;
  field: string;
  type: string;
}

/**
 * A total entered directly (no seat number): score, system (320 from 2025, 410 before), stream
 * and year, plus the filters. Validated with the API's own schema; Arabic digits accepted.
 */
export function ScoreForm({
  values,
  years,
  onSubmit,
  totalOnly = false,
  submitLabel,
  administrations,
}: {
  values: ScoreFormValues;
  years: number[];
  onSubmit: (values: ScoreFormValues) => void;
  /** Only the total (the wish list's question): no governorate, field or type. */
  totalOnly?: boolean;
  submitLabel?: string;
  /** A governorate's administrations whose groups differ (from the last answer): a select appears while that governorate is chosen. */
  administrations?: { governorate: string; options: string[] };
}) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ScoreFormValues>({ values, resetOptions: { keepDirtyValues: true } });
  // The API's own schema checks the form; the maximum follows the chosen system.
  const submit = handleSubmit((form) => {
    const system = form.system === 'old' ? 'old' : 'new';
    const maxScore = DEFAULT_MAX_SCORE[system];
    const parsed = ZSuggestionsQuery.safeParse({ ...form, maxScore, system });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'score') {
          const message = /exceed/.test(issue.message) ? t('form.errors.scoreMax', { max: format.number(maxScore) }) : t('form.errors.score');
          setError('score', { message });
        } else if (field === 'stream') setError('stream', { message: t('form.errors.stream') });
      }
      return;
    }
    onSubmit({ ...form, score: String(parsed.data.score), system });
  });
  const selectClass = inputClasses(false);
  const governorate = watch('governorate');
  const administrationOptions = administrations && administrations.governorate === governorate ? administrations.options : [];
  const scoreError = errors.score?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="no-print mb-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${id}-score`} label={t('form.score')} hint={t('form.scoreHint')} error={scoreError} required>
          <input
            id={`${id}-score`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            aria-invalid={Boolean(scoreError)}
            aria-describedby={scoreError ? `${id}-score-error` : undefined}
            className={inputClasses(Boolean(scoreError), 'text-start text-lg')}
            {...register('score')}
          />
        </Field>
        <Field id={`${id}-system`} label={t('form.system')}>
          <select id={`${id}-system`} className={selectClass} {...register('system')}>
            <option value="new">{t('form.systemNew')}</option>
            <option value="old">{t('form.systemOld')}</option>
          </select>
        </Field>
        <Field id={`${id}-stream`} label={t('form.stream')} error={errors.stream?.message} required>
          <select id={`${id}-stream`} className={selectClass} {...register('stream')}>
            <option value="">{t('form.choose')}</option>
            <Options values={['science', 'math', 'literary'] as const} label={(stream) => t(`streams.${stream}`)} />
          </select>
        </Field>
        <Field id={`${id}-year`} label={t('form.year')}>
          <select id={`${id}-year`} className={selectClass} {...register('year')}>
            <Options values={years} label={(y) => format.number(y, { useGrouping: false })} />
          </select>
        </Field>
        {!totalOnly && (
          <>
        <Field id={`${id}-governorate`} label={t('form.governorate')} hint={t('form.governorateHint')}>
          <select id={`${id}-governorate`} className={selectClass} {...register('governorate')}>
            <GovernorateOptions />
          </select>
        </Field>
        {administrationOptions.length > 0 && (
          <Field id={`${id}-administration`} label={t('form.administration')}>
            <select id={`${id}-administration`} className={selectClass} {...register('administration')}>
              <option value="">{t('form.anyAdministration')}</option>
              <Options values={administrationOptions} label={(a) => a} />
            </select>
          </Field>
        )}
        <Field id={`${id}-field`} label={t('form.field')}>
          <select id={`${id}-field`} className={selectClass} {...register('field')}>
            <option value="">{t('form.anyField')}</option>
            <Options values={FACULTY_FIELDS.filter((f) => f !== 'other')} label={(field) => t(`fields.${field}`)} />
          </select>
        </Field>
        <Field id={`${id}-type`} label={t('form.type')}>
          <select id={`${id}-type`} className={selectClass} {...register('type')}>
            <option value="">{t('form.anyType')}</option>
            <Options values={UNIVERSITY_TYPES} label={(type) => t(`types.${type}`)} />
          </select>
        </Field>
          </>
        )}
        <div className="flex items-end">
          <Button type="submit" className="w-full py-3">
            <Search aria-hidden className="size-5" />
            {submitLabel ?? t('form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
