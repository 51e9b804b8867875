import { useFormat } from './format.ts';

/**
 * A money range in the current language: 'min – max', a single amount when both ends agree,
 * or undefined when nothing is known (a missing range is stored as nulls or as 0–0, and must
 * never read as "free").
 */
export function useMoneyRange() {
  const format = useFormat();
  return (min: number | null | undefined, max: number | null | undefined, currency = 'EGP'): string | undefined => {
    const low = min ?? undefined;
    // An upper bound of 0 under a positive lower bound is a gap in the data, not a range.
    const high = max === 0 && (low ?? 0) > 0 ? undefined : (max ?? undefined);
    if ((low === undefined || low === 0) && (high === undefined || high === 0)) return undefined;
    if (low === undefined || low === high) return format.money(high!, currency);
    if (high === undefined) return format.money(low, currency);
    return `${format.money(low, currency)} – ${format.money(high, currency)}`;
  };
}

/** A range of years ('18–35 years', '≥ 18 years', '≤ 35 years'), or undefined when no bound is known. */
export function useYearsRange() {
  const { locale } = useFormat();
  return (min: number | null | undefined, max: number | null | undefined): string | undefined => {
    const years = new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' });
    if (min != null && max != null) return years.formatRange(min, max);
    if (min != null) return `≥ ${years.format(min)}`;
    if (max != null) return `≤ ${years.format(max)}`;
    return undefined;
  };
}
