import { eq, sql } from 'drizzle-orm';
import { ZId } from '@dalil/contracts/common/id';
import type { Database } from '@dalil/service-kit/database';
import { administrators } from './schema.ts';

export type AdministratorRow = typeof administrators.$inferSelect;

export function createAdministratorRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<AdministratorRow | undefined> {
      const rows = await db.select().from(administrators).where(sql`lower(${administrators.username}) = lower(${username})`).limit(1);
      return rows[0];
    },
    async findById(id: string): Promise<AdministratorRow | undefined> {
      // Token subjects are not always ours (or uuids); a non-uuid is simply nobody.
      if (!ZId.safeParse(id).success) return undefined;
      const rows = await db.select().from(administrators).where(eq(administrators.id, id)).limit(1);
      return rows[0];
    },
    async count(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(administrators);
      return rows[0]?.n ?? 0;
    },
    async create(username: string, passwordHash: string): Promise<AdministratorRow> {
      const rows = await db.insert(administrators).values({ username, passwordHash }).returning();
      return rows[0]!;
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(administrators).set({ passwordHash, updatedAt: new Date() }).where(eq(administrators.id, id));
    },
  };
}
export type AdministratorRepository = ReturnType<typeof createAdministratorRepository>;
