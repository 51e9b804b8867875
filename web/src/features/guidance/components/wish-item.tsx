import { ArrowDown, ArrowUp, GripVertical, TriangleAlert, X } from 'lucide-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssessedWish, TWishRef, TWishTier, TWishWarning } from '@dalil/contracts/guidance/wishes';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';
import { CutoffSource } from './placement-rules.tsx';
import { ChanceBar } from './chance-bar.tsx';
import { CutoffChart } from './cutoff-chart.tsx';

const TIER_TONE: Record<TWishTier, BadgeTone> = { likely: 'green', possible: 'amber', reach: 'red', further: 'neutral', unlikely: 'neutral' };

export interface WishMoves {
  up: () => void;
  down: () => void;
  remove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/** One wish in the planner: its position, tier, last cut-offs, its warnings and the controls to move it. */
export function WishItem({
  wish,
  position,
  count,
  assessed,
  warnings,
  studentPercentage,
  chance,
  moves,
}: {
  wish: TWishRef;
  position: number;
  count: number;
  assessed: TAssessedWish | undefined;
  warnings: TWishWarning[];
  studentPercentage: number | null;
  /** From the simulation of the list, rounded to 5 %; absent until it answers. */
  chance?: { placed: number; reach: number | null };
  moves: WishMoves;
}) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const localized = useLocalized();
  const facultyName = assessed?.faculty ? localized(assessed.faculty.name, assessed.faculty.nameArabic) : wish.facultyKey;
  const universityName = assessed?.university ? localized(assessed.university.name, assessed.university.nameArabic) : t('wishes.unknownUniversity');
  const name = `${facultyName} — ${universityName}`;
  const points = assessed?.margin == null ? '' : format.number(Math.abs(assessed.margin), { maximumFractionDigits: 2 });
  const year = (y: number) => format.number(y, { useGrouping: false });
  const buttonClass =
    'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <li
      data-testid="wish"
      data-wish={`${wish.universityId}~${wish.facultyKey}`}
      draggable
      onDragStart={moves.onDragStart}
      onDragOver={moves.onDragOver}
      onDrop={moves.onDrop}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-col items-center gap-1">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden>
          {format.number(position + 1)}
        </span>
        <GripVertical aria-hidden className="no-print size-5 cursor-grab text-slate-400" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h3 className="text-lg font-bold text-slate-900 dark:text-white">
            <span className="sr-only">{t('wishes.position', { position: format.number(position + 1) })} </span>
            {facultyName}
            {assessed?.campus && <span className="font-normal text-slate-600 dark:text-slate-400"> — {t('card.campus', { campus: assessed.campus })}</span>}
          </h3>
          {assessed?.university ? (
            <Link to={paths.university(assessed.university.id)} className="text-sm font-bold text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">
              {universityName}
            </Link>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{universityName}</p>
          )}
        </div>
        {chance && <ChanceBar placed={chance.placed} reach={chance.reach} />}
        {assessed?.status === 'ok' && assessed.latest && assessed.tier ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <Badge tone={TIER_TONE[assessed.tier]}>{t(`wishes.tiers.${assessed.tier}`)}</Badge>
              <span data-testid="wish-cutoff">{t('card.latest', { year: year(assessed.latest.year), value: format.percent(assessed.latest.percentage) })}</span>
              <span className="text-slate-600 dark:text-slate-400">{assessed.margin! >= 0 ? t('card.above', { points }) : t('card.below', { points })}</span>
              {assessed.stale && <Badge tone="amber">{t('card.stale', { year: year(assessed.latest.year) })}</Badge>}
            </p>
            <div className="max-w-sm">
              <CutoffChart points={assessed.history} student={studentPercentage ?? undefined} />
            </div>
            <CutoffSource point={assessed.latest} />
          </>
        ) : (
          assessed && assessed.status !== 'ok' && <p className="text-sm text-slate-700 dark:text-slate-300">{t(`wishes.status.${assessed.status}`)}</p>
        )}
        {warnings.map((warning) => (
          <p key={warning.code} role="note" data-testid={`wish-warning-${warning.code}`} className="flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {warning.code === 'after-likely' && t('wishes.warnings.afterLikely', { position: format.number(warning.likelyIndex + 1) })}
            {warning.code === 'duplicate' && t('wishes.warnings.duplicate', { position: format.number(warning.firstIndex + 1) })}
            {warning.code === 'wrong-stream' && t('wishes.warnings.wrongStream')}
          </p>
        ))}
      </div>
      <div className="no-print flex flex-col gap-1">
        <button type="button" data-action="up" className={buttonClass} onClick={moves.up} disabled={position === 0} aria-label={t('wishes.moveUp', { name })}>
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button type="button" data-action="down" className={buttonClass} onClick={moves.down} disabled={position === count - 1} aria-label={t('wishes.moveDown', { name })}>
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button type="button" data-action="remove" className={buttonClass} onClick={moves.remove} aria-label={t('wishes.remove', { name })}>
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
