import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SEAT_NUMBER_MESSAGES, ZResultLookupForm } from '@dalil/contracts/results/result';
import { Button } from '../../../shared/ui/button.tsx';
import { useFormat } from '../../../shared/i18n/format.ts';

const MESSAGE_KEYS: Record<string, string> = {
  [SEAT_NUMBER_MESSAGES.required]: 'validation.required',
  [SEAT_NUMBER_MESSAGES.digits]: 'validation.digits',
  [SEAT_NUMBER_MESSAGES.length]: 'validation.length',
};

type FormInput = z.input<typeof ZResultLookupForm>;
type FormOutput = z.output<typeof ZResultLookupForm>;

const fieldClasses =
  'w-full rounded-lg border bg-white px-3 py-2 text-lg text-slate-900 disabled:opacity-60 dark:bg-slate-800 dark:text-slate-100';

/** Seat number and year, validated with the API's own schema (Arabic-Indic digits accepted). */
export function ResultSearchForm({
  seatNumber,
  year,
  years,
  searching,
  onSearch,
}: {
  seatNumber: string;
  year: number | undefined;
  years: number[];
  searching: boolean;
  onSearch: (values: { seatNumber: string; year: number | undefined }) => void;
}) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZResultLookupForm),
    values: { seatNumber, year: year === undefined ? undefined : String(year) },
    resetOptions: { keepDirtyValues: true },
  });
  const seatError = errors.seatNumber?.message;
  const submit = handleSubmit((values) => onSearch({ seatNumber: values.seatNumber, year: values.year }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="no-print mb-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <fieldset disabled={searching} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-seat`} className="text-sm font-bold text-slate-700 dark:text-slate-300">
            {t('form.seat')}
          </label>
          <input
            id={`${id}-seat`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            placeholder={t('form.seatPlaceholder')}
            aria-invalid={Boolean(seatError)}
            aria-describedby={`${id}-seat-hint${seatError ? ` ${id}-seat-error` : ''}`}
            className={`${fieldClasses} text-start ${seatError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
            {...register('seatNumber')}
          />
          <p id={`${id}-seat-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('form.seatHint')}
          </p>
          {seatError && (
            <p id={`${id}-seat-error`} role="alert" className="text-sm font-bold text-red-700 dark:text-red-400">
              {MESSAGE_KEYS[seatError] ? t(MESSAGE_KEYS[seatError]!) : seatError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-sm font-bold text-slate-700 dark:text-slate-300">
            {t('form.year')}
          </label>
          <select id={`${id}-year`} className={`${fieldClasses} border-slate-300 dark:border-slate-600`} {...register('year')}>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {format.number(y, { useGrouping: false })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="md:mt-6 md:py-3">
          {searching ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Search aria-hidden className="size-5" />}
          {searching ? t('form.searching') : t('form.search')}
        </Button>
      </fieldset>
    </form>
  );
}
