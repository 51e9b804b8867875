/** A stored record is answered with its id under both names: `_id` (the spec's, as the first API had it) and `id`. */
export function recordIds(id: string): { _id: string; id: string } {
  return { _id: id, id };
}
