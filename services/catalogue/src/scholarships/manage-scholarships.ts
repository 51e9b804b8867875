/** Administrators' scholarship writes; the values are written by ./scholarship-writes.ts, which marks them as the administrator's. */
import type pg from 'pg';
import type { TCreateScholarship, TScholarship, TUpdateScholarship } from '@dalil/contracts/catalogue/scholarship';
import { Conflict, NotFound, errorCode } from '@dalil/service-kit/errors';
import { inTransaction } from '../common/index.ts';
import type { CatalogueEvents } from '../events/index.ts';
import { createScholarshipRepository, type ScholarshipData } from './scholarship-repository.ts';
import { createScholarshipWrites } from './scholarship-writes.ts';

export interface ScholarshipWriteDeps {
  pool: pg.Pool;
  events: CatalogueEvents;
}

export const SCHOLARSHIP_NOT_FOUND = 'Scholarship not found';

function duplicateName(error: unknown, name: string): never {
  if (errorCode(error) === '23505') throw new Conflict(`A scholarship named '${name}' already exists`);
  throw error;
}

function scholarshipFromCreate(input: TCreateScholarship): ScholarshipData {
  return {
    name: input.name,
    nameArabic: input.nameArabic,
    provider: input.provider,
    providerArabic: input.providerArabic,
    country: input.country,
    countryArabic: null,
    type: input.type,
    coverage: input.coverage,
    amount: input.amount ?? null,
    currency: input.currency,
    deadline: input.deadline,
    deadlineMonth: input.deadlineMonth ?? null,
    deadlineMonthArabic: null,
    amountText: input.amountText ?? null,
    amountTextArabic: null,
    gpaRequirement: input.gpaRequirement ?? null,
    gpaRequirementArabic: null,
    eligibility: {
      gpa: input.eligibility.gpa,
      age: { min: input.eligibility.age?.min ?? null, max: input.eligibility.age?.max ?? null },
      fields: input.eligibility.fields,
      fieldsArabic: [],
      nationality: input.eligibility.nationality,
    },
    benefits: input.benefits,
    benefitsArabic: input.benefitsArabic,
    level: input.level,
    applicationLink: input.applicationLink,
    description: input.description,
    descriptionArabic: input.descriptionArabic,
    isActive: input.isActive,
    sourceUrls: input.sourceUrls ?? [],
    // An administrator writes the Arabic texts: they are not Dalil's translation.
    arabicTranslated: false,
  };
}

export async function createScholarship(deps: ScholarshipWriteDeps, input: TCreateScholarship): Promise<TScholarship> {
  const created = await inTransaction(deps.pool, (client) =>
    createScholarshipWrites(client)
      .create(scholarshipFromCreate(input))
      .catch((error) => duplicateName(error, input.name)),
  );
  await deps.events.changed({ entity: 'scholarship', action: 'created', id: created.id });
  return created;
}

