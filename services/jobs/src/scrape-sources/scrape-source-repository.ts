import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@dalil/service-kit/database';
import type { TScrapeSource, TScrapeSourceCounts } from '@dalil/contracts/jobs/scrape-sources';
import type { TScrapeKind } from '@dalil/contracts/jobs/queues';
import { scrapeSources } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

type Row = typeof scrapeSources.$inferSelect;

function toSource(row: Row): TScrapeSource {
  return {
    ...recordIds(row.id),
    name: row.name,
    nameArabic: row.nameArabic,
    kind: row.kind,
    url: row.url,
    parserId: row.parserId,
    rendered: row.rendered,
    enabled: row.enabled,
    isLocalFixture: row.isLocalFixture,
    lastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    lastCount: row.lastCount,
    lastWritten: row.lastWritten,
    lastError: row.lastError,
  };
}

/** The registry of scraping sources (jobs schema); used by the jobs service and the workers. */
export function createScrapeSourceRepository(db: Database) {
  return {
    async list(): Promise<TScrapeSource[]> {
      return (await db.select().from(scrapeSources).orderBy(asc(scrapeSources.kind), asc(scrapeSources.name))).map(toSource);
    },
    async listEnabled(kind: TScrapeKind): Promise<TScrapeSource[]> {
      const rows = await db.select().from(scrapeSources).where(and(eq(scrapeSources.kind, kind), eq(scrapeSources.enabled, true))).orderBy(asc(scrapeSources.name));
      return rows.map(toSource);
    },
    async counts(): Promise<TScrapeSourceCounts> {
      const rows = await db
        .select({ kind: scrapeSources.kind, total: sql<number>`count(*)::int`, enabled: sql<number>`count(*) filter (where ${scrapeSources.enabled})::int` })
        .from(scrapeSources)
        .groupBy(scrapeSources.kind);
      const byKind = { universities: 0, scholarships: 0, jobs: 0, costs: 0 };
      let total = 0;
      let enabled = 0;
      for (const row of rows) {
        byKind[row.kind] = row.enabled;
        total += row.total;
        enabled += row.enabled;
      }
      return { total, enabled, byKind };
    },
    async add(input: { name: string; nameArabic: string; kind: TScrapeKind; url: string; parserId: string; rendered?: boolean; isLocalFixture?: boolean }) {
      const [row] = await db.insert(scrapeSources).values(input).returning();
      return toSource(row!);
    },
    async setEnabled(id: string, enabled: boolean): Promise<void> {
      await db.update(scrapeSources).set({ enabled }).where(eq(scrapeSources.id, id));
    },
    async recordRun(id: string, outcome: { count: number; written: number; error: string | null }): Promise<void> {
      await db
        .update(scrapeSources)
        .set({ lastRunAt: new Date(), lastCount: outcome.count, lastWritten: outcome.written, lastError: outcome.error })
        .where(eq(scrapeSources.id, id));
    },
  };
}
export type ScrapeSourceRepository = ReturnType<typeof createScrapeSourceRepository>;
