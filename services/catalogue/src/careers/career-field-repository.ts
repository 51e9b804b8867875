import { asc, eq } from 'drizzle-orm';
import type { Database } from '@dalil/service-kit/database';
import type { TCareerField, TCareerFieldInput } from '@dalil/contracts/careers/career-field';
import { careerFields } from './schema.ts';
import { recordIds } from '@dalil/contracts/common/record-ids';

type Row = typeof careerFields.$inferSelect;

const toCareer = (row: Row): TCareerField => ({
  ...recordIds(row.id),
  slug: row.slug,
  name: row.name,
  nameArabic: row.nameArabic,
  description: row.description,
  descriptionArabic: row.descriptionArabic,
  averageSalary: { entry: row.salaryEntry, mid: row.salaryMid, senior: row.salarySenior },
  salarySource: row.salarySource ?? null,
  demandLevel: row.demandLevel,
  demandSource: row.demandSource ?? null,
  growthRate: row.growthRate === null ? null : Number(row.growthRate),
  growthSource: row.growthSource ?? null,
  topSkills: row.topSkills,
  topSkillsArabic: row.topSkillsArabic,
  relatedPrograms: row.relatedPrograms,
  companies: row.companies,
  workEnvironment: row.workEnvironment,
  updatedAt: row.updatedAt.toISOString(),
});

const toColumns = (input: TCareerFieldInput) => ({
  slug: input.slug,
  name: input.name,
  nameArabic: input.nameArabic,
  description: input.description,
  descriptionArabic: input.descriptionArabic,
  salaryEntry: input.averageSalary.entry,
  salaryMid: input.averageSalary.mid,
  salarySenior: input.averageSalary.senior,
  salarySource: input.salarySource,
  demandLevel: input.demandLevel,
  demandSource: input.demandSource,
  growthRate: input.growthRate,
  growthSource: input.growthSource,
  topSkills: input.topSkills,
  topSkillsArabic: input.topSkillsArabic,
  relatedPrograms: input.relatedPrograms,
  companies: input.companies,
  workEnvironment: input.workEnvironment,
});

export function createCareerFieldRepository(db: Database) {
  return {
    async listAll(): Promise<TCareerField[]> {
      const rows = await db.select().from(careerFields).orderBy(asc(careerFields.createdAt), asc(careerFields.slug));
      return rows.map(toCareer);
    },
    async findBySlug(slug: string): Promise<TCareerField | undefined> {
      const rows = await db.select().from(careerFields).where(eq(careerFields.slug, slug)).limit(1);
      return rows[0] ? toCareer(rows[0]) : undefined;
    },
    async upsert(id: string, input: TCareerFieldInput): Promise<TCareerField> {
      const columns = toColumns(input);
      const rows = await db
        .insert(careerFields)
        .values({ id, ...columns })
        .onConflictDoUpdate({ target: careerFields.id, set: { ...columns, updatedAt: new Date() } })
        .returning();
      return toCareer(rows[0]!);
    },
  };
}
export type CareerFieldRepository = ReturnType<typeof createCareerFieldRepository>;
