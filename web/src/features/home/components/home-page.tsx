import { ArrowRight, Award, BookOpen, Briefcase, Compass, GraduationCap, Search, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { AfterHeadingSlot } from '../../../shared/ui/after-heading-slot.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { useRemoveLandingShell } from '../../../shared/ui/landing-shell.ts';
import { StatsBand } from './stats-band.tsx';

const TILES = [
  { key: 'results', to: paths.results, icon: Search },
  { key: 'guide', to: paths.guide, icon: Compass },
  { key: 'universities', to: paths.universities, icon: GraduationCap },
  { key: 'scholarships', to: paths.scholarships, icon: Award },
  { key: 'programs', to: paths.programs, icon: BookOpen },
  { key: 'careers', to: paths.careers, icon: Briefcase },
  { key: 'costOfLiving', to: paths.costOfLiving, icon: Wallet },
] as const;

/**
 * The home page. `lookupSlot` is the seat-number box (seat number and year lead straight to the
 * result) and `adSlot` the interactive ad block, both supplied by the app layer.
 */
export function HomePage({ lookupSlot, adSlot }: { lookupSlot?: ReactNode; adSlot?: ReactNode }) {
  const { t } = useTranslation('home');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  // The hero below is drawn where index.html's first screen showed it: that screen goes now.
  useRemoveLandingShell();
  return (
    <div className="grid gap-14">
      <section className="rounded-3xl bg-gradient-to-br from-brand-50 to-white px-3 py-12 text-center sm:px-6 sm:py-14 dark:from-slate-900 dark:to-slate-950">
        <h1 className="text-4xl font-bold text-slate-900 md:text-5xl dark:text-white">{t('hero.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('hero.subtitle')}</p>
        {lookupSlot && (
          <section aria-labelledby="seat-lookup-title" className="mx-auto mt-8 max-w-3xl text-start" data-testid="home-seat-lookup">
            <h2 id="seat-lookup-title" className="mb-3 flex items-center gap-2 text-xl font-bold">
              <Search aria-hidden className="size-5 text-brand-700 dark:text-brand-500" />
              {t('hero.lookupTitle')}
            </h2>
            {lookupSlot}
          </section>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to={paths.guide} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
            <Compass aria-hidden className="size-5" />
            {t('hero.guide')}
          </Link>
        </div>
      </section>

      <AfterHeadingSlot />

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="mb-6 text-center text-3xl font-bold">
          {t('tiles.title')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <Icon aria-hidden className="size-9 text-brand-700 dark:text-brand-500" />
                <span className="text-xl font-bold">{t(`tiles.${key}.title`)}</span>
                <span className="text-slate-700 dark:text-slate-300">{t(`tiles.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <StatsBand />

      {adSlot}

      <section className="flex flex-col items-center gap-4 rounded-3xl border border-brand-100 bg-brand-50 px-6 py-12 text-center dark:border-brand-900 dark:bg-slate-900">
        <h2 className="text-3xl font-bold">{t('cta.title')}</h2>
        <p className="max-w-xl text-slate-700 dark:text-slate-300">{t('cta.text')}</p>
        <Link to={paths.results} className={buttonClasses('primary', 'px-6 py-3 text-base')}>
          {t('cta.button')}
          <ArrowRight aria-hidden className="flip-rtl size-5" />
        </Link>
      </section>
    </div>
  );
}
