import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';

// 2024-01-07 was a Sunday: weekday names come from Intl, in the page's language.
const dayName = (locale: string, offset: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + offset));
const time = (locale: string, hour: number) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7, hour));

/** Sunday to Thursday 9:00–18:00; Friday and Saturday closed (Egypt's weekend). */
export function WorkingHours() {
  const { t } = useTranslation('contact');
  const { locale } = useFormat();
  const open = t('hours.range', { from: dayName(locale, 0), to: dayName(locale, 4) });
  const hours = t('hours.times', { from: time(locale, 9), to: time(locale, 18) });
  const closed = t('hours.range', { from: dayName(locale, 5), to: dayName(locale, 6) });
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Clock aria-hidden className="size-5 text-brand-700 dark:text-brand-500" />
        {t('hours.title')}
      </h2>
      <dl className="mt-3 grid gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <dt>{open}</dt>
          <dd className="font-bold">{hours}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt>{closed}</dt>
          <dd className="font-bold text-red-800 dark:text-red-300">{t('hours.closed')}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('hours.zone')}</p>
    </section>
  );
}
