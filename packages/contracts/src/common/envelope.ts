import { z } from 'zod';

/** `{success:false, message}` — the one failure shape of every API call. */
export const ZFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field-level problems for forms: which field, which rule. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TFailure = z.infer<typeof ZFailure>;

export const ZPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

export function ZSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: ZPagination, message: z.string().optional() });
}

export const ZMessage = z.object({ success: z.boolean(), message: z.string() });

/** Builds the pagination block from a total. */
export function paginate(page: number, limit: number, total: number): TPagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** A paged list's answer: the page found for a query and the pagination its total gives. */
export function pageAnswer<T>(query: { page: number; limit: number }, found: { items: T[]; total: number }) {
  return { success: true as const, data: found.items, pagination: paginate(query.page, query.limit, found.total) };
}
