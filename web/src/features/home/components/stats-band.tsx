import { Award, BookOpen, GraduationCap, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { useCatalogueOverview } from '../api/get-catalogue-overview.ts';
import { useResultStats } from '../api/get-result-stats.ts';

/**
 * Live counts from the catalogue and the results lookups. A figure whose source is unavailable
 * (or still zero) is left out rather than replaced by a made-up number.
 */
export function StatsBand() {
  const { t } = useTranslation('home');
  const format = useFormat();
  const overview = useCatalogueOverview();
  const results = useResultStats();
  const figures = [
    { key: 'universities', icon: GraduationCap, value: overview.data?.totalUniversities },
    { key: 'programs', icon: BookOpen, value: overview.data?.totalPrograms },
    { key: 'scholarships', icon: Award, value: overview.data?.totalScholarships },
    { key: 'students', icon: Users, value: results.data?.lookupsServed },
  ].filter((f): f is typeof f & { value: number } => typeof f.value === 'number' && f.value > 0);

  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="stats-title" className="rounded-3xl bg-brand-800 px-6 py-10 text-white dark:bg-brand-900">
      <h2 id="stats-title" className="text-center text-2xl font-bold">
        {t('stats.title')}
      </h2>
      <dl className="mt-8 flex flex-wrap justify-center gap-x-16 gap-y-8" data-testid="stats-band">
        {figures.map(({ key, icon: Icon, value }) => (
          <div key={key} className="flex min-w-32 flex-col items-center gap-2 text-center">
            <Icon aria-hidden className="size-8 text-brand-100" />
            <dt className="order-3 text-brand-50">{t(`stats.${key}`)}</dt>
            <dd className="order-2 text-3xl font-bold md:text-4xl">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
