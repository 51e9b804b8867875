/**
 * The rows of seed/private-minimums-2025.csv and seed/technological-admission.csv as stored
 * (migration 0703), keyed by what identifies a row in its file.
 */
import { z } from 'zod';
import { splitSourceUrls } from '@dalil/contracts/common/source';
import { CONFIDENCE_LEVELS } from '@dalil/contracts/common/source';

export const PRIVATE_MINIMUMS_FILE = 'private-minimums-2025.csv';
export const TECHNOLOGICAL_ADMISSION_FILE = 'technological-admission.csv';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const required = (column: string) => z.string({ message: `${column} is required` }).trim().min(1, { message: `${column} is required` });
const optionalText = () => z.preprocess(blank, z.string().trim().optional()).transform((v) => v ?? null);
const confidence = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(CONFIDENCE_LEVELS, { message: 'confidence must be high, medium or low' }));
const sources = z.string().optional().transform(splitSourceUrls);

export const ZPrivateMinimumRow = z.object({
  admission_year: z.coerce.number({ message: 'admission_year must be a year' }).int().min(2000).max(2100),
  academic_year: required('academic_year').regex(/^\d{4}\/\d{4}$/, { message: 'academic_year must look like 2025/2026' }),
  tier: required('tier'),
  universities_in_tier: required('universities_in_tier'),
  certificate: required('certificate'),
  faculty_group_en: required('faculty_group_en'),
  faculty_group_ar: optionalText(),
  min_percentage: z.coerce.number({ message: 'min_percentage must be a number' }).min(0).max(100, { message: 'min_percentage must be at most 100' }),
  confidence,
  notes: optionalText(),
  source_name: optionalText(),
  source_url: sources,
});

export function privateMinimumOf(row: z.infer<typeof ZPrivateMinimumRow>) {
  return {
    natural_key: `${row.admission_year}|${row.tier}|${row.certificate}|${row.faculty_group_en}`.toLowerCase(),
    admission_year: row.admission_year,
    academic_year: row.academic_year,
    tier: row.tier,
    universities_in_tier: row.universities_in_tier,
    certificate: row.certificate,
    faculty_group: row.faculty_group_en,
    faculty_group_arabic: row.faculty_group_ar,
    min_percentage: row.min_percentage,
    confidence: row.confidence,
    notes: row.notes,
    source_name: row.source_name,
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}

export const ZTechnologicalRuleRow = z.object({
  // "not stated" in the file: the source gives no year.
  academic_year: optionalText().transform((v) => (v && /^\d{4}\/\d{4}$/.test(v) ? v : null)),
  applies_to: required('applies_to'),
  certificate_en: required('certificate_en'),
  certificate_ar: optionalText(),
  rule_or_minimum: required('rule_or_minimum'),
  details: optionalText(),
  confidence,
  notes: optionalText(),
  source_name: optionalText(),
  source_url: sources,
});

export function technologicalRuleOf(row: z.infer<typeof ZTechnologicalRuleRow>) {
  return {
    natural_key: `${row.academic_year ?? ''}|${row.applies_to}|${row.certificate_en}`.toLowerCase(),
    academic_year: row.academic_year,
    applies_to: row.applies_to,
    certificate: row.certificate_en,
    certificate_arabic: row.certificate_ar,
    rule: row.rule_or_minimum,
    details: row.details,
    confidence: row.confidence,
    notes: row.notes,
    source_name: row.source_name,
    source_url: row.source_url[0] ?? null,
    source_urls: row.source_url,
  };
}
