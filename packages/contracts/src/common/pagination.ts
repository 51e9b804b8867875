import { z } from 'zod';
import { toWesternDigits } from './text.ts';

/** `page` and `limit` query parameters: digits (Arabic-Indic accepted), limit capped at 100. */
export function ZPageQuery(defaultLimit: number) {
  const int = (name: string, min: number) =>
    z.preprocess(
      (v) => (typeof v === 'string' ? toWesternDigits(v.trim()) : v),
      z.coerce
        .number({ message: `${name} must be a number` })
        .int({ message: `${name} must be a whole number` })
        .min(min, { message: `${name} must be at least ${min}` }),
    );
  return z.object({
    page: int('page', 1).default(1),
    limit: int('limit', 1)
      .default(defaultLimit)
      .transform((n) => Math.min(n, 100)),
  });
}
