/**
 * Guidance: which faculty at which public university a total can get a student this year,
 * from the published cut-offs of the last three years, compared as percentages (the maximum
 * was 410 up to 2024 and 320 from 2025). One shape for GET /api/guidance/suggestions and for the
 * guidance embedded in a results lookup.
 */
import { z } from 'zod';
import { normalizeSearchText, toWesternDigits } from '../common/text.ts';
import { GOVERNORATES } from '../common/governorates.ts';
import { ZResultStream } from '../common/streams.ts';
import { ZResultStatus } from '../results/result.ts';
import { ZUniversityType } from '../catalogue/university.ts';
import { ZFigureSource } from '../common/source.ts';
import { FACULTY_FIELDS } from './faculty-fields.ts';
import { ZPlacementSummary, ZPlacementVerdict } from './placement-rules.ts';
import { ZPrivateMinimum, ZTechnologicalRule } from '../catalogue/university-admission.ts';

/** Percentage points above the latest cut-off from which a place is 'likely'. */
export const LIKELY_MARGIN = 2;
/** Percentage points below the latest cut-off still offered as 'reach'. */
export const REACH_MARGIN = 2;
/** Percentage points below the latest cut-off shown only on request ('further'). */
export const FURTHER_MARGIN = 5;
/** Years of cut-offs a suggestion looks back over (the reference year and the two before). */
export const GUIDANCE_YEARS = 3;
/** A cut-off older than this many years before the current year is shown as old. */
export const STALE_AFTER_YEARS = 3;
/** A change of less than this many points over the years counts as 'held'. */
export const TREND_STEADY_POINTS = 0.5;

export const ZFacultyField = z.enum(FACULTY_FIELDS, { message: `field must be one of: ${FACULTY_FIELDS.join(', ')}` });
export type TFacultyFieldValue = z.infer<typeof ZFacultyField>;

const GOVERNORATE_BY_NAME = new Map(GOVERNORATES.flatMap((g) => [[normalizeSearchText(g.name), g.name], [normalizeSearchText(g.nameArabic), g.name]]));

/** A governorate named in English or Arabic (any spelling variant), as its English name. */
export const ZGovernorateName = z.string().trim().transform((value, ctx) => {
  const found = GOVERNORATE_BY_NAME.get(normalizeSearchText(value));
  if (!found) {
    ctx.addIssue({ code: 'custom', message: "governorate must be one of Egypt's 27 governorates (English or Arabic name)" });
    return z.NEVER;
  }
  return found;
});

export const PROXIMITIES = ['governorate', 'region', 'elsewhere'] as const;
export const ZProximity = z.enum(PROXIMITIES);
export type TProximity = z.infer<typeof ZProximity>;

export const SUGGESTION_TIERS = ['likely', 'possible', 'reach', 'further'] as const;
export const ZSuggestionTier = z.enum(SUGGESTION_TIERS);
export type TSuggestionTier = z.infer<typeof ZSuggestionTier>;

export const CUTOFF_TRENDS = ['rose', 'fell', 'held', 'single'] as const;
export const ZCutoffTrend = z.enum(CUTOFF_TRENDS);
export type TCutoffTrend = z.infer<typeof ZCutoffTrend>;

/** A number as people type it: Arabic-Indic digits and the ٫ decimal mark accepted. */
const typedNumber = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toWesternDigits(v.trim()))) : v),
    z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) }).refine(Number.isFinite, { message: `${label} must be a number` }),
  );

