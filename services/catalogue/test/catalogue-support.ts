/** Shared by the university, program, scholarship, search, seed and bulk-import tests. */
import { authHeaders, openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZCatalogueEnv } from '../src/config.ts';
import { seedCatalogue } from '../src/seed/seed-catalogue.ts';

/** The catalogue app on a fresh database; `seeded` loads the real seed files first. */
export async function openCatalogue(options: { seeded?: boolean } = {}) {
  const { ctx, cleanup, database } = await openTestContext({
    name: 'catalogue',
    schema: 'catalogue',
    migrationsDirectory: MIGRATIONS_DIRECTORY,
    envSchema: ZCatalogueEnv,
  });
  if (options.seeded) await seedCatalogue(ctx.database.pool);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ctx,
    app,
    database,
    pool: ctx.database.pool,
    admin: authHeaders(ctx, 'admin'),
    visitor: authHeaders(ctx, 'visitor'),
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
export type Catalogue = Awaited<ReturnType<typeof openCatalogue>>;

/** A valid admin university body; override what a test is about. */
export function universityBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Institute of Technology',
    nameArabic: 'معهد الاختبار للتكنولوجيا',
    type: 'private',
    rank: { local: 12 },
    rankSources: { local: { year: '2025', sourceName: 'Test ranking table', sourceUrl: 'https://example.edu.eg/ranking' } },
    location: { city: 'Giza', cityArabic: 'الجيزة', governorate: 'Giza', governorateArabic: 'الجيزة' },
    rating: 4.2,
    establishedYear: 1999,
    studentCount: 5000,
    tuitionRange: { min: 40000, max: 90000 },
    tuitionSource: { year: '2025/26', sourceName: 'Test fee decree', sourceUrl: 'https://example.edu.eg/fees' },
    website: 'https://example.edu.eg',
    applicationLink: 'https://example.edu.eg/apply',
    description: 'A test university.',
    descriptionArabic: 'جامعة للاختبار.',
    photos: { gallery: ['https://example.edu.eg/a.jpg', 'https://example.edu.eg/b.jpg'] },
    faculties: [{ name: 'Faculty of Engineering', nameArabic: 'كلية الهندسة', availableDegrees: 'BSc, MSc' }],
    ...overrides,
  };
}

export function programBody(universityId: string, overrides: Record<string, unknown> = {}) {
  return {
    universityId,
    type: 'masters',
    duration: 2,
    name: 'Master of Science in Data Science',
    nameArabic: 'ماجستير العلوم في علم البيانات',
    faculty: 'Faculty of Computers and Artificial Intelligence',
    facultyArabic: 'كلية الحاسبات والذكاء الاصطناعي',
    language: 'english',
    tuition: { annual: 60000, currency: 'EGP' },
    requirements: { gpa: 3, degree: "Bachelor's degree in computing", degreeArabic: 'بكالوريوس الحاسبات' },
    applicationDeadline: '2027-06-30',
    applicationLink: 'https://example.edu.eg/msc-ds',
    description: 'A test program.',
    descriptionArabic: 'برنامج للاختبار.',
    ...overrides,
  };
}

export function scholarshipBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Excellence Scholarship',
    nameArabic: 'منحة التميز للاختبار',
    provider: 'Test Foundation',
    providerArabic: 'مؤسسة الاختبار',
    country: 'Egypt',
    type: 'local',
    coverage: 'full',
    amount: 10000,
    currency: 'USD',
    deadline: '2027-03-31',
    eligibility: { gpa: 3.5, age: { min: 18, max: 30 }, fields: 'Engineering, Medicine' },
    benefits: 'Tuition\nMonthly stipend',
    benefitsArabic: 'الرسوم الدراسية\nراتب شهري',
    applicationLink: 'https://example.org/apply',
    description: 'A test scholarship.',
    descriptionArabic: 'منحة للاختبار.',
    ...overrides,
  };
}
