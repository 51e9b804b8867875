import type { TGrowthFigure } from '@dalil/contracts/careers/growth-figures';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Badge } from '../../../shared/ui/badge.tsx';
import { FigureSource } from '../../../shared/ui/figure-source.tsx';
import { DataText, TranslatedNote } from '../../../shared/ui/translated-note.tsx';

/** A field's growth and demand indicators, each with its unit, year and publisher; a forecast or target says so. */
export function GrowthFigures({ figures }: { figures: TGrowthFigure[] | undefined }) {
  const { t } = useTranslation('careers');
  const format = useFormat();
  if (!figures?.length) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('market.noGrowth')}</p>;
  return (
    <ul className="grid gap-3" data-testid="growth-figures">
      {figures.map((figure, i) => (
        <li key={i} className="flex flex-col gap-1 text-sm" data-testid="growth-figure">
          <p className="text-slate-700 dark:text-slate-300">
            <DataText text={figure.indicator} arabic={figure.indicatorArabic} />
          </p>
          <p className="font-bold text-slate-900 dark:text-slate-100">
            {format.number(figure.value)} <DataText text={figure.unit} arabic={figure.unitArabic} />
          </p>
          {figure.forecast && (
            <div>
              <Badge tone="amber">{t('market.forecast')}</Badge>
            </div>
          )}
          <TranslatedNote className="text-xs text-slate-600 dark:text-slate-400" text={figure.notes} arabic={figure.notesArabic} />
          <FigureSource source={figure} />
        </li>
      ))}
    </ul>
  );
}
