import type { TFaculty } from '@dalil/contracts/catalogue/university';
import type { TUniversityFee } from '@dalil/contracts/catalogue/university-figures';
import { Clock, GraduationCap, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useLocalizedList } from '../../../shared/i18n/localized-list.ts';
import { BilingualTitle } from '../../../shared/ui/card.tsx';
import { ChipList } from '../../../shared/ui/chip-list.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { FigureSource, editedFigureSource } from '../../../shared/ui/figure-source.tsx';
import { FacultyFees } from './faculty-fees.tsx';

const MAX_REQUIREMENTS = 3;

/**
 * A faculty on its university's page with its published fees (each with its academic year and
 * source); `footer` carries what other features add (its cut-offs).
 */
export function FacultyCard({ faculty: f, fees = [], footer }: { faculty: TFaculty; fees?: TUniversityFee[]; footer?: ReactNode }) {
  const { t } = useTranslation('universities');
  const localized = useLocalized();
  const format = useFormat();
  const localizedList = useLocalizedList();
  const description = localized(f.description, f.descriptionArabic);
  const requirements = localizedList(f.requirements, f.requirementsArabic);
  const degrees = localizedList(f.availableDegrees, f.availableDegreesArabic);
  // An amount of 0 is the admin form's placeholder, not a free faculty.
  const tuition = f.tuitionPerSemester?.amount ? format.money(f.tuitionPerSemester.amount, f.tuitionPerSemester.currency || 'EGP') : undefined;
  const iconClass = 'size-4 shrink-0 text-brand-700 dark:text-brand-500';

  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <BilingualTitle as="h3" english={f.name} arabic={f.nameArabic} />
      {description && <p className="text-sm text-slate-700 dark:text-slate-300">{description}</p>}
      <dl className="grid gap-1.5 text-sm">
        <Fact icon={<Wallet aria-hidden className={iconClass} />} label={t('detail.facultyTuition')} value={tuition} />
        <Fact icon={<Clock aria-hidden className={iconClass} />} label={t('detail.facultyDuration')} value={localized(f.duration, f.durationArabic) || undefined} />
      </dl>
      {/* An administrator's fee says its academic year and source, as every published figure does. */}
      {tuition && f.tuitionSource && (
        <FigureSource
          source={editedFigureSource(f.tuitionSource)}
        />
      )}
      <FacultyFees fees={fees} />
      {requirements.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-bold text-slate-700 dark:text-slate-300">{t('detail.requirements')}</h4>
          <ul className="list-disc space-y-0.5 ps-5 text-sm text-slate-700 dark:text-slate-300">
            {requirements.slice(0, MAX_REQUIREMENTS).map((r, i) => (
              <li key={`${r}-${i}`}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {degrees.length > 0 && (
        <div className="mt-auto">
          <h4 className="mb-1 flex items-center gap-1 text-sm font-bold text-slate-700 dark:text-slate-300">
            <GraduationCap aria-hidden className={iconClass} />
            {t('detail.degrees')}
          </h4>
          <ChipList items={degrees} max={degrees.length} moreLabel={() => ''} />
        </div>
      )}
      {footer}
    </article>
  );
}
