/**
 * The gateway's success envelope as the web reads it, with the shape check the spec asks for
 * ('Invalid response from server' when a list answer has no data array).
 */
import type { TPagination } from '@dalil/contracts/common/envelope';

export interface Paged<T> {
  success: true;
  data: T[];
  pagination: TPagination;
  message?: string;
}

export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidResponseError';
  }
}

/**
 * A list answer: `success` and a `data` array; pagination filled in when a server left it out.
 * Typed by the contract, still checked: a proxy or a broken service may answer anything.
 */
export function asPaged<T>(body: { success: boolean; data: T[]; pagination?: TPagination; message?: string }): Paged<T> {
  const value: Partial<typeof body> | null = body;
  if (!value || value.success !== true || !Array.isArray(value.data)) throw new InvalidResponseError();
  const total = value.pagination?.total ?? value.data.length;
  return {
    success: true,
    data: value.data,
    pagination: value.pagination ?? { page: 1, limit: value.data.length, total, pages: 1 },
    message: value.message,
  };
}

/** A single-record answer `{success, data}`: its record, checked like a list answer. */
export function asRecord<T extends object>(body: { data: T }): T {
  const value: { data?: unknown } | null = body;
  if (value && typeof value === 'object' && value.data && typeof value.data === 'object' && !Array.isArray(value.data)) return body.data;
  throw new InvalidResponseError();
}

/** The next page number for an infinite list, or undefined on the last page. */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  return last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined;
}
