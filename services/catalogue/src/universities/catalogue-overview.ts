/** The catalogue's counts for the home page's statistics band and the admin dashboard. */
import type { TCatalogueOverview } from '@dalil/contracts/catalogue/statistics';
import type { Queryable } from '@dalil/service-kit/database';
import { UNIVERSITY_TYPES } from '@dalil/contracts/catalogue/university';

export async function catalogueOverview(db: Queryable): Promise<TCatalogueOverview> {
  const { rows } = await db.query<{
    universities: number;
    programs: number;
    scholarships: number;
    by_type: Record<string, number> | null;
    by_governorate: Array<{ governorate: string; governorateArabic: string | null; count: number }> | null;
  }>({
    name: 'catalogue-overview',
    text: `select
      (select count(*)::int from universities) as universities,
      (select count(*)::int from programs where is_active) as programs,
      (select count(*)::int from scholarships where is_active) as scholarships,
      (select jsonb_object_agg(type, n) from (select type, count(*)::int as n from universities group by type) t) as by_type,
      (select jsonb_agg(jsonb_build_object('governorate', g, 'governorateArabic', ga, 'count', n) order by n desc, g)
         from (select min(governorate) as g, min(governorate_arabic) as ga, count(*)::int as n
               from universities where governorate is not null group by lower(governorate)) x) as by_governorate`,
  });
  const row = rows[0]!;
  const byType = row.by_type ?? {};
  return {
    totalUniversities: row.universities,
    totalPrograms: row.programs,
    totalScholarships: row.scholarships,
    byType: Object.fromEntries(UNIVERSITY_TYPES.map((type) => [type, byType[type] ?? 0])) as TCatalogueOverview['byType'],
    byGovernorate: row.by_governorate ?? [],
  };
}
