import { eq, sql } from 'drizzle-orm';
import { ZId } from '@dalil/contracts/common/id';
import type { Database } from '@dalil/service-kit/database';
import { visitors } from './schema.ts';

export type VisitorRow = typeof visitors.$inferSelect;

export function createVisitorRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<VisitorRow | undefined> {
      const rows = await db.select().from(visitors).where(sql`lower(${visitors.email}) = lower(${email})`).limit(1);
      return rows[0];
    },
    async findById(id: string): Promise<VisitorRow | undefined> {
      // Token subjects are not always ours (or uuids); a non-uuid is simply nobody.
      if (!ZId.safeParse(id).success) return undefined;
      const rows = await db.select().from(visitors).where(eq(visitors.id, id)).limit(1);
      return rows[0];
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.update(visitors).set({ passwordHash, updatedAt: new Date() }).where(eq(visitors.id, id));
    },
    /** Inserts, or answers undefined when the email is already taken (unique index, any case). */
    async create(input: { name: string | null; email: string; passwordHash: string }): Promise<VisitorRow | undefined> {
      const rows = await db.insert(visitors).values(input).onConflictDoNothing().returning();
      return rows[0];
    },
  };
}
export type VisitorRepository = ReturnType<typeof createVisitorRepository>;
