import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BACKTEST, LIKELY_CHANCE, POSSIBLE_CHANCE, REACH_CHANCE } from '@dalil/contracts/guidance/chance';
import { SIMULATION_DRAWS } from '@dalil/contracts/guidance/wishes';
import { FURTHER_MARGIN, GUIDANCE_YEARS, LIKELY_MARGIN, REACH_MARGIN, STALE_AFTER_YEARS, TREND_STEADY_POINTS } from '@dalil/contracts/guidance/suggestions';
import { paths } from '../../../shared/config/paths.ts';
import { useDocumentMeta } from '../../../shared/hooks/use-document-meta.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const SECTIONS = ['data', 'compare', 'chances', 'backtest', 'tiers', 'trend', 'missing', 'use'] as const;

/** /guide/method — how the suggestions are made and what they do not cover, with the figures the code uses. */
export function Component() {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  useDocumentMeta(t('method.meta.title'), t('method.meta.description'));
  const values = {
    years: format.number(GUIDANCE_YEARS),
    likely: format.number(LIKELY_MARGIN),
    reach: format.number(REACH_MARGIN),
    further: format.number(FURTHER_MARGIN),
    steady: format.number(TREND_STEADY_POINTS),
    stale: format.number(STALE_AFTER_YEARS),
    old: format.number(410),
    new: format.number(320),
    example: format.percent((297.5 / 320) * 100),
    exampleOld: format.percent((370 / 410) * 100),
    likelyChance: format.percent(LIKELY_CHANCE * 100, 0),
    possibleChance: format.percent(POSSIBLE_CHANCE * 100, 0),
    reachChance: format.percent(REACH_CHANCE * 100, 0),
    draws: format.number(SIMULATION_DRAWS),
    faculties2025: format.number(BACKTEST[2025].faculties),
    cases2025: format.number(BACKTEST[2025].cases),
    brier2025: format.number(BACKTEST[2025].brier, { minimumFractionDigits: 4 }),
    baseline2025: format.number(BACKTEST[2025].baseline, { minimumFractionDigits: 4 }),
    bound2025: format.number(BACKTEST[2025].marginOnlyBound, { minimumFractionDigits: 4 }),
    faculties2026: format.number(BACKTEST[2026].faculties),
    brier2026: format.number(BACKTEST[2026].brier, { minimumFractionDigits: 4 }),
    baseline2026: format.number(BACKTEST[2026].baseline, { minimumFractionDigits: 4 }),
    likely2025: format.percent(BACKTEST[2025].likelyObserved * 100, 0),
    likely2026: format.percent(BACKTEST[2026].likelyObserved * 100, 0),
    gap2025: t('method.points', { points: format.number(Math.round(BACKTEST[2025].maxGap * 100)) }),
    gap2026: t('method.points', { points: format.number(Math.round(BACKTEST[2026].maxGap * 100)) }),
    withinTarget2025: format.percent(BACKTEST[2025].withinTargetIfRight * 100, 0),
    withinTarget2026: format.percent(BACKTEST[2026].withinTargetIfRight * 100, 0),
  };
  return (
    <article className="max-w-3xl">
      <PageHeader title={t('method.title')} subtitle={t('method.subtitle')} />
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`method-${section}`} className="mb-8">
          <h2 id={`method-${section}`} className="mb-2 text-xl font-bold text-slate-900 dark:text-white">
            {t(`method.${section}.title`)}
          </h2>
          {(t(`method.${section}.paragraphs`, { returnObjects: true, ...values }) as string[]).map((paragraph, i) => (
            <p key={i} className="mb-3 leading-relaxed text-slate-800 dark:text-slate-200">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.guide} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
          {t('method.back')}
        </Link>
      </p>
    </article>
  );
}
