import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES } from '@dalil/contracts/common/governorates';
import type { TGuidance } from '@dalil/contracts/guidance/suggestions';
import type { TPlacementVerdict, TRuleCitation } from '@dalil/contracts/guidance/placement-rules';
import type { TCutoffPoint } from '@dalil/contracts/guidance/suggestions';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

const INSTITUTES_AT_FIRST = 6;

/** A cut-off's publisher, year and every page, each its own link. */
export function CutoffSource({ point }: { point: TCutoffPoint }) {
  return (
    <FigureSource
      source={{ sourceName: point.sourceName, sourceUrls: point.sourceUrls, year: point.year, confidence: null, confidenceNote: null }}
    />
  );
}

/** What the placement rules say for one suggestion: group or open nationwide, regional admission, conditions, confidence. */
export function RulesLine({ rules }: { rules: TPlacementVerdict }) {
  const { t } = useTranslation('guidance');
  let place;
  if (rules.openNationwide) place = <Badge tone="green">{t('rules.openNationwide')}</Badge>;
  else if (rules.group) place = <Badge tone={rules.group === 'أ' ? 'green' : 'amber'}>{t('rules.group', { group: rules.group })}</Badge>;
  else if (rules.groupStatus === 'conflict') place = <Badge tone="amber">{t('rules.groupConflict')}</Badge>;
  else if (rules.groupStatus === 'unknown-place') place = <Badge tone="neutral">{t('rules.groupUnknown')}</Badge>;
  return (
    <div data-testid="rules-line" data-group={rules.group ?? rules.groupStatus} className="flex flex-wrap items-center gap-2 text-xs">
      {place}
      {rules.regionalAdmission && <Badge tone="purple">{t('rules.regional')}</Badge>}
      {rules.reasons
        .filter((r) => r.reason !== 'regional-outside' && r.reason !== 'wrong-stream')
        .map((r) => (
          <Badge key={r.reason} tone="amber">
            {t(`rules.reasons.${r.reason}`)}
          </Badge>
        ))}
      {rules.confidence && rules.confidence !== 'high' && (
        <span className="text-slate-600 dark:text-slate-400">{t(`rules.confidence.${rules.confidence}`)}</span>
      )}
    </div>
  );
}

function Citation({ citation }: { citation: TRuleCitation }) {
  return (
    <li>
      <span className="font-mono text-xs">{citation.ruleId}</span> <FigureSource source={{ ...citation }} className="inline text-xs text-slate-600 dark:text-slate-400" />
    </li>
  );
}

/**
 * The rules frame of an answer: the year compared against, the student's place (or which rules
 * could not be applied without it), the stage per year, and every rule row cited.
 */
