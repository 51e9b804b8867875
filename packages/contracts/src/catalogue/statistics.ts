import { z } from 'zod';

/**
 * GET /api/universities/stats/overview — counts computed from the database (the home page's
 * statistics band and the admin dashboard read them). Programs and scholarships count active ones.
 */
export const ZCatalogueOverview = z.object({
  totalUniversities: z.number().int(),
  totalPrograms: z.number().int(),
  totalScholarships: z.number().int(),
  byType: z.object({ public: z.number().int(), private: z.number().int(), national: z.number().int() }),
  /** Largest first; universities without a known governorate are not listed. */
  byGovernorate: z.array(z.object({ governorate: z.string(), governorateArabic: z.string().nullable(), count: z.number().int() })),
});
export type TCatalogueOverview = z.infer<typeof ZCatalogueOverview>;
