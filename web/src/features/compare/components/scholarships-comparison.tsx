import type { TScholarship } from '@dalil/contracts/catalogue/scholarship';
import { useTranslation } from 'react-i18next';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { useYearsRange } from '../../../shared/i18n/format-range.ts';
import { useDeadlineSummary, useLevelName, useScholarshipText } from '../../../shared/i18n/scholarship-text.ts';
import { BenefitList } from '../../../shared/ui/benefit-list.tsx';
import { BidiText } from '../../../shared/ui/bidi-text.tsx';
import { useScholarshipCandidates } from '../api/get-compare-items.ts';
import { ComparePanel, type ComparisonProps, type CompareRow } from './compare-panel.tsx';
import { OutsideLink } from './outside-link.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

const MAX_LISTED = 3;

export function ScholarshipsComparison(chosen: ComparisonProps<TScholarship>) {
  const { t } = useTranslation('compare');
  const localized = useLocalized();
  const format = useFormat();
  const yearsRange = useYearsRange();
  const scholarshipText = useScholarshipText();
  const deadlineSummary = useDeadlineSummary();
  const levelName = useLevelName();

  const listed = (items: string[]) =>
    items.length ? (
      <ul className="list-disc space-y-0.5 ps-4">
        {items.slice(0, MAX_LISTED).map((item, i) => (
          <li key={`${item}-${i}`}>
            <BidiText text={item} />
          </li>
        ))}
        {items.length > MAX_LISTED && <li className="list-none font-bold text-brand-700 dark:text-brand-500">+{format.number(items.length - MAX_LISTED)}</li>}
      </ul>
    ) : undefined;
  const rows: Array<CompareRow<TScholarship>> = [
    { key: 'provider', label: t('scholarship.provider'), value: (s) => (s.provider || s.providerArabic ? <BidiText text={localized(s.provider, s.providerArabic)} /> : undefined) },
    { key: 'country', label: t('scholarship.country'), value: (s) => (s.country ? <BidiText text={scholarshipText(s).country} /> : undefined) },
    { key: 'type', label: t('scholarship.type'), value: (s) => t(`scholarshipType.${s.type}`) },
    { key: 'coverage', label: t('scholarship.coverage'), value: (s) => (s.coverage ? t(`coverage.${s.coverage}`) : undefined) },
    {
      key: 'levels',
      label: t('scholarship.levels'),
      value: (s) => (s.level.length ? new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(s.level.map(levelName)) : undefined),
    },
    // The comparison view's default currency is USD (spec); a worded amount is shown as worded.
    { key: 'amount', label: t('scholarship.amount'), value: (s) => (s.amount ? format.money(s.amount, s.currency ?? 'USD') : s.amountText ? <BidiText text={scholarshipText(s).amountText} /> : undefined) },
    { key: 'deadline', label: t('scholarship.deadline'), value: (s) => deadlineSummary(s) },
    {
      key: 'gpa',
      label: t('scholarship.gpa'),
      value: (s) => (s.eligibility.gpa ? format.number(s.eligibility.gpa, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : undefined),
    },
    { key: 'requirements', label: t('scholarship.requirements'), value: (s) => (s.gpaRequirement ? <BidiText text={scholarshipText(s).requirements} /> : undefined) },
    { key: 'age', label: t('scholarship.age'), value: (s) => yearsRange(s.eligibility.age.min, s.eligibility.age.max) },
    { key: 'fields', label: t('scholarship.fields'), value: (s) => listed(scholarshipText(s).fields) },
    {
      key: 'benefits',
      label: t('scholarship.benefits'),
      value: (s) => {
        const benefits = scholarshipText(s).benefits;
        return benefits.length ? (
          <>
            <BenefitList benefits={benefits.slice(0, MAX_LISTED)} />
            {benefits.length > MAX_LISTED && <p className="font-bold text-brand-700 dark:text-brand-500">+{format.number(benefits.length - MAX_LISTED)}</p>}
          </>
        ) : undefined;
      },
    },
    { key: 'apply', label: t('scholarship.apply'), value: (s) => (s.applicationLink ? <OutsideLink href={s.applicationLink} /> : undefined) },
  ];

  return (
    <ComparePanel
      kind="scholarships"
      {...chosen}
      useCandidates={useScholarshipCandidates}
      rows={rows}
      nameOf={(s) => localized(s.name, s.nameArabic)}
      describe={(s) => [localized(s.provider, s.providerArabic), scholarshipText(s).country].filter(Boolean).join(SEPARATOR) || undefined}
    />
  );
}
