import { asc, eq } from 'drizzle-orm';
import type { Database } from '@dalil/service-kit/database';
import type { TCityCosts, TCityCostsInput } from '@dalil/contracts/cost-of-living/city-costs';
import { cityCosts } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

type Row = typeof cityCosts.$inferSelect;

const toCity = (row: Row): TCityCosts => ({
  ...recordIds(row.id),
  slug: row.slug,
  city: row.city,
  cityArabic: row.cityArabic,
  costs: row.costs,
  updatedAt: row.updatedAt.toISOString(),
});

export function createCityCostsRepository(db: Database) {
  return {
    async listAll(): Promise<TCityCosts[]> {
      const rows = await db.select().from(cityCosts).orderBy(asc(cityCosts.position), asc(cityCosts.createdAt), asc(cityCosts.slug));
      return rows.map(toCity);
    },
    async findBySlug(slug: string): Promise<TCityCosts | undefined> {
      const rows = await db.select().from(cityCosts).where(eq(cityCosts.slug, slug)).limit(1);
      return rows[0] ? toCity(rows[0]) : undefined;
    },
    async upsert(id: string, input: TCityCostsInput): Promise<TCityCosts> {
      const columns = { slug: input.slug, city: input.city, cityArabic: input.cityArabic, costs: input.costs };
      const rows = await db
        .insert(cityCosts)
        .values({ id, ...columns, position: 1000 })
        .onConflictDoUpdate({ target: cityCosts.id, set: { ...columns, updatedAt: new Date() } })
        .returning();
      return toCity(rows[0]!);
    },
  };
}
export type CityCostsRepository = ReturnType<typeof createCityCostsRepository>;
