import { MAX_COMPARED } from '../../../shared/lists/compare-list.ts';

export { MAX_COMPARED };

/** The ids of a `u=`/`s=` URL parameter: comma separated, each once, at most 3. */
export function parseIds(value: string): string[] {
  return [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))].slice(0, MAX_COMPARED);
}
