import type { TPrivateMinimumTier, TTechnologicalRule, TUniversityAdmission } from '@dalil/contracts/catalogue/university-admission';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import type { TFigureSource } from '@dalil/contracts/common/source';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { usePeriodText } from '../../../shared/i18n/format-figures.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { DataText, TranslatedNote } from '../../../shared/ui/translated-note.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

/** A row's source with the reason for its confidence in the page's language (the data's note, or Dalil's translation of it). */
function useRowSource() {
  const { t, i18n } = useTranslation('universities');
  return <S extends TFigureSource>(source: S, notesArabic: string | null): S =>
    i18n.language === 'ar' && notesArabic ? { ...source, confidenceNote: `${notesArabic} (${t('common:translation.mark')})` } : source;
}

/** Said once under a section whose data texts are shown in Arabic: they are Dalil's translations. */
function TranslationNotice() {
  const { t, i18n } = useTranslation('universities');
  return i18n.language === 'ar' ? <p className="text-xs italic text-slate-600 dark:text-slate-400">{t('admission.translated')}</p> : null;
}

function MinimumTier({ tier }: { tier: TPrivateMinimumTier }) {
  const { t } = useTranslation('universities');
  const format = useFormat();
  const period = usePeriodText();
  const rowSource = useRowSource();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="minimum-tier">
      <h3 className="font-bold">
        {period(tier.academicYear)}{SEPARATOR}<DataText text={tier.certificate} arabic={tier.certificateArabic} />
      </h3>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {t('admission.minimums.tier')} <DataText text={tier.members} arabic={tier.membersArabic} />
      </p>
      <ul className="grid gap-3">
        {tier.minimums.map((minimum) => (
          <li key={minimum.facultyGroup} className="flex flex-col gap-0.5 border-t border-slate-100 pt-2 first:border-0 first:pt-0 dark:border-slate-800" data-testid="minimum">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-slate-800 dark:text-slate-200">
                <DataText text={minimum.facultyGroup} arabic={minimum.facultyGroupArabic} />
              </span>
              <strong className="text-slate-900 dark:text-slate-100">{t('admission.minimums.percentage', { value: format.number(minimum.minPercentage) })}</strong>
            </p>
            <FigureSource source={rowSource(minimum, minimum.notesArabic)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TechnologicalRule({ rule }: { rule: TTechnologicalRule }) {
  const { t } = useTranslation('universities');
  const period = usePeriodText();
  const rowSource = useRowSource();
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900" data-testid="technological-rule">
      <p className="font-bold text-slate-900 dark:text-slate-100">
        <DataText text={rule.certificate} arabic={rule.certificateArabic} />
      </p>
      <p className="text-slate-900 dark:text-slate-100">
        <DataText text={rule.rule} arabic={rule.ruleArabic} />
      </p>
      {rule.details && (
        <p className="text-slate-700 dark:text-slate-300">
          <DataText text={rule.details} arabic={rule.detailsArabic} />
        </p>
      )}
      <p className="text-slate-600 dark:text-slate-400">
        {t('admission.technological.appliesTo')} <DataText text={rule.appliesTo} arabic={rule.appliesToArabic} />
      </p>
      {isOldFigure(rule.academicYear) && (
        <div>
          <Badge tone="amber">{t('figures.old', { year: period(rule.academicYear!) })}</Badge>
        </div>
      )}
      {/* A medium or low row's note is its confidence's reason, one click away in the source line. */}
      {rule.notes && rule.confidence === 'high' && <TranslatedNote className="text-xs text-slate-600 dark:text-slate-400" text={rule.notes} arabic={rule.notesArabic} />}
      <FigureSource source={rowSource(rule, rule.notesArabic)} />
    </li>
  );
}

/**
 * Admission facts beside Tansik's cut-offs: a private or national university's minimums by tier,
 * a technological university's rules, and what is known of Al-Azhar's own coordination.
 */
export function AdmissionSection({ admission }: { admission: TUniversityAdmission }) {
  const { t } = useTranslation('universities');
  if (admission.kind === 'al-azhar') {
    return (
      <section aria-labelledby="admission-heading" data-testid="admission-al-azhar">
        <h2 id="admission-heading" className="mb-3 text-xl font-bold">
          {t('admission.azhar.heading')}
        </h2>
        <div className="flex flex-col gap-2 leading-relaxed text-slate-800 dark:text-slate-200">
          <p>{t('admission.azhar.track')}</p>
          <p>{t('admission.azhar.noCutoffs')}</p>
        </div>
      </section>
    );
  }
  if (admission.kind === 'technological') {
    return (
      <PublishedRows part="technological" empty={admission.rules.length === 0}>
        <ul className="grid gap-3 md:grid-cols-2">
          {admission.rules.map((rule, i) => (
            <TechnologicalRule key={i} rule={rule} />
          ))}
        </ul>
      </PublishedRows>
    );
  }
  return (
    <PublishedRows part="minimums" empty={admission.tiers.length === 0}>
      <div className="grid gap-4 md:grid-cols-2">
        {admission.tiers.map((tier) => (
          <MinimumTier key={`${tier.admissionYear}-${tier.tier}`} tier={tier} />
        ))}
      </div>
    </PublishedRows>
  );
}

/** A part of the section: its heading and introduction, the rows (or that the data has none), and the translation notice. */
function PublishedRows({ part, empty, children }: { part: 'minimums' | 'technological'; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('universities');
  return (
    <section aria-labelledby="admission-heading" data-testid={`admission-${part}`}>
      <h2 id="admission-heading" className="mb-2 text-xl font-bold">
        {t(`admission.${part}.heading`)}
      </h2>
      <p className="mb-3 text-slate-700 dark:text-slate-300">{t(`admission.${part}.intro`)}</p>
      {empty ? <p className="text-slate-700 dark:text-slate-300">{t(`admission.${part}.none`)}</p> : children}
      <TranslationNotice />
    </section>
  );
}
