import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@dalil/service-kit/database';
import type { TContactMessage, TContactSubject } from '@dalil/contracts/config/contact-message';
import { contactMessages } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

type Row = typeof contactMessages.$inferSelect;

const toMessage = (row: Row): TContactMessage => ({
  ...recordIds(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handled,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
  createdAt: row.createdAt.toISOString(),
});

export function createContactMessageRepository(db: Database) {
  return {
    async create(values: { name: string; email: string; subject: TContactSubject; message: string }): Promise<TContactMessage> {
      const rows = await db.insert(contactMessages).values(values).returning();
      return toMessage(rows[0]!);
    },
    async list(options: { handled?: boolean; offset: number; limit: number }): Promise<{ items: TContactMessage[]; total: number }> {
      const where = options.handled === undefined ? undefined : eq(contactMessages.handled, options.handled);
      const [rows, counted] = await Promise.all([
        db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).offset(options.offset).limit(options.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
      ]);
      return { items: rows.map(toMessage), total: counted[0]?.n ?? 0 };
    },
    async setHandled(id: string, handled: boolean, by: string): Promise<TContactMessage | undefined> {
      const rows = await db
        .update(contactMessages)
        .set({ handled, handledAt: handled ? new Date() : null, handledBy: handled ? by : null })
        .where(eq(contactMessages.id, id))
        .returning();
      return rows[0] ? toMessage(rows[0]) : undefined;
    },
  };
}
export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