/** An empty query value (`?field=`, an untouched form select) means the value is not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export function scoreWithinMaximum(value: { score: number; maxScore?: number }, ctx: z.RefinementCtx): void {
  if (value.maxScore !== undefined && value.score > value.maxScore) {
    ctx.addIssue({ code: 'custom', path: ['score'], message: 'score must not exceed maxScore' });
  }
}

/** A total as a student gives it: score, its maximum or system, stream and exam year (shared by suggestions and the wish list). */
export const studentScoreFields = {
  score: typedNumber('score').pipe(z.number().positive({ message: 'score must be greater than 0' }).max(1000, { message: 'score must be at most 1000' })),
  /** The total the score is out of (410 up to 2024, 320 from 2025); defaults from `system`, then `year`. */
  maxScore: optional(typedNumber('maxScore').pipe(z.number().positive({ message: 'maxScore must be greater than 0' }).max(1000, { message: 'maxScore must be at most 1000' }))),
  system: optional(z.enum(['old', 'new'], { message: 'system must be old (410) or new (320)' })),
  stream: z.preprocess((v) => (v === 'mathematics' ? 'math' : v), z.enum(['science', 'math', 'literary'], { message: 'stream must be science, math or literary' })),
  /** The student's governorate, in English or Arabic: its groups (أ/ب/ج) and regional admission follow from it. */
  governorate: optional(ZGovernorateName),
  /** The student's educational administration, where the rules data has a sub-area of the governorate that differs (e.g. south Qalyubia). */
  administration: optional(z.string().trim().min(1).max(100, { message: 'administration must be at most 100 characters' })),
  /** The year the student sat the exam; defaults to the newest year with cut-offs. */
  year: optional(typedNumber('year').pipe(z.number().int({ message: 'year must be a whole number' }).min(2000, { message: 'year must be 2000 or later' }).max(2100, { message: 'year must be 2100 or earlier' }))),
};

export const ZSuggestionsQuery = z
  .object({
    ...studentScoreFields,
    /** Optional here: a result without a stream gets an answer that says so (note 'no-stream'). */
    stream: optional(studentScoreFields.stream),
    /** A result's status: suggestions are for a passed result (note 'not-passed' otherwise). */
    status: optional(ZResultStatus),
    field: optional(ZFacultyField),
    type: optional(ZUniversityType),
    /** Suggestions per tier in the answer (the totals say how many there are). */
    limit: z.preprocess((v) => (v === '' ? undefined : v), typedNumber('limit').pipe(z.number().int({ message: 'limit must be a whole number' }).min(1, { message: 'limit must be at least 1' }).max(300, { message: 'limit must be at most 300' })).default(40)),
  })
  .superRefine(scoreWithinMaximum);
export type TSuggestionsQuery = z.input<typeof ZSuggestionsQuery>;
export type TSuggestionsInput = z.output<typeof ZSuggestionsQuery>;

/** One published cut-off of a faculty, as compared. */
export const ZCutoffPoint = z.object({
  year: z.number().int(),
  /** Coordination stage (1–3) when the source states it; null for a faculty's final minimum. */
  stage: z.number().int().nullable(),
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  /** As the source publishes it (not recomputed from the score). */
  percentage: z.number(),
  sourceUrl: z.string().nullable(),
  /** The publisher as the data names it; null when not recorded. */
  sourceName: z.string().nullable(),
  /** Every page the cut-off was read from, the main one first. */
  sourceUrls: z.array(z.string()),
});
export type TCutoffPoint = z.infer<typeof ZCutoffPoint>;

/** A cut-off without its sources: what a chart draws (a wish shows its latest cut-off's sources once). */
export const ZCutoffValue = ZCutoffPoint.pick({ year: true, stage: true, minScore: true, maxScore: true, percentage: true });
export type TCutoffValue = z.infer<typeof ZCutoffValue>;

export const ZGuidanceUniversity = z.object({
  id: z.string(),
  name: z.string(),
  nameArabic: z.string().nullable(),
  type: ZUniversityType,
  governorate: z.string().nullable(),
  governorateArabic: z.string().nullable(),
});
export type TGuidanceUniversity = z.infer<typeof ZGuidanceUniversity>;

export const ZGuidanceFee = z
  .object({
    /** Annual fee in `currency` (a range when the source gives categories). */
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.string(),
    academicYear: z.string().nullable(),
    /** The main one of `sourceUrls` (kept for the pages that show one link). */
    sourceUrl: z.string().nullable(),
  })
  // Who publishes the fee (a web host is never a publisher), each URL, the year ("2025/2026").
  .extend(ZFigureSource.shape);
export type TGuidanceFee = z.infer<typeof ZGuidanceFee>;

