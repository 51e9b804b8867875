import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { inputClasses } from '../../../shared/ui/input.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { TranslationMark } from '../../../shared/ui/translation-mark.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useLivingCostPrices } from '../api/get-living-cost-prices.ts';

/** Figures older than this are marked: prices in Egypt rose steeply after 2022. */
const OLD_BEFORE = new Date().getFullYear() - 3;

/**
 * Prices as published for each city (fares, rents, dorm fees, meals), one city at a time: the
 * amount in the source's words, its unit, year and source. Not added up: the sources price
 * different things in different units.
 */
export function CityPrices() {
  const { t, i18n } = useTranslation('cost-of-living');
  const format = useFormat();
  const localized = useLocalized();
  const id = useId();
  const query = useLivingCostPrices();
  const [chosen, setChosen] = useState<string>('');
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={t('failed')} onRetry={() => void query.refetch()} />;
  const cities = query.data;
  const city = cities.find((c) => c.city === chosen) ?? cities[0];
  if (!city) return null;
  return (
    <section aria-labelledby="prices-title" className="grid gap-4" data-testid="city-prices">
      <div>
        <h2 id="prices-title" className="text-2xl font-bold">{t('prices.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('prices.subtitle', { cities: format.number(cities.filter((c) => !c.nationwide).length) })}</p>
      </div>
      <label htmlFor={`${id}-city`} className="grid max-w-sm gap-1 font-bold">
        {t('prices.city')}
        <select id={`${id}-city`} className={inputClasses(false)} value={city.city} onChange={(e) => setChosen(e.target.value)}>
          {cities.map((c) => (
            <option key={c.city} value={c.city}>
              {c.nationwide ? t('prices.nationwide') : localized(c.city, c.cityArabic)}
            </option>
          ))}
        </select>
      </label>
      <ul className="grid gap-3 md:grid-cols-2">
        {city.prices.map((price, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="city-price">
            <p className="text-sm text-slate-700 dark:text-slate-300" dir="auto">{localized(price.item, price.itemArabic)}</p>
            <p className="mt-1 text-lg font-bold">
              <bdi>{format.digits(price.amount)}</bdi> <span className="text-sm font-normal text-slate-600 dark:text-slate-400" dir="auto">{localized(price.unit, price.unitArabic)}</span>
            </p>
            {typeof price.year === 'number' && price.year < OLD_BEFORE && (
              <p className="text-xs font-bold text-amber-800 dark:text-amber-300">{t('prices.old', { year: format.number(price.year, { useGrouping: false }) })}</p>
            )}
            {/* The publisher and each page, the year as published ("c.2024 (undated)") or "year not stated", in the page's language. */}
            <FigureSource source={{ ...price, sourceName: localized(price.sourceName, price.sourceNameArabic), year: price.yearText ? localized(price.yearText, price.yearTextArabic) : price.year }} />
            <TranslationMark shown={i18n.language === 'ar' && price.arabicTranslated} />
          </li>
        ))}
      </ul>
    </section>
  );
}
