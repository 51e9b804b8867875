import type { TDailyCounts } from '@dalil/contracts/ads/analytics';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../shared/i18n/format.ts';

/** Impressions and clicks per day for one ad. */
export function AdStatsChart({ daily }: { daily: TDailyCounts[] }) {
  const { t } = useTranslation('admin-ads');
  const format = useFormat();
  const data = daily.map((d) => ({ ...d, label: format.date(`${d.day}T12:00:00Z`, { day: 'numeric', month: 'short' }) }));
  return (
    <figure className="h-48 w-full" aria-label={t('card.chartTitle')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-700" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} reversed={document.documentElement.dir === 'rtl'} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={36} orientation={document.documentElement.dir === 'rtl' ? 'right' : 'left'} />
          <Tooltip formatter={(value: unknown) => format.number(Number(value))} />
          <Legend />
          <Bar dataKey="impressions" name={t('card.impressions')} fill="#2563eb" />
          <Bar dataKey="clicks" name={t('card.clicks')} fill="#16a34a" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
