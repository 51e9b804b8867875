import type { Database } from '@dalil/service-kit/database';
import type { TServicesConfig } from '@dalil/contracts/config/services-config';
import { servicesConfig } from './schema.ts';

type Row = typeof servicesConfig.$inferSelect;

const toConfig = (row: Row): TServicesConfig => ({
  isAvailable: row.isAvailable,
  googleFormUrl: row.googleFormUrl,
  whatsappNumber: row.whatsappNumber,
  message: row.message,
  messageArabic: row.messageArabic,
  updatedAt: row.updatedAt.toISOString(),
});

export function createServicesConfigRepository(db: Database) {
  return {
    async find(): Promise<TServicesConfig | undefined> {
      const rows = await db.select().from(servicesConfig).limit(1);
      return rows[0] ? toConfig(rows[0]) : undefined;
    },
    async save(values: Omit<TServicesConfig, 'updatedAt'>, updatedBy: string): Promise<TServicesConfig> {
      const set = { ...values, updatedBy, updatedAt: new Date() };
      const rows = await db
        .insert(servicesConfig)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: servicesConfig.id, set })
        .returning();
      return toConfig(rows[0]!);
    },
  };
}
export type ServicesConfigRepository = ReturnType<typeof createServicesConfigRepository>;
