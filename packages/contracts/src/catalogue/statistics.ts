import { z } from 'zod';
import { UNIVERSITY_TYPES, type TUniversityType } from './university.ts';

const countsByType = Object.fromEntries(UNIVERSITY_TYPES.map((type) => [type, z.number().int()])) as Record<TUniversityType, z.ZodNumber>;

/**
 * GET /api/universities/stats/overview — counts computed from the database (the home page's
 * statistics band and the admin dashboard read them). Programs and scholarships count active ones.
 */
export const ZCatalogueOverview = z.object({
  totalUniversities: z.number().int(),
  totalPrograms: z.number().int(),
  totalScholarships: z.number().int(),
  /** Every type of the contract, 0 where the catalogue has none. */
  byType: z.object(countsByType),
  /** Largest first; universities without a known governorate are not listed. */
  byGovernorate: z.array(z.object({ governorate: z.string(), governorateArabic: z.string().nullable(), count: z.number().int() })),
});
export type TCatalogueOverview = z.infer<typeof ZCatalogueOverview>;
