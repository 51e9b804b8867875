import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGuidance, TSuggestionTier } from '@dalil/contracts/guidance/suggestions';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NextSteps } from './next-steps.tsx';
import { SuggestionCard } from './suggestion-card.tsx';
import { WishListLink } from './wish-list-link.tsx';
import { InstituteList, PlacementPanel } from './placement-rules.tsx';
import type { TGuidanceSuggestion } from '@dalil/contracts/guidance/suggestions';

/** Suggestions shown per field of a tier before "show more". */
const PER_FIELD_AT_FIRST = 3;

/** The total a wish added from these suggestions is planned for (none without a stream). */
function plannedTotal({ student }: TGuidance): TPlannedTotal | null {
  return student.stream ? { score: student.score, maxScore: student.maxScore, stream: student.stream, year: student.year } : null;
}
const TIER_STYLE: Record<TSuggestionTier, string> = {
  likely: 'border-green-600 dark:border-green-500',
  possible: 'border-amber-500 dark:border-amber-400',
  reach: 'border-red-600 dark:border-red-400',
  further: 'border-slate-400 dark:border-slate-500',
};

function TierSection({
  guidance,
  tier,
  expandable,
  onLoadAll,
}: {
  guidance: TGuidance;
  tier: TSuggestionTier;
  expandable: boolean;
  onLoadAll?: () => void;
}) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const items = guidance.tiers[tier];
  const total = guidance.totals[tier];
  if (!total) return null;
  // Grouped by field, in the order of each field's best suggestion; a few per field, more on request.
  const byField = new Map<string, TGuidanceSuggestion[]>();
  for (const s of items) byField.set(s.faculty.field, [...(byField.get(s.faculty.field) ?? []), s]);
  const hidden = total - items.length;
  const headingId = `tier-${tier}`;
  const margin = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  return (
    <section aria-labelledby={headingId} data-testid={`tier-${tier}`} className={`border-s-4 ps-4 ${TIER_STYLE[tier]}`}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {t(`tiers.${tier}`)} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({format.number(total)})</span>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`tiers.${tier}Hint`, { likely: margin(guidance.margins.likely), reach: margin(guidance.margins.reach), further: margin(guidance.margins.further) })}
      </p>
      {[...byField.entries()].map(([field, list]) => {
        const open = !expandable || expanded.has(field);
        const shown = open ? list : list.slice(0, PER_FIELD_AT_FIRST);
        return (
          <div key={field} data-testid="field-group" data-field={field} className="mt-3">
            <h4 className="font-bold text-slate-800 dark:text-slate-200">
              {t(`fields.${field}`, { defaultValue: t('fields.other') })} <span className="text-sm font-normal">({format.number(list.length)})</span>
            </h4>
            <ul className="mt-2 grid gap-3 md:grid-cols-2 print:grid-cols-2">
              {shown.map((s) => (
                <SuggestionCard key={`${s.university.id}|${s.faculty.key}`} suggestion={s} studentPercentage={guidance.student.percentage} total={plannedTotal(guidance)} />
              ))}
            </ul>
            {shown.length < list.length && (
              <Button variant="secondary" className="no-print mt-2" data-testid="field-more" onClick={() => setExpanded(new Set([...expanded, field]))}>
                {t('tiers.showMore', { shown: format.number(list.length - shown.length) })}
              </Button>
            )}
          </div>
        );
      })}
      {hidden > 0 && expandable && (
        <Button variant="secondary" className="no-print mt-3" data-testid="tier-more" onClick={() => onLoadAll?.()}>
          {t('tiers.showMore', { shown: format.number(hidden) })}
        </Button>
      )}
    </section>
  );
}

/** The notes that frame every answer: the 410/320 comparison, geography, old figures, and why nothing shows. */
function GuidanceNotes({ guidance }: { guidance: TGuidance }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const years = guidance.yearsUsed.map((y) => format.number(y, { useGrouping: false }));
  return (
    <div className="flex flex-col gap-2">
      {guidance.yearsUsed.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('notes.years', { years: new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(years), percentage: format.percent(guidance.student.percentage) })}
        </p>
      )}
      {guidance.notes
        .filter((note) => note !== 'below-every-cutoff')
        .map((note) => (
          <p key={note} data-testid={`note-${note}`} className="flex gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t(`notes.${note}`)}</span>
          </p>
        ))}
    </div>
  );
}

/**
 * Guidance for one total: likely, possible and reach faculties (the ones further away on
 * request), the notes that frame them and what to do next. `summary` shows each tier as
 * received (a results lookup carries the first few) and links to the guide page for the rest.
 */
export function GuidanceView({
  guidance,
  variant = 'full',
  guideHref,
  onLoadAll,
  headingLevel = 'h2',
}: {
  guidance: TGuidance;
  variant?: 'full' | 'summary';
  guideHref?: string;
  onLoadAll?: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const [showFurther, setShowFurther] = useState(false);
  const Heading = headingLevel;
  const full = variant === 'full';
  const counted = guidance.totals.likely + guidance.totals.possible + guidance.totals.reach;
  const blocked = guidance.notes.some((n) => n === 'not-passed' || n === 'no-stream' || n === 'no-cutoffs');
  return (
    <section aria-labelledby="guidance-heading" data-testid="guidance" className="flex flex-col gap-6">
      <div>
        <Heading id="guidance-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:text-white">
          {t('tiers.title')}
        </Heading>
        {!blocked && <p className="text-sm text-slate-600 dark:text-slate-400">{t('tiers.count', { shown: format.number(counted) })}</p>}
      </div>
      <GuidanceNotes guidance={guidance} />
      {!blocked && full && <PlacementPanel guidance={guidance} />}
      {(['likely', 'possible', 'reach'] as const).map((tier) => (
        <TierSection key={tier} guidance={guidance} tier={tier} expandable={full} onLoadAll={onLoadAll} />
      ))}
      {full && guidance.totals.further > 0 && (
        <div className="no-print">
          {showFurther ? (
            <TierSection guidance={guidance} tier="further" expandable onLoadAll={onLoadAll} />
          ) : (
            <Button variant="secondary" onClick={() => setShowFurther(true)} data-testid="show-further">
              {t('tiers.showFurther', { shown: format.number(guidance.totals.further) })}
            </Button>
          )}
        </div>
      )}
      {!blocked && <InstituteList guidance={guidance} compact={!full} />}
      {!blocked && <NextSteps guidance={guidance} compact={!full} />}
      <p className="no-print flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {guideHref && (
          <Link to={guideHref} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500" data-testid="guide-link">
            {t('tiers.seeAll')}
          </Link>
        )}
        <WishListLink />
        <Link to={paths.guideMethod} className="font-bold text-brand-700 underline underline-offset-2 dark:text-brand-500">
          {t('tiers.method')}
        </Link>
      </p>
    </section>
  );
}