export const ZGuidanceSuggestion = z.object({
  tier: ZSuggestionTier,
  university: ZGuidanceUniversity,
  faculty: z.object({ key: z.string(), name: z.string(), nameArabic: z.string().nullable(), field: ZFacultyField }),
  /** The campus the cut-off is listed for (e.g. Shoubra), when not the main one. */
  campus: z.string().nullable(),
  /** How near the university is to the student's governorate; null when none was given. */
  proximity: ZProximity.nullable(),
  /** The most recent cut-off in the years used, which the tier is measured against. */
  latest: ZCutoffPoint,
  /** Student's percentage minus the latest cut-off, in percentage points. */
  margin: z.number(),
  /** Every cut-off of the years used, oldest first (for the small chart). */
  history: z.array(ZCutoffPoint),
  trend: ZCutoffTrend,
  /** Latest minus earliest percentage in `history`; null with a single year. */
  trendPoints: z.number().nullable(),
  /** The latest cut-off is older than STALE_AFTER_YEARS. */
  stale: z.boolean(),
  /** The faculty's annual fee for Egyptian students, when one is known. */
  fee: ZGuidanceFee.nullable(),
  /** What Tansik's placement rules say for this student (group, regional admission, stage, confidence, rule ids). */
  rules: ZPlacementVerdict,
  /**
   * The chance (0–1, rounded to 5 %) that the total reaches the faculty's next cut-off, from the
   * chance model fitted on every cut-off up to the reference year; null where the model has no
   * series for it (the tier then comes from the margin).
   */
  chance: z.number().min(0).max(1).nullable(),
});
export type TGuidanceSuggestion = z.infer<typeof ZGuidanceSuggestion>;

/** A coordination stage's minimum to apply, and whether the student's total reaches it. */
export const ZStageThreshold = z.object({
  year: z.number().int(),
  stage: z.number().int(),
  system: z.enum(['old', 'new']).nullable(),
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  percentage: z.number(),
  reached: z.boolean(),
  sourceUrl: z.string().nullable(),
});
export type TStageThreshold = z.infer<typeof ZStageThreshold>;

export const ZOtherUniversity = z.object({
  university: ZGuidanceUniversity,
  proximity: ZProximity.nullable(),
  /** Annual fee range for Egyptian students, when known. */
  fee: ZGuidanceFee.nullable(),
  /** Its own published minimum for this stream, when known (none are in the data today). */
  minimum: ZCutoffPoint.nullable(),
  /**
   * Private and national universities: its tier's minimums for the student's admission year (Thanaweya Amma), each marked met or not.
   * Without the data's notes (the university's page has them), and naming its source by its place in the answer's
   * `minimumSources`: a handful of publishers, written once instead of for every faculty group of some hundred universities.
   */
  minimums: z.array(
    ZPrivateMinimum.pick({ facultyGroup: true, facultyGroupArabic: true, minPercentage: true }).extend({
      /** Its publisher, year and confidence: an index into the answer's `minimumSources`. */
      source: z.number().int().nonnegative(),
      /** Whether the group is open to the student's stream (other-rules R01; the literary list has no scientific faculty). */
      streamOpen: z.boolean(),
      met: z.boolean(),
    }),
  ),
  /** The tier's year and code the minimums are for; null when the data has none. */
  minimumsYear: z.number().int().nullable(),
  tier: z.string().nullable(),
  /** Whether the total meets at least one of its minimums; null when none is known. */
  meetsMinimum: z.boolean().nullable(),
  /** Technological universities: the published admission rules, without their notes (as the minimums). */
  technologicalRules: z.array(ZTechnologicalRule.omit({ notes: true, notesArabic: true })),
});
export type TOtherUniversity = z.infer<typeof ZOtherUniversity>;

/** A technical or higher institute the total can reach (from the same Tansik tables). */
export const ZInstituteSuggestion = z.object({
  tier: ZSuggestionTier,
  /** The institute as the official table labels it, and an English rendering. */
  name: z.string(),
  nameArabic: z.string().nullable(),
  /** Its category ("Technical health institute", "Higher institute – computer science"). */
  category: z.string(),
  categoryArabic: z.string().nullable(),
  latest: ZCutoffPoint,
  margin: z.number(),
  rules: ZPlacementVerdict,
});
export type TInstituteSuggestion = z.infer<typeof ZInstituteSuggestion>;

