import { ChevronDown, TrendingDown, TrendingUp, MoveHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCutoffTrend, TGuidanceSuggestion } from '@dalil/contracts/guidance/suggestions';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';
import { CutoffChart } from './cutoff-chart.tsx';
import { CutoffHistoryTable } from './cutoff-history-table.tsx';
import { FeeLine } from './fee-line.tsx';
import { WishToggle } from './wish-toggle.tsx';
import { CutoffSource, RulesLine } from './placement-rules.tsx';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';
import { Meter } from '../../../shared/ui/meter.tsx';

const TREND: Record<TCutoffTrend, { tone: BadgeTone; Icon?: typeof TrendingUp }> = {
  rose: { tone: 'red', Icon: TrendingUp },
  fell: { tone: 'green', Icon: TrendingDown },
  held: { tone: 'neutral', Icon: MoveHorizontal },
  single: { tone: 'neutral' },
};

/** One faculty at one university: its last cut-off against the student's percentage, its trend, chart, fee and sources. */
export function SuggestionCard({ suggestion, studentPercentage, total }: { suggestion: TGuidanceSuggestion; studentPercentage: number; total: TPlannedTotal | null }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const localized = useLocalized();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { university, faculty, latest } = suggestion;
  const facultyName = localized(faculty.name, faculty.nameArabic);
  const universityName = localized(university.name, university.nameArabic);
  const year = (y: number) => format.number(y, { useGrouping: false });
  const points = format.number(Math.abs(suggestion.margin), { maximumFractionDigits: 2 });
  const trend = TREND[suggestion.trend];
  return (
    <li
      data-testid="suggestion"
      data-tier={suggestion.tier}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <h4 className="text-lg font-bold text-slate-900 dark:text-white">
          {facultyName}
          {suggestion.campus && <span className="font-normal text-slate-600 dark:text-slate-400"> — {t('card.campus', { campus: suggestion.campus })}</span>}
        </h4>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Link to={paths.university(university.id)} className="font-bold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
            {universityName}
          </Link>
          {university.governorate && <>{SEPARATOR}{localized(university.governorate, university.governorateArabic)}</>}
        </p>
      </div>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        <span data-testid="suggestion-cutoff">{t('card.latest', { year: year(latest.year), value: format.percent(latest.percentage) })}</span>
        {latest.minScore !== null && latest.maxScore !== null && (
          <span className="text-slate-600 dark:text-slate-400"> ({t('history.scoreOf', { score: format.number(latest.minScore), max: format.number(latest.maxScore) })})</span>
        )}
        {latest.stage !== null && <span className="text-slate-600 dark:text-slate-400">{SEPARATOR}{t('history.stage', { stage: format.number(latest.stage) })}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={suggestion.margin >= 0 ? 'green' : 'amber'}>
          {suggestion.margin >= 0 ? t('card.above', { points }) : t('card.below', { points })}
        </Badge>
        <Badge tone={trend.tone}>
          {trend.Icon && <trend.Icon aria-hidden className="size-3.5" />}
          {suggestion.trendPoints === null
            ? t('trend.single')
            : t(`trend.${suggestion.trend}`, { points: format.number(Math.abs(suggestion.trendPoints), { maximumFractionDigits: 2 }) })}
        </Badge>
        {suggestion.stale && <Badge tone="amber">{t('card.stale', { year: year(latest.year) })}</Badge>}
      </div>
      {suggestion.chance !== null && (
        <div className="flex flex-col gap-1 text-sm" data-testid="suggestion-chance" data-value={suggestion.chance}>
          <p className="flex items-center justify-between gap-2 font-bold text-slate-900 dark:text-white">
            <span>{t('card.chance')}</span>
            <span>{format.percent(suggestion.chance * 100, 0)}</span>
          </p>
          <Meter
            label={t('card.chance')}
            percent={suggestion.chance * 100}
            valueText={format.percent(suggestion.chance * 100, 0)}
            className="h-2"
            barClassName="h-full rounded-full bg-brand-700 dark:bg-brand-500"
          />
        </div>
      )}
      <RulesLine rules={suggestion.rules} />
      <CutoffChart points={suggestion.history} student={studentPercentage} />
      <FeeLine fee={suggestion.fee} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {total && <WishToggle wish={{ universityId: university.id, facultyKey: faculty.key }} total={total} label={`${facultyName} — ${universityName}`} />}
        <Link to={paths.universityFaculty(university.id, faculty.key)} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
          {t('card.facultyPage')}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-1 font-bold text-slate-700 hover:underline dark:text-slate-200"
        >
          <ChevronDown aria-hidden className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
          {t('card.history')}
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="flex flex-col gap-3">
        {open && (
          <>
            <CutoffChart points={suggestion.history} student={studentPercentage} size="large" />
            <CutoffHistoryTable points={suggestion.history} caption={t('history.caption', { faculty: facultyName, university: universityName })} />
          </>
        )}
      </div>
      {!open && <CutoffSource point={latest} />}
    </li>
  );
}
