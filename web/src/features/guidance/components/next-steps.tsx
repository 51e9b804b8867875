import { CheckCircle2, CircleSlash } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGuidance } from '@dalil/contracts/guidance/suggestions';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SourceLine } from '../../../shared/ui/source-line.tsx';
import { FeeLine } from './fee-line.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

const OTHERS_AT_FIRST = 6;

/** The sources of the minimums listed (those met; all of them when none is), each once. */
const shownSources = (minimums: TGuidance['otherUniversities'][number]['minimums']) => {
  const met = minimums.filter((m) => m.met);
  return [...new Set((met.length ? met : minimums).map((m) => m.source))];
};

/**
 * What to do next, never a dead end: the coordination stages this total can still enter (with
 * their published minimums) and the national and private universities, which set their own
 * admission and are not in the cut-off lists.
 */
export function NextSteps({ guidance, compact }: { guidance: TGuidance; compact?: boolean }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const localized = useLocalized();
  const [allOthers, setAllOthers] = useState(false);
  const below = guidance.notes.includes('below-every-cutoff');
  const others = allOthers ? guidance.otherUniversities : guidance.otherUniversities.slice(0, compact ? 3 : OTHERS_AT_FIRST);
  if (!below && guidance.stages.length === 0 && guidance.otherUniversities.length === 0) return null;
  return (
    <section aria-labelledby="next-steps-heading" data-testid="next-steps" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-800/50">
      <h3 id="next-steps-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {below ? t('next.titleBelow') : t('next.title')}
      </h3>
      {below && <p data-testid="note-below-every-cutoff" className="text-slate-800 dark:text-slate-200">{t('notes.below-every-cutoff')}</p>}
      {guidance.stages.length > 0 && (
        <div>
          <h4 className="font-bold text-slate-900 dark:text-white">{t('next.stages', { year: format.number(guidance.stages[0]!.year, { useGrouping: false }) })}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {guidance.stages.map((stage) => (
              <li key={`${stage.year}-${stage.stage}-${stage.system}`} data-testid="stage" className="flex flex-col gap-0.5 text-sm">
                <span className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                  {stage.reached ? (
                    <CheckCircle2 aria-hidden className="size-4 text-green-700 dark:text-green-400" />
                  ) : (
                    <CircleSlash aria-hidden className="size-4 text-slate-500" />
                  )}
                  {t('next.stage', {
                    stage: format.number(stage.stage),
                    value: format.percent(stage.percentage),
                    score: stage.minScore === null ? '' : t('history.scoreOf', { score: format.number(stage.minScore), max: format.number(stage.maxScore ?? 0) }),
                  })}
                  <span className="font-bold">{stage.reached ? t('next.reached') : t('next.notReached')}</span>
                </span>
                <SourceLine url={stage.sourceUrl} year={stage.year} className="ms-6 text-xs text-slate-600 dark:text-slate-400" />
              </li>
            ))}
          </ul>
        </div>
      )}
      {guidance.otherUniversities.length > 0 && (
        <div>
          <h4 className="font-bold text-slate-900 dark:text-white">{t('next.others')}</h4>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('next.othersNote')}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {others.map(({ university, fee, minimums, minimumsYear, meetsMinimum, technologicalRules }) => (
              <li key={university.id} className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
                <Link to={paths.university(university.id)} className="font-bold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
                  {localized(university.name, university.nameArabic)}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`types.${university.type}`)}
                  {university.governorate && <>{SEPARATOR}{localized(university.governorate, university.governorateArabic)}</>}
                </p>
                <FeeLine fee={fee} />
                {minimums.length > 0 ? (
                  <div data-testid="other-minimums" data-meets={String(meetsMinimum)}>
                    <p className="text-sm font-bold text-slate-800 dark:text-slate-200">
                      {meetsMinimum ? t('next.meets', { year: format.number(minimumsYear ?? 0, { useGrouping: false }) }) : t('next.meetsNone', { year: format.number(minimumsYear ?? 0, { useGrouping: false }) })}
                    </p>
                    <ul className="text-xs text-slate-700 dark:text-slate-300">
                      {minimums
                        .filter((m) => m.met)
                        .map((m) => (
                          <li key={m.facultyGroup}>
                            {localized(m.facultyGroup, m.facultyGroupArabic)}: {format.percent(m.minPercentage)}
                          </li>
                        ))}
                    </ul>
                    {shownSources(minimums).map((index) => (
                      <FigureSource key={index} source={guidance.minimumSources[index]!} />
                    ))}
                  </div>
                ) : technologicalRules.length > 0 ? (
                  <ul className="text-xs text-slate-700 dark:text-slate-300" data-testid="technological-rules">
                    {technologicalRules.slice(0, 3).map((r, i) => (
                      <li key={i}>
                        {localized(r.rule, r.ruleArabic)}
                        <FigureSource source={r} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-xs text-slate-600 dark:text-slate-400">{t('next.noMinimum')}</p>
                )}
              </li>
            ))}
          </ul>
          {!compact && !allOthers && guidance.otherUniversities.length > others.length && (
            <Button variant="secondary" className="no-print mt-2" onClick={() => setAllOthers(true)}>
              {t('next.showAllOthers', { shown: format.number(guidance.otherUniversities.length) })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
