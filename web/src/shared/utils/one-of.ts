/** The value when it is one of the allowed ones (e.g. a filter read from the URL), else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}
