import { paths } from '../../../shared/config/paths.ts';

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
