import type { TCareerField } from '@dalil/contracts/careers/career-field';
import { Building2, GraduationCap, TrendingUp, Wallet, Wrench, X } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { BidiText } from '../../../shared/ui/bidi-text.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useRelatedPrograms } from '../api/get-related-programs.ts';
import { DemandBadge } from './demand-badge.tsx';
import { EveryFieldFigures, SalaryFigures } from './salary-figures.tsx';
import { GrowthFigures } from './growth-figures.tsx';
import { useCareerGrowth } from '../api/get-career-growth.ts';
import { ALL_FIELDS } from '@dalil/contracts/careers/salary-figures';
import { Spinner } from '../../../shared/ui/states.tsx';
import { useCareerSalaries } from '../api/get-career-salaries.ts';
import { SourceNote } from './source-note.tsx';


function Heading({ icon: Icon, children }: { icon: typeof Wallet; children: string }) {
  return (
    <h3 className="mb-2 flex items-center gap-2 font-bold">
      <Icon aria-hidden className="size-5 text-brand-700 dark:text-brand-500" />
      {children}
    </h3>
  );
}

/** The side panel of a selected career: salaries, skills, related programs, companies, market. */
export const CareerDetails = forwardRef<HTMLElement, { career: TCareerField; onClose: () => void }>(function CareerDetails({ career, onClose }, ref) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  const localized = useLocalized();
  const related = useRelatedPrograms(career.relatedPrograms);
  const skills = localized(career.topSkills.join('\n'), career.topSkillsArabic.join('\n')).split('\n');
  const salaries = useCareerSalaries();
  const growth = useCareerGrowth();

  return (
    <aside ref={ref} tabIndex={-1} aria-labelledby="career-details-title" data-testid="career-details" className="grid scroll-mt-20 gap-6 rounded-2xl border border-brand-600 bg-white p-6 shadow-md dark:border-brand-500 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="career-details-title" className="text-2xl font-bold">{localized(career.name, career.nameArabic)}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{localized(career.description, career.descriptionArabic)}</p>
        </div>
        <Button variant="ghost" className="p-2" onClick={onClose} aria-label={t('close')}>
          <X aria-hidden className="size-5" />
        </Button>
      </div>

      <section>
        <Heading icon={Wallet}>{t('salary.title')}</Heading>
        {salaries.isPending ? <Spinner /> : <SalaryFigures salaries={salaries.data?.get(career.slug)} />}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('salary.note')}</p>
        <EveryFieldFigures salaries={salaries.data?.get(ALL_FIELDS)} />
      </section>

      <section>
        <Heading icon={TrendingUp}>{t('market.title')}</Heading>
        <dl className="mb-3 grid gap-2">
          {/* Set by an administrator with its source; no field has one from the published data. */}
          {career.demandLevel && career.demandSource && (
            <div className="grid gap-0.5">
              <div className="flex items-center justify-between gap-2">
                <dt>{t('market.demand')}</dt>
                <dd>
                  <DemandBadge level={career.demandLevel} />
                </dd>
              </div>
              <SourceNote source={career.demandSource} />
            </div>
          )}
          {career.growthRate !== null && career.growthSource && (
            <div className="grid gap-0.5">
              <div className="flex items-center justify-between gap-2">
                <dt>{t('market.growth')}</dt>
                <dd className="font-bold">{format.number(career.growthRate / 100, { style: 'percent', maximumFractionDigits: 1 })}</dd>
              </div>
              <SourceNote source={career.growthSource} />
            </div>
          )}
          <div className="flex items-center justify-between gap-2">
            <dt>{t('market.environment')}</dt>
            <dd className="font-bold">{t(`environment.${career.workEnvironment}`)}</dd>
          </div>
        </dl>
        <h4 className="mb-1 text-sm font-bold text-slate-700 dark:text-slate-300">{t('market.indicators')}</h4>
        {growth.isPending ? <Spinner /> : <GrowthFigures figures={growth.data?.get(career.slug)} />}
      </section>

      <section>
        <Heading icon={Wrench}>{t('skills')}</Heading>
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 dark:bg-brand-900/60 dark:text-brand-50">
              <BidiText text={skill} />
            </li>
          ))}
        </ul>
      </section>

      <section>
        <Heading icon={GraduationCap}>{t('programs.title')}</Heading>
        {related.isPending ? (
          <p className="text-slate-600 dark:text-slate-400">{t('programs.loading')}</p>
        ) : related.programs.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{related.isError ? t('programs.failed') : t('programs.none')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="related-programs">
            {related.programs.map((program) => (
              <li key={program.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                <p className="font-bold">{localized(program.name, program.nameArabic)}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{localized(program.universityName, program.universityNameArabic)}</p>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.programs} className="mt-2 inline-block text-sm font-bold text-brand-800 underline dark:text-brand-100">
          {t('programs.all')}
        </Link>
      </section>

      <section>
        <Heading icon={Building2}>{t('companies')}</Heading>
        <ul className="grid gap-1">
          {career.companies.slice(0, 5).map((company) => (
            <li key={company}>
              <bdi lang="en">{company}</bdi>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
});
