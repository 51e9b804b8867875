import type { TRankingSystem } from '@dalil/contracts/catalogue/university-figures';
import { isOldFigure } from '@dalil/contracts/catalogue/university-figures';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { usePeriodText, useRankText } from '../../../shared/i18n/format-figures.ts';
import { useMoneyRange } from '../../../shared/i18n/format-range.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { SourceLine } from '../../../shared/ui/source-line.tsx';
import { useComparedFigures } from '../api/get-university-figures.ts';

export type FigureKind = 'feeRange' | 'students' | TRankingSystem;

function Unknown() {
  const { t } = useTranslation('compare');
  return (
    <>
      <span aria-hidden className="text-slate-400">
        —
      </span>
      <span className="sr-only">{t('table.unknown')}</span>
    </>
  );
}

/** One published figure of a compared university (its newest), with "Source: <site>, <year>". */
export function UniversityFigureCell({ universityId, kind }: { universityId: string; kind: FigureKind }) {
  const { t } = useTranslation('compare');
  const format = useFormat();
  const moneyRange = useMoneyRange();
  const rank = useRankText();
  const period = usePeriodText();
  const { data: figures, isPending } = useComparedFigures(universityId);
  if (isPending) return <span className="text-sm text-slate-500">{t('table.loading')}</span>;
  if (!figures) return <Unknown />;

  const old = (year: string | number | null) => (year != null && isOldFigure(year) ? <Badge tone="amber">{t('figures.old', { year: period(year) })}</Badge> : null);
  if (kind === 'feeRange') {
    const range = figures.feeRange;
    if (!range) return <Unknown />;
    const year = range.academicYear ? period(range.academicYear) : t('figures.yearNotStated');
    return (
      <div className="flex flex-col gap-1">
        <span>{t('figures.perYear', { amount: moneyRange(range.min, range.max, range.currency) })}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.derived', { n: format.number(range.derivedFrom) })}</span>
        {old(range.academicYear)}
        <SourceLine url={range.sourceUrl} name={range.sourceUrl ? undefined : t('figures.derivedSource')} year={year} />
      </div>
    );
  }
  if (kind === 'students') {
    const students = figures.facts.filter((f) => f.kind === 'students-fte' || f.kind === 'students').sort((a, b) => (b.asOfYear ?? 0) - (a.asOfYear ?? 0))[0];
    if (!students) return <Unknown />;
    return (
      <div className="flex flex-col gap-1">
        <span>{format.number(students.value)}</span>
        {students.kind === 'students-fte' && <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.fte')}</span>}
        {old(students.asOfYear)}
        <SourceLine url={students.sourceUrl} year={students.asOfYear != null ? period(students.asOfYear) : t('figures.yearNotStated')} />
      </div>
    );
  }
  const newest = figures.rankings.filter((r) => r.ranking === kind).sort((a, b) => b.edition.localeCompare(a.edition))[0];
  if (!newest) return <Unknown />;
  return (
    <div className="flex flex-col gap-1">
      <span>{t('figures.world', { rank: rank(newest.worldRank), edition: period(newest.edition) })}</span>
      {newest.nationalRank && <span className="text-xs text-slate-600 dark:text-slate-400">{t('figures.national', { rank: rank(newest.nationalRank) })}</span>}
      {old(newest.edition)}
      <SourceLine url={newest.sourceUrl} year={period(newest.edition)} />
    </div>
  );
}
