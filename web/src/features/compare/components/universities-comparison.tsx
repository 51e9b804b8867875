import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useUniversityCandidates } from '../api/get-compare-items.ts';
import { ComparePanel, type ComparisonProps, type CompareRow } from './compare-panel.tsx';
import { OutsideLink } from './outside-link.tsx';
import { useCutoffFigure, useUniversityFigure } from './university-figure.tsx';
import { useComparedCutoffs, useComparedFigures } from '../api/get-university-figures.ts';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

export function UniversitiesComparison(chosen: ComparisonProps<TUniversity>) {
  const { t, i18n } = useTranslation('compare');
  const localized = useLocalized();
  const format = useFormat();
  const figures = useComparedFigures(chosen.ids);
  const figure = useUniversityFigure();
  const cutoffs = useComparedCutoffs(chosen.ids);
  const cutoff = useCutoffFigure();

  const place = (u: TUniversity) =>
    [localized(u.location.city, u.location.cityArabic), localized(u.location.governorate, u.location.governorateArabic)].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(i18n.language === 'ar' ? '، ' : ', ') || undefined;
  const rows: Array<CompareRow<TUniversity>> = [
    { key: 'type', label: t('university.type'), value: (u) => t(`common:universityType.${u.type}`) },
    { key: 'location', label: t('university.location'), value: place },
    {
      key: 'rating',
      label: t('university.rating'),
      value: (u) => (u.rating != null ? t('university.ratingValue', { value: format.number(u.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }) : undefined),
    },
    { key: 'established', label: t('university.established'), value: (u) => (u.establishedYear != null ? format.number(u.establishedYear, { useGrouping: false }) : undefined) },
    // Published figures with their sources; a rank only with the ranking and edition it comes from.
    { key: 'students', label: t('university.students'), value: (u) => figure(figures.get(u.id), 'students') },
    { key: 'feeRange', label: t('university.feeRange'), value: (u) => figure(figures.get(u.id), 'feeRange') },
    { key: 'cutoffs', label: t('university.cutoffs'), value: (u) => cutoff(cutoffs.get(u.id)) },
    { key: 'qs', label: t('university.qs'), value: (u) => figure(figures.get(u.id), 'qs') },
    { key: 'the', label: t('university.the'), value: (u) => figure(figures.get(u.id), 'the') },
    { key: 'usnews', label: t('university.usnews'), value: (u) => figure(figures.get(u.id), 'usnews') },
    { key: 'faculties', label: t('university.faculties'), value: (u) => (u.faculties.length ? format.number(u.faculties.length) : undefined) },
    { key: 'website', label: t('university.website'), value: (u) => (u.website ? <OutsideLink href={u.website} /> : undefined) },
    { key: 'apply', label: t('university.apply'), value: (u) => (u.applicationLink ? <OutsideLink href={u.applicationLink} /> : undefined) },
  ];

  return (
    <ComparePanel
      kind="universities"
      {...chosen}
      useCandidates={useUniversityCandidates}
      rows={rows}
      nameOf={(u) => localized(u.name, u.nameArabic)}
      describe={(u) => [t(`common:universityType.${u.type}`), place(u)].filter(Boolean).join(SEPARATOR)}
      hrefOf={(u) => paths.university(u.id)}
    />
  );
}
