import type { TUniversity } from '@dalil/contracts/catalogue/university';
import type { TUniversityHeadline } from '@dalil/contracts/catalogue/university-figures';

/** The orders /universities offers (the `sort` URL parameter); `name` is the list's own order. */
export const UNIVERSITY_SORTS = ['name', 'founded', 'rank', 'fee'] as const;
export type UniversitySort = (typeof UNIVERSITY_SORTS)[number];

/** The first number of a published rank ("8", "8-21", "1001+"): a band sorts by its best place. */
const firstNumber = (text: string | null | undefined) => {
  const match = text?.match(/\d+/);
  return match ? Number(match[0]) : null;
};

/** The fee a university is ordered by: the published range's lower end, else an administrator's range entered with its source. */
function sortableFee(u: TUniversity, headline: TUniversityHeadline | undefined): { amount: number; currency: string } | null {
  const fee = headline?.feeRange;
  if (fee) {
    const amount = fee.min ?? fee.max ?? null;
    return amount === null ? null : { amount, currency: fee.currency };
  }
  const amount = u.tuitionSource ? (u.tuitionRange.min ?? u.tuitionRange.max) : null;
  return amount === null ? null : { amount, currency: u.tuitionRange.currency || 'EGP' };
}

/**
 * The universities in the chosen order, each key from a published figure: founding year (oldest
 * first), rank in Egypt from the newest QS/THE/U.S. News edition that gives one (best first),
 * the derived annual fee range's lower end (lowest first; pounds first, each other currency apart). A university without the figure comes
 * after those with it, in name order; nothing is guessed for it.
 */
export function sortUniversities(list: TUniversity[], sort: UniversitySort, headlines: ReadonlyMap<string, TUniversityHeadline> | undefined, nameOf: (u: TUniversity) => string, locale: string): TUniversity[] {
  const byName = (a: TUniversity, b: TUniversity) => nameOf(a).localeCompare(nameOf(b), locale);
  // Fees in pounds first, then each other currency apart (amounts in two currencies never compared).
  const currencies = [...new Set(list.map((u) => sortableFee(u, headlines?.get(u.id))?.currency).filter((c): c is string => Boolean(c)))].sort((a, b) => (a === 'EGP' ? -1 : b === 'EGP' ? 1 : a.localeCompare(b)));
  const FEE_SPAN = 1e12;
  const key = (u: TUniversity): number | null => {
    switch (sort) {
      case 'founded':
        return u.establishedYear;
      case 'rank':
        return firstNumber(headlines?.get(u.id)?.rank?.nationalRank);
      case 'fee':
      {
        const fee = sortableFee(u, headlines?.get(u.id));
        return fee ? currencies.indexOf(fee.currency) * FEE_SPAN + fee.amount : null;
      }
      case 'name':
        return null;
    }
  };
  if (sort === 'name') return [...list].sort(byName);
  return [...list].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null && kb === null) return byName(a, b);
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka - kb || byName(a, b);
  });
}
