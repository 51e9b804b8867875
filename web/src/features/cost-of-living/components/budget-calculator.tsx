import type { TCityCosts } from '@dalil/contracts/cost-of-living/city-costs';
import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { DORM_SHARE, estimateBudget, FLATMATES, LIFESTYLE_FACTOR, type Housing, type Lifestyle } from './estimate-budget.ts';

const HOUSING: Housing[] = ['shared', 'dorm'];
const LIFESTYLES: Lifestyle[] = ['frugal', 'moderate', 'comfortable'];

function Choice<T extends string>({ legend, name, options, value, onChange, label }: { legend: string; name: string; options: T[]; value: T; onChange: (v: T) => void; label: (v: T) => string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-brand-900/50">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-brand-700" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A student's monthly budget, computed from the served figures with the stated assumptions. */
export function BudgetCalculator({ cities }: { cities: TCityCosts[] }) {
  const { t } = useTranslation('cost-of-living');
  const format = useFormat();
  const localized = useLocalized();
  const cityId = useId();
  const [slug, setSlug] = useState(cities[0]?.slug ?? '');
  const [housing, setHousing] = useState<Housing>('shared');
  const [lifestyle, setLifestyle] = useState<Lifestyle>('moderate');
  const city = cities.find((c) => c.slug === slug) ?? cities[0];
  if (!city) return null;
  const budget = estimateBudget(city, housing, lifestyle);
  const known = budget.lines.some((line) => line.amount !== null && line.amount > 0);

  return (
    <section aria-labelledby="calculator-title" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="calculator-title" className="flex items-center gap-2 text-2xl font-bold">
        <Calculator aria-hidden className="size-6 text-brand-700 dark:text-brand-500" />
        {t('calculator.title')}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('calculator.intro')}</p>
      <div className="mt-5 grid gap-5 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={cityId} className="text-sm font-bold text-slate-700 dark:text-slate-300">{t('calculator.city')}</label>
          <select id={cityId} value={city.slug} onChange={(e) => setSlug(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800">
            {cities.map((c) => (
              <option key={c.slug} value={c.slug}>{localized(c.city, c.cityArabic)}</option>
            ))}
          </select>
        </div>
        <Choice legend={t('calculator.housing')} name="housing" options={HOUSING} value={housing} onChange={setHousing} label={(v) => t(`calculator.housingOptions.${v}`)} />
        <Choice legend={t('calculator.lifestyle')} name="lifestyle" options={LIFESTYLES} value={lifestyle} onChange={setLifestyle} label={(v) => t(`calculator.lifestyleOptions.${v}`)} />
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div aria-live="polite">
        <dl className="grid gap-2">
          {budget.lines.map((line) => (
            <div key={line.category} className="flex justify-between gap-3 border-b border-slate-100 pb-2 dark:border-slate-800">
              <dt>{t(`categories.${line.category}`)}</dt>
              <dd className={line.amount === null ? 'text-slate-600 dark:text-slate-400' : 'font-bold'}>
                {line.amount === null ? t('noFigure') : format.money(line.amount)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 pt-2 text-lg">
            <dt className="font-bold">{t('calculator.total')}</dt>
            <dd className="font-bold text-brand-800 dark:text-brand-100" data-testid="budget-total">{known ? format.money(budget.total) : t('calculator.noTotal')}</dd>
          </div>
        </dl>
          {known && budget.missing.length > 0 && (
            <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">
              {t('calculator.partial', { categories: budget.missing.map((c) => t(`categories.${c}`)).join(t('listSeparator')) })}
            </p>
          )}
        </div>
        <div className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <h3 className="mb-2 font-bold">{t('calculator.assumptions.title')}</h3>
          <ul className="grid list-inside list-disc gap-1">
            <li>{t('calculator.assumptions.shared', { flatmates: format.number(FLATMATES) })}</li>
            <li>{t('calculator.assumptions.dorm', { share: format.number(DORM_SHARE * 100) })}</li>
            <li>
              {t('calculator.assumptions.lifestyle', {
                frugal: format.number(LIFESTYLE_FACTOR.frugal),
                moderate: format.number(LIFESTYLE_FACTOR.moderate),
                comfortable: format.number(LIFESTYLE_FACTOR.comfortable),
              })}
            </li>
            <li>{t('calculator.assumptions.tuition')}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
