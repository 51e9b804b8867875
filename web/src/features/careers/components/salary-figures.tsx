import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCareerSalaries, TSalaryFigure } from '@dalil/contracts/careers/salary-figures';
import { useFormat } from '../../../shared/i18n/format.ts';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';

const LEVELS = ['entry', 'mid', 'senior', 'all'] as const;
/** Figures older than this many years are marked: the pound lost most of its value in 2022–2024. */
const OLD_AFTER_YEARS = 2;

/** The source's own words for what a number is: its first sentence ("Backend engineer."). */
const roleOf = (figure: TSalaryFigure) => figure.notes?.split(/(?<=\.)\s/)[0] ?? null;

function Amount({ figure }: { figure: TSalaryFigure }) {
  const format = useFormat();
  const money = (n: number) => format.money(n, 'EGP', 0);
  if (figure.typical !== null) return <>{money(figure.typical)}</>;
  if (figure.low !== null && figure.high !== null) return <>{`${money(figure.low)} – ${money(figure.high)}`}</>;
  if (figure.low !== null) return <>{`≥ ${money(figure.low)}`}</>;
  if (figure.high !== null) return <>{`≤ ${money(figure.high)}`}</>;
  return null;
}

function FigureItem({ figure }: { figure: TSalaryFigure }) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  const old = typeof figure.year === 'number' && figure.year < new Date().getFullYear() - OLD_AFTER_YEARS;
  return (
    <li className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800" data-testid="salary-figure">
      <p className="font-bold">
        <Amount figure={figure} /> <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t('salary.perMonth')}</span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300" dir="auto">
        {[figure.levelLabel, roleOf(figure)].filter(Boolean).join(' · ')}
      </p>
      {old && <p className="text-xs font-bold text-amber-800 dark:text-amber-300">{t('salary.old', { year: format.number(figure.year as number, { useGrouping: false }) })}</p>}
      <FigureSource source={figure} />
    </li>
  );
}

/**
 * A field's published salaries: for each level the most recent figures whose role the source
 * names, each with its source and year; where none exists the level says so. Proxies,
 * anecdotes and context rows follow as notes.
 */
export function SalaryFigures({ salaries }: { salaries: TCareerSalaries | undefined }) {
  const { t } = useTranslation('careers');
  const levels = LEVELS.filter((level) => level !== 'all' || (salaries?.all.length ?? 0) > 0);
  return (
    <div className="grid gap-3" data-testid="salary-figures">
      {levels.map((level) => {
        const figures = salaries?.[level] ?? [];
        return (
          <section key={level} aria-label={t(`salary.${level}`)}>
            <h4 className="mb-1 text-sm font-bold text-slate-700 dark:text-slate-300">{t(`salary.${level}`)}</h4>
            {figures.length ? (
              <ul className="grid gap-2">
                {figures.map((f, i) => (
                  <FigureItem key={i} figure={f} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('salary.noLevel')}</p>
            )}
          </section>
        );
      })}
      {(salaries?.context.length ?? 0) > 0 && (
        <section aria-label={t('salary.context')} className="grid gap-2">
          <h4 className="flex items-center gap-1 text-sm font-bold text-slate-700 dark:text-slate-300">
            <Info aria-hidden className="size-4" />
            {t('salary.context')}
          </h4>
          <ul className="grid gap-2">
            {salaries!.context.map((f, i) => (
              <li key={i} className="text-sm text-slate-700 dark:text-slate-300">
                <p>
                  <bdi>{f.levelLabel}</bdi>: <Amount figure={f} />
                </p>
                {/* The source's note is in English: its own paragraph, read left to right on an Arabic page. */}
                {f.notes && (
                  <p className="text-slate-600 dark:text-slate-400" dir="auto">
                    {f.notes}
                  </p>
                )}
                <FigureSource source={f} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
