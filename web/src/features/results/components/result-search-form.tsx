import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readSeatNumber, type TSeatNumberProblem } from '@dalil/contracts/results/seat-number';
import { Button } from '../../../shared/ui/button.tsx';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Options } from '../../../shared/ui/select-field.tsx';

const MESSAGE_KEYS: Record<TSeatNumberProblem, string> = {
  required: 'validation.required',
  digits: 'validation.digits',
  length: 'validation.length',
};

const fieldClasses =
  'w-full rounded-lg border bg-white px-3 py-2 text-lg text-slate-900 disabled:opacity-60 dark:bg-slate-800 dark:text-slate-100';

/**
 * Seat number and year, checked by the API's own seat-number rule (Arabic-Indic digits
 * accepted). Two fields and one rule: plain state rather than a form library, because this form
 * is on the home page and everything it imports is in a phone's first download on results day.
 */
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
  const [seat, setSeat] = useState(seatNumber);
  const [chosenYear, setChosenYear] = useState(year === undefined ? '' : String(year));
  const [problem, setProblem] = useState<TSeatNumberProblem | undefined>();
  // A new search in the address (Back, a shared link) shows its own values.
  useEffect(() => setSeat(seatNumber), [seatNumber]);
  useEffect(() => setChosenYear(year === undefined ? '' : String(year)), [year]);
  const seatError = problem && t(MESSAGE_KEYS[problem]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSeatNumber(seat);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(undefined);
    onSearch({ seatNumber: read.seatNumber, year: chosenYear ? Number(chosenYear) : undefined });
  };

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
            value={seat}
            onChange={(event) => setSeat(event.currentTarget.value)}
          />
          <p id={`${id}-seat-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('form.seatHint')}
          </p>
          {seatError && (
            <p id={`${id}-seat-error`} role="alert" className="text-sm font-bold text-red-700 dark:text-red-400">
              {seatError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-sm font-bold text-slate-700 dark:text-slate-300">
            {t('form.year')}
          </label>
          <select
            id={`${id}-year`}
            className={`${fieldClasses} border-slate-300 dark:border-slate-600`}
            value={chosenYear}
            onChange={(event) => setChosenYear(event.currentTarget.value)}
          >
            <Options values={years} label={(y) => format.number(y, { useGrouping: false })} />
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
