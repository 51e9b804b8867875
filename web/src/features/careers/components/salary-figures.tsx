import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCareerSalaries, TSalaryFigure } from '@dalil/contracts/careers/salary-figures';
import { startYearOf } from '@dalil/contracts/catalogue/university-figures';
import { useFormat, useLocalized } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { DataText, TranslatedNote } from '../../../shared/ui/translated-note.tsx';
import { SEPARATOR } from '../../../shared/i18n/number-format.ts';

const LEVELS = ['entry', 'mid', 'senior', 'all'] as const;
/** Figures older than this many years are marked: the pound lost most of its value in 2022–2024. */
const OLD_AFTER_YEARS = 2;

/** Whether a field has any published salary figure (a level's or a note's). */
const hasSalaryFigures = (salaries: TCareerSalaries | undefined) =>
  Boolean(salaries && [...LEVELS, 'context' as const].some((level) => salaries[level].length > 0));

/** The figure a field's card headlines: the newest entry-level one, else the newest of the first level that has one; none when no source gives one. */
export function headlineSalary(salaries: TCareerSalaries | undefined): TSalaryFigure | undefined {
  const figures = salaries ? LEVELS.map((level) => salaries[level]).find((list) => list.length > 0) : undefined;
  return figures?.reduce((newest, f) => ((startYearOf(f.year) ?? 0) > (startYearOf(newest.year) ?? 0) ? f : newest));
}

export function SalaryAmount({ figure }: { figure: TSalaryFigure }) {
  const format = useFormat();
  const money = (n: number) => format.money(n, 'EGP', 0);
  if (figure.typical !== null) return <>{money(figure.typical)}</>;
  if (figure.low !== null && figure.high !== null) return <>{`${money(figure.low)} – ${money(figure.high)}`}</>;
  if (figure.low !== null) return <>{`≥ ${money(figure.low)}`}</>;
  if (figure.high !== null) return <>{`≤ ${money(figure.high)}`}</>;
  return null;
}

/** What a row is, when it is not a published figure: one employer's advert, a proxy, an anecdote. */
function FigureKindBadge({ figure }: { figure: TSalaryFigure }) {
  const { t } = useTranslation('careers');
  if (figure.kind === 'published' || figure.kind === 'indicator') return null;
  return <Badge tone="amber">{t(`salary.kind.${figure.kind}`)}</Badge>;
}

function FigureItem({ figure }: { figure: TSalaryFigure }) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  const localized = useLocalized();
  const year = startYearOf(figure.year);
  const old = year !== null && year < new Date().getFullYear() - OLD_AFTER_YEARS;
  // The source's own words for what the number is: the first sentence of its note ("Backend engineer.").
  const role = localized(figure.notes, figure.notesArabic).split(/(?<=\.)\s/)[0];
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-slate-100 p-3 dark:bg-slate-800" data-testid="salary-figure">
      <p className="font-bold">
        <SalaryAmount figure={figure} /> <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t('salary.perMonth')}</span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <DataText text={figure.levelLabel} arabic={figure.levelLabelArabic} />
        {role && <>{SEPARATOR}{role}</>}
      </p>
      <div className="flex flex-wrap gap-1">
        <FigureKindBadge figure={figure} />
        {old && <Badge tone="amber">{t('salary.old', { year: format.number(year, { useGrouping: false }) })}</Badge>}
      </div>
      <FigureSource source={figure} />
    </li>
  );
}

/** A row that is a note, not this field's salary: its label, amount, what the source says of it, and its source. */
function NoteItem({ figure }: { figure: TSalaryFigure }) {
  return (
    <li className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300" data-testid="salary-note">
      <p>
        <DataText text={figure.levelLabel} arabic={figure.levelLabelArabic} />: <SalaryAmount figure={figure} />
      </p>
      <div className="flex flex-wrap gap-1">
        <FigureKindBadge figure={figure} />
      </div>
      <TranslatedNote className="text-slate-600 dark:text-slate-400" text={figure.notes} arabic={figure.notesArabic} />
      <FigureSource source={figure} />
    </li>
  );
}

/**
 * A field's published salaries: for each level the most recent figures, each with its publisher
 * and year, one employer's advert marked as such; where a level has none it says so, and where
 * the field has none at all it says that instead. Proxies, anecdotes and context follow as notes.
 */
export function SalaryFigures({ salaries }: { salaries: TCareerSalaries | undefined }) {
  const { t } = useTranslation('careers');
  if (!hasSalaryFigures(salaries)) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="no-salary-figures">
        {t('salary.none')}
      </p>
    );
  }
  const levels = LEVELS.filter((level) => level !== 'all' || salaries!.all.length > 0);
  return (
    <div className="grid gap-3" data-testid="salary-figures">
      {levels.map((level) => {
        const figures = salaries![level];
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
      {salaries!.context.length > 0 && (
        <section aria-label={t('salary.context')} className="grid gap-2">
          <h4 className="flex items-center gap-1 text-sm font-bold text-slate-700 dark:text-slate-300">
            <Info aria-hidden className="size-4" />
            {t('salary.context')}
          </h4>
          <ul className="grid gap-3">
            {salaries!.context.map((f, i) => (
              <NoteItem key={i} figure={f} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The rows about every field (national average wage, minimum wage, the civil-service scale), for comparison. */
export function EveryFieldFigures({ salaries }: { salaries: TCareerSalaries | undefined }) {
  const { t } = useTranslation('careers');
  const rows = salaries ? [...salaries.all, ...salaries.context] : [];
  if (!rows.length) return null;
  return (
    <details className="mt-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="every-field-figures">
      <summary className="cursor-pointer font-bold text-slate-700 dark:text-slate-300">{t('salary.everyField')}</summary>
      <ul className="mt-2 grid gap-3">
        {rows.map((f, i) => (
          <NoteItem key={i} figure={f} />
        ))}
      </ul>
    </details>
  );
}