export function PlacementPanel({ guidance }: { guidance: TGuidance }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const localized = useLocalized();
  const { placement } = guidance;
  // The long lists render when opened: a closed list costs the page nothing.
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const [notOpenOpen, setNotOpenOpen] = useState(false);
  const year = (y: number) => format.number(y, { useGrouping: false });
  return (
    <section aria-labelledby="placement-heading" data-testid="placement" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">
      <h3 id="placement-heading" className="font-bold text-slate-900 dark:text-white">
        {t('rules.title')}
      </h3>
      {guidance.referenceYear !== null && <p data-testid="reference-year">{t('rules.referenceYear', { year: year(guidance.referenceYear) })}</p>}
      {placement.governorate ? (
        <p data-testid="placement-place">
          {t('rules.place', {
            governorate: localized(placement.governorate, GOVERNORATES.find((g) => g.name === placement.governorate)?.nameArabic ?? null),
            administration: placement.administration ? t('rules.administration', { administration: placement.administration }) : '',
          })}
          {placement.administrationOptions.length > 0 && !placement.administration && <> {t('rules.chooseAdministration')}</>}
        </p>
      ) : (
        <p data-testid="placement-unknown" className="rounded-lg bg-amber-50 p-2 text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          {t('rules.noPlace')}
        </p>
      )}
      <p className="text-slate-600 dark:text-slate-400">{t('rules.groupsNote')}</p>
      {placement.stages.length > 0 && (
        <div>
          <h4 className="font-bold text-slate-900 dark:text-white">{t('rules.stagesTitle')}</h4>
          <ul className="mt-1 flex flex-col gap-1" data-testid="stage-years">
            {placement.stages.map((y) => {
              const known = y.thresholds.filter((s) => s.minScore !== null || s.minPercentage !== null);
              return (
                <li key={y.year} data-testid="stage-year" data-year={y.year}>
                  <span className="font-bold">{year(y.year)}: </span>
                  {y.qualifies !== null ? t('rules.qualifies', { stage: format.number(y.qualifies) }) : known.length ? t('rules.qualifiesNone') : t('rules.stagesNotFound')}
                  {known.length > 0 && (
                    <span className="text-slate-600 dark:text-slate-400">
                      {' '}
                      (
                      {known
                        .map((s) =>
                          t('rules.stageMin', {
                            stage: format.number(s.stage),
                            value: s.minScore !== null ? `${format.number(s.minScore)}/${format.number(s.maxScore ?? 0)}` : format.percent(s.minPercentage ?? 0),
                          }),
                        )
                        .join(t('rules.listSeparator'))}
                      )
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {placement.citations.length > 0 && (
        <details onToggle={(e) => setSourcesOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer font-bold text-brand-700 dark:text-brand-500">{t('rules.sources', { shown: format.number(placement.citations.length) })}</summary>
          {sourcesOpen && (
            <ul className="mt-2 flex flex-col gap-1">
              {placement.citations.map((c) => (
                <Citation key={c.ruleId} citation={c} />
              ))}
            </ul>
          )}
        </details>
      )}
      {guidance.notOpen.length > 0 && (
        <details data-testid="not-open" onToggle={(e) => setNotOpenOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer font-bold text-slate-900 dark:text-white">{t('rules.notOpen', { shown: format.number(guidance.totals.notOpen) })}</summary>
          {notOpenOpen && (
          <ul className="mt-2 flex flex-col gap-2">
            {guidance.notOpen.map((o) => (
              <li key={`${o.kind}|${o.university?.id ?? ''}|${o.name}`} data-testid="not-open-item" className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <span className="font-bold">{localized(o.name, o.nameArabic)}</span>
                {o.university && <> — {localized(o.university.name, o.university.nameArabic)}</>}
                <span className="block text-slate-700 dark:text-slate-300">
                  {o.rules.reasons
                    .filter((r) => r.reason === 'regional-outside' || r.reason === 'wrong-stream')
                    .map((r) => t(`rules.reasons.${r.reason}`))
                    .join(t('rules.listSeparator'))}
                </span>
                <CutoffSource point={o.latest} />
              </li>
            ))}
          </ul>
          )}
        </details>
      )}
    </section>
  );
}

/** Technical and higher institutes the total reaches (the same official tables), best first. */
export function InstituteList({ guidance, compact }: { guidance: TGuidance; compact?: boolean }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const localized = useLocalized();
  const [all, setAll] = useState(false);
  if (!guidance.institutes.length) return null;
  const shown = all ? guidance.institutes : guidance.institutes.slice(0, compact ? 3 : INSTITUTES_AT_FIRST);
  return (
    <section aria-labelledby="institutes-heading" data-testid="institutes" className="flex flex-col gap-2">
      <h3 id="institutes-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('rules.institutes', { shown: format.number(guidance.totals.institutes) })}
      </h3>
      <ul className="grid gap-2 md:grid-cols-2">
        {shown.map((i) => (
          <li key={`${i.name}|${i.category}`} data-testid="institute" className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
            <span className="font-bold text-slate-900 dark:text-white">{localized(i.name, i.nameArabic)}</span>
            <span className="text-slate-700 dark:text-slate-300">
              {localized(i.category, i.categoryArabic)}{SEPARATOR}{t(`tiers.${i.tier}`)}{SEPARATOR}{t('card.latest', { year: format.number(i.latest.year, { useGrouping: false }), value: format.percent(i.latest.percentage) })}
            </span>
            <RulesLine rules={i.rules} />
            <CutoffSource point={i.latest} />
          </li>
        ))}
      </ul>
      {!compact && shown.length < guidance.institutes.length && (
        <Button variant="secondary" className="no-print self-start" onClick={() => setAll(true)}>
          {t('tiers.showMore', { shown: format.number(guidance.institutes.length - shown.length) })}
        </Button>
      )}
    </section>
  );
}
