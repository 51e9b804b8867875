/**
 * A visitor's lists: read and replaced whole (the client holds the list and its order; the last
 * save wins). Only a visitor's own token reaches them; an administrator's token is refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { visitorClaimsOf, type TokenService } from '@dalil/service-kit/auth';
import type { Database } from '@dalil/service-kit/database';
import { Unauthorized } from '@dalil/service-kit/errors';
import { EMPTY_LISTS, type TVisitorLists } from '@dalil/contracts/auth/visitor-lists';
import type { VisitorRepository } from '../visitors/index.ts';
import { visitorLists, type StoredLists } from './schema.ts';

/** The signed-in visitor's id, from a verified visitor token of an account that still exists. */
export async function visitorOf(tokens: TokenService, visitors: VisitorRepository, request: FastifyRequest): Promise<string> {
  const claims = visitorClaimsOf(tokens, request);
  const visitor = await visitors.findById(claims.sub);
  if (!visitor) throw new Unauthorized('Your account no longer exists; sign in again');
  return visitor.id;
}

export function createVisitorListsRepository(db: Database) {
  return {
    async read(visitorId: string): Promise<TVisitorLists> {
      const rows = await db.select().from(visitorLists).where(eq(visitorLists.visitorId, visitorId)).limit(1);
      const row = rows[0];
      return row ? { ...EMPTY_LISTS, ...row.lists, updatedAt: row.updatedAt.toISOString() } : EMPTY_LISTS;
    },
    async replace(visitorId: string, lists: StoredLists): Promise<TVisitorLists> {
      const [row] = await db
        .insert(visitorLists)
        .values({ visitorId, lists })
        .onConflictDoUpdate({ target: visitorLists.visitorId, set: { lists, updatedAt: sql`now()` } })
        .returning();
      return { ...row!.lists, updatedAt: row!.updatedAt.toISOString() };
    },
  };
}
