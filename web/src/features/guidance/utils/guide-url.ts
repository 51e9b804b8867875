import { paths } from '../../../shared/config/paths.ts';
import type { TPlannedTotal } from '@dalil/contracts/auth/visitor-lists';
import { formatWishes, type TWishRef } from '@dalil/contracts/guidance/wish-token';

/** The guide page for a total, e.g. handed over from a result: /guide?score=…&max=…&stream=…&year=… */
export function guideUrl(input: { score: number; maxScore?: number; stream?: string | null; year?: number; governorate?: string }): string {
  const query = new URLSearchParams();
  query.set('score', String(input.score));
  if (input.maxScore) query.set('max', String(input.maxScore));
  if (input.stream) query.set('stream', input.stream);
  if (input.year) query.set('year', String(input.year));
  if (input.governorate) query.set('gov', input.governorate);
  return `${paths.guide}?${query.toString()}`;
}

/** The wish-list planner for a list and its total: /guide/wishes?score=…&max=…&stream=…&year=…&gov=…&w=… */
export function wishesUrl(lists: { wishes: readonly TWishRef[]; total: TPlannedTotal | null }, governorate?: string): string {
  const query = new URLSearchParams();
  if (lists.total) {
    query.set('score', String(lists.total.score));
    query.set('max', String(lists.total.maxScore));
    query.set('stream', lists.total.stream);
    query.set('year', String(lists.total.year));
  }
  if (governorate) query.set('gov', governorate);
  if (lists.wishes.length) query.set('w', formatWishes(lists.wishes));
  const qs = query.toString();
  return qs ? `${paths.guideWishes}?${qs}` : paths.guideWishes;
}
