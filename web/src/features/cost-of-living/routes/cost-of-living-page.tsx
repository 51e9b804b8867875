import { COST_CATEGORIES, type TCityCosts, type TCostFigure } from '@dalil/contracts/cost-of-living/city-costs';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { ExternalLink } from '../../../shared/ui/external-link.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useCityCosts } from '../api/get-city-costs.ts';
import { BudgetCalculator } from '../components/budget-calculator.tsx';
import { CityPrices } from '../components/city-prices.tsx';

function FigureCell({ figure }: { figure: TCostFigure }) {
  const { t } = useTranslation('cost-of-living');
  const format = useFormat();
  const localized = useLocalized();
  if (figure.amount === null) return <span className="text-sm text-slate-600 dark:text-slate-400">{t('noFigure')}</span>;
  const source = figure.source!;
  const name = localized(source.name, source.nameArabic);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-bold">{format.money(figure.amount)}</span>
      <span className="text-xs text-slate-700 dark:text-slate-300">{localized(figure.basis, figure.basisArabic)}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {t('source')}{' '}
        {source.url ? (
          <ExternalLink href={source.url} className="underline">{name}</ExternalLink>
        ) : (
          name
        )}
        {t('sourceDate', { date: format.date(source.date, { month: 'long', year: 'numeric', timeZone: 'UTC' }) })}
      </span>
    </div>
  );
}

function CityCard({ city }: { city: TCityCosts }) {
  const { t } = useTranslation('cost-of-living');
  const localized = useLocalized();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="city-costs">
      <h3 className="text-xl font-bold">{localized(city.city, city.cityArabic)}</h3>
      <dl className="mt-3 grid gap-3">
        {COST_CATEGORIES.map((category) => (
          <div key={category} className="grid grid-cols-[8rem_1fr] gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
            <dt className="font-bold text-slate-700 dark:text-slate-300">{t(`categories.${category}`)}</dt>
            <dd><FigureCell figure={city.costs[category]} /></dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /cost-of-living — sourced monthly figures per city, and a student budget calculator. */
export function Component() {
  const { t } = useTranslation('cost-of-living');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const query = useCityCosts();
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">{t('honesty')}</p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <BudgetCalculator cities={query.data} />
          <section aria-labelledby="cities-title">
            <h2 id="cities-title" className="mb-4 text-2xl font-bold">{t('cities')}</h2>
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {query.data.map((city) => (
                <CityCard key={city.id} city={city} />
              ))}
            </div>
          </section>
        </>
      )}
      <CityPrices />
    </div>
  );
}
