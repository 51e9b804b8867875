/** Published figures' own notations (ranks, bands, editions, academic years) in the current language's digits. */
import { useFormat } from './format.ts';

/**
 * A published rank as published: an exact rank ('347'), a band ('1001-1200' → '1,001–1,200') or
 * an open bottom band ('1401+'). Anything else is shown as it is rather than guessed at.
 */
export function useRankText() {
  const format = useFormat();
  const number = (text: string) => format.number(Number(text));
  return (rank: string): string => {
    const value = rank.trim();
    let match = value.match(/^(\d+)$/);
    if (match) return number(match[1]!);
    match = value.match(/^(\d+)\s*[-–]\s*(\d+)$/);
    if (match) return `${number(match[1]!)}–${number(match[2]!)}`;
    match = value.match(/^(\d+)\+$/);
    if (match) return `${number(match[1]!)}+`;
    return value;
  };
}

/** A year or a period ('2026', '2025-2026', '2024/2025') with each year in the current language's digits. */
export function usePeriodText() {
  const format = useFormat();
  return (period: string | number): string => String(period).replace(/\d{4}/g, (year) => format.number(Number(year), { useGrouping: false }));
}
