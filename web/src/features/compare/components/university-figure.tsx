import type { UseQueryResult } from '@tanstack/react-query';
import { isOldFigure, type TRankingSystem, type TUniversityFigures } from '@dalil/contracts/catalogue/university-figures';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { usePeriodText, useRankText } from '../../../shared/i18n/format-figures.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import type { TFacultyCutoffs } from '@dalil/contracts/guidance/suggestions';
import { cutoffSummary } from '../utils/cutoff-summary.ts';

export type FigureKind = 'feeRange' | 'students' | TRankingSystem;

/**
 * A compared university's published figure of one kind (its newest), with "Source: <site>,
 * <year>"; 'loading' while its figures load, and undefined when it has none — so a row that is
 * empty for every compared university can be left out.
 */
export function useUniversityFigure() {
  const { t } = useTranslation('compare');
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const rank = useRankText();
  const period = usePeriodText();
  const old = (year: string | number | null) => (year != null && isOldFigure(year) ? <Badge tone="amber">{t('figures.old', { year: period(year) })}</Badge> : null);

  const figureOf = (figures: TUniversityFigures, kind: FigureKind): ReactNode | undefined => {
    if (kind === 'feeRange') {
      const range = figures.feeRange;
      if (!range) return undefined;
      const year = range.academicYear ? period(range.academicYear) : t('figures.yearNotStated');
      return (
        <div className="flex flex-col gap-1">
          <span>{t('figures.perYear', { amount: moneyRange(range.min, range.max, range.currency) })}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.derived', { n: format.number(range.derivedFrom) })}</span>
          {old(range.academicYear)}
          {range.sourceName ? <FigureSource source={range} /> : <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.derivedFrom', { year })}</span>}
        </div>
      );
    }
    if (kind === 'students') {
      const students = figures.facts.filter((f) => f.kind === 'students-fte' || f.kind === 'students').sort((a, b) => (b.asOfYear ?? 0) - (a.asOfYear ?? 0))[0];
      if (!students) return undefined;
      return (
        <div className="flex flex-col gap-1">
          <span>{format.number(students.value)}</span>
          {students.kind === 'students-fte' && <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.fte')}</span>}
          {old(students.asOfYear)}
          <FigureSource source={students} />
        </div>
      );
    }
    const newest = figures.rankings.filter((r) => r.ranking === kind).sort((a, b) => b.edition.localeCompare(a.edition))[0];
    if (!newest) return undefined;
    return (
      <div className="flex flex-col gap-1">
        <span>{t('figures.world', { rank: rank(newest.worldRank), edition: period(newest.edition) })}</span>
        {newest.nationalRank && <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.national', { rank: rank(newest.nationalRank) })}</span>}
        {old(newest.edition)}
        <FigureSource source={newest} />
      </div>
    );
  };

  return (query: UseQueryResult<TUniversityFigures> | undefined, kind: FigureKind): ReactNode | undefined => {
    if (!query || query.isPending) return <span className="text-sm text-slate-600 dark:text-slate-400">{t('table.loading')}</span>;
    if (query.isError) return <span className="text-sm text-red-800 dark:text-red-300">{t('figures.failed')}</span>;
    return query.data ? figureOf(query.data, kind) : undefined;
  };
}

/**
 * A compared university's cut-offs in one cell: its faculties' range in the newest published
 * year, with publishers and year; "no published cut-offs" when there are none (never a guess).
 */
export function useCutoffFigure() {
  const { t } = useTranslation('compare');
  const format = useFormat();
  const percent = (value: number) => t('figures.percent', { value: format.number(value, { maximumFractionDigits: 2 }) });
  return (query: UseQueryResult<TFacultyCutoffs[]> | undefined): ReactNode => {
    if (!query || query.isPending) return <span className="text-sm text-slate-600 dark:text-slate-400">{t('table.loading')}</span>;
    if (query.isError) return <span className="text-sm text-red-800 dark:text-red-300">{t('figures.failed')}</span>;
    const summary = cutoffSummary(query.data);
    if (!summary) return <span className="text-slate-600 dark:text-slate-400">{t('figures.noCutoffs')}</span>;
    return (
      <div className="flex flex-col gap-1" data-testid="compare-cutoffs">
        <span>{summary.min === summary.max ? percent(summary.min) : t('figures.cutoffRange', { min: percent(summary.min), max: percent(summary.max) })}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.cutoffFaculties', { n: summary.faculties, year: summary.year })}</span>
        <FigureSource source={summary.source} />
      </div>
    );
  };
}