export async function updateScholarship(deps: ScholarshipWriteDeps, id: string, patch: TUpdateScholarship): Promise<TScholarship> {
  const scholarships = createScholarshipRepository(deps.pool);
  const current = await scholarships.findById(id);
  if (!current) throw new NotFound(SCHOLARSHIP_NOT_FOUND);
  const { _id, id: _same, createdAt, updatedAt, windows, status, statusNote, ...data } = current;
  const sent = <K extends keyof TUpdateScholarship>(key: K) => Object.hasOwn(patch, key) && patch[key] !== undefined;
  const eligibility = patch.eligibility ?? {};
  const next: ScholarshipData = {
    ...data,
    ...(sent('name') ? { name: patch.name! } : {}),
    ...(sent('nameArabic') ? { nameArabic: patch.nameArabic! } : {}),
    ...(sent('provider') ? { provider: patch.provider! } : {}),
    ...(Object.hasOwn(patch, 'providerArabic') ? { providerArabic: patch.providerArabic ?? null } : {}),
    ...(Object.hasOwn(patch, 'country') ? { country: patch.country ?? null } : {}),
    ...(sent('type') ? { type: patch.type! } : {}),
    ...(sent('coverage') ? { coverage: patch.coverage! } : {}),
    ...(Object.hasOwn(patch, 'amount') ? { amount: patch.amount ?? null } : {}),
    ...(sent('currency') ? { currency: patch.currency! } : {}),
    ...(sent('deadline') ? { deadline: patch.deadline! } : {}),
    ...(Object.hasOwn(patch, 'deadlineMonth') ? { deadlineMonth: patch.deadlineMonth ?? null } : {}),
    ...(Object.hasOwn(patch, 'amountText') ? { amountText: patch.amountText ?? null } : {}),
    ...(Object.hasOwn(patch, 'gpaRequirement') ? { gpaRequirement: patch.gpaRequirement ?? null } : {}),
    eligibility: {
      gpa: eligibility.gpa ?? data.eligibility.gpa,
      age: eligibility.age === undefined ? data.eligibility.age : { min: eligibility.age?.min ?? null, max: eligibility.age?.max ?? null },
      fields: eligibility.fields ?? data.eligibility.fields,
      fieldsArabic: data.eligibility.fieldsArabic,
      nationality: eligibility.nationality ?? data.eligibility.nationality,
    },
    ...(sent('benefits') ? { benefits: patch.benefits! } : {}),
    ...(sent('benefitsArabic') ? { benefitsArabic: patch.benefitsArabic! } : {}),
    ...(sent('level') ? { level: patch.level! } : {}),
    ...(sent('applicationLink') ? { applicationLink: patch.applicationLink! } : {}),
    ...(sent('description') ? { description: patch.description! } : {}),
    ...(sent('descriptionArabic') ? { descriptionArabic: patch.descriptionArabic! } : {}),
    ...(sent('isActive') ? { isActive: patch.isActive! } : {}),
    ...(sent('sourceUrls') ? { sourceUrls: patch.sourceUrls! } : {}),
  };
  const updated = await inTransaction(deps.pool, (client) => createScholarshipWrites(client).update(current, withoutStaleTranslations(data, next))).catch((error) =>
    duplicateName(error, next.name),
  );
  if (!updated) throw new NotFound(SCHOLARSHIP_NOT_FOUND);
  await deps.events.changed({ entity: 'scholarship', action: 'updated', id });
  return updated;
}

/**
 * An administrator who changes an English text whose Arabic version is Dalil's translation, and
 * not that Arabic version, leaves a translation of what is no longer said: it is dropped (the
 * page shows the English until someone writes the Arabic). Arabic the administrator sends stays.
 */
function withoutStaleTranslations(before: ScholarshipData, next: ScholarshipData): ScholarshipData {
  const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const stale = (english: (d: ScholarshipData) => unknown, arabic: (d: ScholarshipData) => unknown) =>
    changed(english(before), english(next)) && !changed(arabic(before), arabic(next));
  if (!before.arabicTranslated) return next;
  return {
    ...next,
    countryArabic: stale((d) => d.country, (d) => d.countryArabic) ? null : next.countryArabic,
    deadlineMonthArabic: stale((d) => d.deadlineMonth, (d) => d.deadlineMonthArabic) ? null : next.deadlineMonthArabic,
    amountTextArabic: stale((d) => d.amountText, (d) => d.amountTextArabic) ? null : next.amountTextArabic,
    gpaRequirementArabic: stale((d) => d.gpaRequirement, (d) => d.gpaRequirementArabic) ? null : next.gpaRequirementArabic,
    descriptionArabic: stale((d) => d.description, (d) => d.descriptionArabic) ? null : next.descriptionArabic,
    benefitsArabic: stale((d) => d.benefits, (d) => d.benefitsArabic) ? [] : next.benefitsArabic,
    eligibility: { ...next.eligibility, fieldsArabic: stale((d) => d.eligibility.fields, (d) => d.eligibility.fieldsArabic) ? [] : next.eligibility.fieldsArabic },
  };
}

export async function deleteScholarship(deps: ScholarshipWriteDeps, id: string): Promise<void> {
  const deleted = await createScholarshipRepository(deps.pool).delete(id);
  if (!deleted) throw new NotFound(SCHOLARSHIP_NOT_FOUND);
  await deps.events.changed({ entity: 'scholarship', action: 'deleted', id });
}