/** A faculty or institute the total reaches but the rules close to this student (regional admission elsewhere). */
export const ZClosedOption = z.object({
  kind: z.enum(['faculty', 'institute']),
  /** The catalogue university (faculties); null for an institute. */
  university: ZGuidanceUniversity.nullable(),
  name: z.string(),
  nameArabic: z.string().nullable(),
  latest: ZCutoffPoint,
  margin: z.number(),
  rules: ZPlacementVerdict,
});
export type TClosedOption = z.infer<typeof ZClosedOption>;

export const GUIDANCE_NOTES = ['not-passed', 'no-stream', 'no-cutoffs', 'below-every-cutoff', 'scale-change', 'geographic-distribution', 'stale-data'] as const;
export const ZGuidanceNote = z.enum(GUIDANCE_NOTES);
export type TGuidanceNote = z.infer<typeof ZGuidanceNote>;

export const ZGuidance = z.object({
  student: z.object({
    score: z.number(),
    maxScore: z.number(),
    percentage: z.number(),
    stream: ZResultStream.nullable(),
    year: z.number().int(),
    governorate: z.string().nullable(),
  }),
  filters: z.object({ field: ZFacultyField.nullable(), type: ZUniversityType.nullable(), governorate: z.string().nullable() }),
  /**
   * The cut-off year compared against, chosen the same way everywhere: the newest year of final
   * minimums (every faculty's, no stage) not after the student's year, else the newest such year.
   */
  referenceYear: z.number().int().nullable(),
  /** The years whose cut-offs were used, newest first. */
  yearsUsed: z.array(z.number().int()),
  margins: z.object({ likely: z.number(), reach: z.number(), further: z.number() }),
  /** The chance thresholds the tiers are read with (likely ≥ likely, possible ≥ possible, reach ≥ reach, further ≥ further). */
  chanceThresholds: z.object({ likely: z.number(), possible: z.number(), reach: z.number(), further: z.number() }),
  tiers: z.object({
    likely: z.array(ZGuidanceSuggestion),
    possible: z.array(ZGuidanceSuggestion),
    reach: z.array(ZGuidanceSuggestion),
    further: z.array(ZGuidanceSuggestion),
  }),
  /** How many suggestions each tier has in all (a tier's list may be cut short, e.g. in a results lookup). */
  totals: z.object({
    likely: z.number().int(),
    possible: z.number().int(),
    reach: z.number().int(),
    further: z.number().int(),
    /** National and private universities in all (a results lookup lists the first few). */
    others: z.number().int(),
    institutes: z.number().int(),
    notOpen: z.number().int(),
  }),
  /** The coordination stages' minimums to apply for this stream, newest year first. */
  stages: z.array(ZStageThreshold),
  /** National (أهلية), private and technological universities, with their minimums or admission rules where known. */
  otherUniversities: z.array(ZOtherUniversity),
  /** The sources of the private and national minimums in `otherUniversities`, each once (empty when the list is). */
  minimumSources: z.array(ZFigureSource),
  /** Technical and higher institutes the total reaches (likely, possible, reach), at most `limit`. */
  institutes: z.array(ZInstituteSuggestion),
  /** Options the total reaches that the rules close to this student, with the reason. */
  notOpen: z.array(ZClosedOption),
  /** What the placement rules could and could not be applied with, the stage per year, and every rule row cited. */
  placement: ZPlacementSummary,
  notes: z.array(ZGuidanceNote),
});
export type TGuidance = z.infer<typeof ZGuidance>;

/** A faculty's cut-off history at one university (the university page's faculty cards). */
export const ZFacultyCutoffs = z.object({
  facultyKey: z.string(),
  facultyName: z.string(),
  facultyNameArabic: z.string().nullable(),
  campus: z.string().nullable(),
  /** Who the row is open to: a scientific row with no stream applies to science and mathematics. */
  streams: z.array(ZResultStream),
  history: z.array(ZCutoffPoint),
});
export type TFacultyCutoffs = z.infer<typeof ZFacultyCutoffs>;
