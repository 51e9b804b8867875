/**
 * The seat-number rule, without zod: the API's schema (ZSeatNumber) and the web's results form
 * (on the home page, where every kilobyte of the first load counts) both apply it, so it is
 * written once.
 */
import { toWesternDigits } from '../common/text.ts';

export const SEAT_NUMBER_MESSAGES = {
  required: 'Seat number is required',
  digits: 'Seat number must contain digits only',
  length: 'Seat number must be at most 12 digits',
} as const;
export type TSeatNumberProblem = keyof typeof SEAT_NUMBER_MESSAGES;

/** A seat number as people type it: trimmed, Arabic-Indic digits converted; or what is wrong with it. */
export function readSeatNumber(raw: string): { seatNumber: string } | { problem: TSeatNumberProblem } {
  const text = toWesternDigits(raw).trim();
  if (!text) return { problem: 'required' };
  if (!/^\d+$/.test(text)) return { problem: 'digits' };
  if (text.length > 12) return { problem: 'length' };
  return { seatNumber: text };
}
