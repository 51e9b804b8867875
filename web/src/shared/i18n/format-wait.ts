/**
 * A wait the server asked for (Retry-After, in seconds) in words, in the page's language:
 * "45 seconds", "29 minutes", "2 hours and 5 minutes" — rounded up, so the visitor never
 * comes back too early.
 */
export function formatWait(seconds: number, locale: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return unit(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 90) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? new Intl.ListFormat(locale, { type: 'conjunction' }).format([unit(hours, 'hour'), unit(rest, 'minute')]) : unit(hours, 'hour');
}
