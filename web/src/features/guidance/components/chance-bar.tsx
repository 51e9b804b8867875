import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.ts';
import { Meter } from '../../../shared/ui/meter.tsx';

/**
 * A wish's chances from the simulation, each as a number and a bar, rounded to 5 %: of being
 * placed here (the total reaches it and none of the wishes above), and of reaching its cut-off.
 */
export function ChanceBar({ placed, reach }: { placed: number; reach: number | null }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  const percent = (value: number) => format.percent(value * 100, 0);
  return (
    <div className="flex max-w-sm flex-col gap-1 text-sm" data-testid="wish-chance">
      <p className="flex items-center justify-between gap-2 font-bold text-slate-900 dark:text-white">
        <span>{t('wishes.chance.placed')}</span>
        <span data-testid="wish-placed" data-value={placed}>
          {percent(placed)}
        </span>
      </p>
      <Meter label={t('wishes.chance.placed')} percent={placed * 100} valueText={percent(placed)} className="h-2.5" barClassName="h-full rounded-full bg-brand-700 dark:bg-brand-500" />
      {reach !== null && <p className="text-slate-700 dark:text-slate-300">{t('wishes.chance.reach', { chance: percent(reach) })}</p>}
    </div>
  );
}
