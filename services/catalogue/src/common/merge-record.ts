/**
 * Merging imported or scraped values into a stored record. `overwrite` replaces the values the
 * patch gives; `fill-empty` only fills values that are still empty. Which mode a write uses is
 * decided in one place: ./admin-edits.ts.
 */
export type MergeMode = 'overwrite' | 'fill-empty';

export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeRecord<T extends object>(current: T, patch: DeepPartial<T>, mode: MergeMode): T {
  // Walked generically by key: a record's keys are plain strings at run time, and T's own.
  const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (value === undefined) continue;
    const existing = out[key];
    if (isPlainObject(value) && isPlainObject(existing)) out[key] = mergeRecord(existing, value, mode);
    else if (mode === 'overwrite' ? !isEmpty(value) : isEmpty(existing) && !isEmpty(value)) out[key] = value;
  }
  return out as T;
}

/** True when merging changed something (so unchanged rows are not rewritten). */
export function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
