import type { UseQueryResult } from '@tanstack/react-query';
import type { TUniversity } from '@dalil/contracts/catalogue/university';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { useUniversityCandidates } from '../api/get-compare-items.ts';
import { ComparePanel, type CompareRow } from './compare-panel.tsx';
import { OutsideLink } from './outside-link.tsx';

export function UniversitiesComparison({ ids, selection, onChange }: { ids: string[]; selection: Array<UseQueryResult<TUniversity>>; onChange: (ids: string[], options?: { replace?: boolean }) => void }) {
  const { t, i18n } = useTranslation('compare');
  const localized = useLocalized();
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const [searchText, setSearchText] = useState('');
  const candidates = useUniversityCandidates(useDebouncedValue(searchText.trim(), 300));

  const place = (u: TUniversity) =>
    [localized(u.location.city, u.location.cityArabic), localized(u.location.governorate, u.location.governorateArabic)].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(i18n.language === 'ar' ? '، ' : ', ') || undefined;
  const rank = (value: number | null) => (value != null ? `#${format.number(value)}` : undefined);
  const rows: Array<CompareRow<TUniversity>> = [
    { key: 'type', label: t('university.type'), value: (u) => t(`universityType.${u.type}`) },
    { key: 'location', label: t('university.location'), value: place },
    {
      key: 'rating',
      label: t('university.rating'),
      value: (u) => (u.rating != null ? t('university.ratingValue', { value: format.number(u.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }) : undefined),
    },
    { key: 'established', label: t('university.established'), value: (u) => (u.establishedYear != null ? format.number(u.establishedYear, { useGrouping: false }) : undefined) },
    { key: 'students', label: t('university.students'), value: (u) => (u.studentCount ? format.number(u.studentCount) : undefined) },
    { key: 'tuition', label: t('university.tuition'), value: (u) => moneyRange(u.tuitionRange.min, u.tuitionRange.max, u.tuitionRange.currency || 'EGP') },
    { key: 'localRank', label: t('university.localRank'), value: (u) => rank(u.rank.local) },
    { key: 'globalRank', label: t('university.globalRank'), value: (u) => rank(u.rank.global) },
    { key: 'faculties', label: t('university.faculties'), value: (u) => (u.faculties.length ? format.number(u.faculties.length) : undefined) },
    { key: 'website', label: t('university.website'), value: (u) => (u.website ? <OutsideLink href={u.website} /> : undefined) },
    { key: 'apply', label: t('university.apply'), value: (u) => (u.applicationLink ? <OutsideLink href={u.applicationLink} /> : undefined) },
  ];

  return (
    <ComparePanel
      kind="universities"
      ids={ids}
      onChange={onChange}
      selection={selection}
      candidates={candidates}
      searchText={searchText}
      onSearchText={setSearchText}
      rows={rows}
      nameOf={(u) => localized(u.name, u.nameArabic)}
      describe={(u) => [t(`universityType.${u.type}`), place(u)].filter(Boolean).join(' · ')}
      hrefOf={(u) => paths.university(u.id)}
    />
  );
}
