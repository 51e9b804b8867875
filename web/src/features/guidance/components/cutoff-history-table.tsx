import { useTranslation } from 'react-i18next';
import type { TCutoffPoint } from '@dalil/contracts/guidance/suggestions';
import { useFormat } from '../../../shared/i18n/format.ts';
import { CutoffSource } from './placement-rules.tsx';
import { TableScroll } from '../../../shared/ui/table-scroll.tsx';

/** Every published cut-off of a faculty: year, stage, score out of the year's maximum, percentage and source. */
export function CutoffHistoryTable({ points, caption }: { points: TCutoffPoint[]; caption: string }) {
  const { t } = useTranslation('guidance');
  const format = useFormat();
  return (
    <TableScroll label={caption}>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-1 pe-3 text-start font-bold">{t('history.year')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-bold">{t('history.score')}</th>
            <th scope="col" className="py-1 pe-3 text-start font-bold">{t('history.percentage')}</th>
            <th scope="col" className="py-1 text-start font-bold">{t('history.source')}</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.year} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-1 pe-3">
                {format.number(p.year, { useGrouping: false })}
                {p.stage !== null && <span className="block text-xs text-slate-600 dark:text-slate-400">{t('history.stage', { stage: format.number(p.stage) })}</span>}
              </td>
              <td className="py-1 pe-3">
                {p.minScore !== null && p.maxScore !== null ? t('history.scoreOf', { score: format.number(p.minScore), max: format.number(p.maxScore) }) : t('history.noScore')}
              </td>
              <td className="py-1 pe-3 font-bold">{format.percent(p.percentage)}</td>
              <td className="py-1">
                <CutoffSource point={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
