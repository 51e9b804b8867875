/**
 * A wish in a URL or a storage key: `<universityId>~<facultyKey>`, wishes joined by commas.
 * Kept apart from the zod schemas (wishes.ts) so pages that only store wishes load no zod.
 */
/** Wishes a list may hold. */
export const MAX_WISHES = 75;

export interface TWishRef {
  universityId: string;
  facultyKey: string;
}

export const wishToken = (wish: TWishRef): string => `${wish.universityId}~${wish.facultyKey}`;
export const formatWishes = (wishes: readonly TWishRef[]): string => wishes.map(wishToken).join(',');
