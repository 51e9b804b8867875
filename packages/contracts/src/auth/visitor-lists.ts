/**
 * A signed-in visitor's lists, kept on the server so they follow the visitor to any device:
 * the coordination wish list (with the total it was planned for) and saved universities,
 * programmes and scholarships.
 */
import { z } from 'zod';
import { ZResultStream } from '../common/streams.ts';
import { MAX_WISHES, ZWishRef } from '../guidance/wishes.ts';

const MAX_SAVED = 200;
const ids = (label: string) =>
  z
    .array(z.string().uuid({ message: `${label} must hold record ids` }), { message: `${label} must be a list` })
    .max(MAX_SAVED, { message: `${label} must hold at most ${MAX_SAVED} items` })
    .transform((list) => [...new Set(list)]);

/** The total a wish list was planned for. */
export const ZPlannedTotal = z.object({
  score: z.number().positive().max(1000),
  maxScore: z.number().positive().max(1000),
  stream: ZResultStream,
  year: z.number().int().min(2000).max(2100),
});
export type TPlannedTotal = z.infer<typeof ZPlannedTotal>;

export const ZVisitorListsInput = z.object({
  wishes: z.array(ZWishRef, { message: 'wishes must be a list' }).max(MAX_WISHES, { message: `wishes must hold at most ${MAX_WISHES}` }),
  total: ZPlannedTotal.nullable(),
  universityIds: ids('universityIds'),
  programIds: ids('programIds'),
  scholarshipIds: ids('scholarshipIds'),
});
export type TVisitorListsInput = z.input<typeof ZVisitorListsInput>;

export const ZVisitorLists = z.object({
  wishes: z.array(ZWishRef),
  total: ZPlannedTotal.nullable(),
  universityIds: z.array(z.string()),
  programIds: z.array(z.string()),
  scholarshipIds: z.array(z.string()),
  /** When the lists were last saved; null before the first save. */
  updatedAt: z.string().nullable(),
});
export type TVisitorLists = z.infer<typeof ZVisitorLists>;

export const EMPTY_LISTS: TVisitorLists = { wishes: [], total: null, universityIds: [], programIds: [], scholarshipIds: [], updatedAt: null };
