/**
 * What Tansik's placement rules say for one student and one faculty (or institute): eligible or
 * not and why, the geographic group (أ/ب/ج) or open nationwide, regional admission, the stage
 * the total qualifies for, and the rule rows each decision used (tansik-rules/*.csv, each with
 * its publisher, pages, year and confidence). One shape for suggestions, the wish list and
 * anything else that shows a rule's verdict.
 */
import { z } from 'zod';
import { ZResultStream } from '../common/streams.ts';

/** The rules files a decision can cite (shared/data/tansik-rules). */
export const PLACEMENT_RULE_FILES = ['geographic-regions', 'geo-exempt-faculties', 'stage-thresholds', 'score-distribution', 'other-rules'] as const;
export const ZPlacementRuleFile = z.enum(PLACEMENT_RULE_FILES);
export type TPlacementRuleFile = z.infer<typeof ZPlacementRuleFile>;

/** One row of the rules data a decision used, as published. */
export const ZRuleCitation = z.object({
  /** The row's id: other-rules' own (R01…), else '<file>#<row number>'. */
  ruleId: z.string(),
  file: ZPlacementRuleFile,
  /** The publisher as the data names it (never a bare web host). */
  sourceName: z.string().nullable(),
  /** Every page the row was read from, each its own link. */
  sourceUrls: z.array(z.string()),
  /** The rule's year as the data words it ("2025", "c. 2019/2020"). */
  year: z.string().nullable(),
  /** high / medium / low, read from the data's confidence column; null where it has none. */
  confidence: z.enum(['high', 'medium', 'low']).nullable(),
  /** The confidence column as written (e.g. "medium (official wording, but ~2019; may have changed)"). */
  confidenceNote: z.string().nullable(),
});
export type TRuleCitation = z.infer<typeof ZRuleCitation>;

export const GEOGRAPHIC_GROUPS = ['أ', 'ب', 'ج'] as const;
export const ZGeographicGroup = z.enum(GEOGRAPHIC_GROUPS);
export type TGeographicGroup = z.infer<typeof ZGeographicGroup>;

/**
 * Why a faculty is closed or conditional for this student:
 *  wrong-stream         the record serves another stream (R01);
 *  regional-outside     regional admission, and the university is not the student's region's;
 *  regional-unknown     regional admission, and the student's place is not given;
 *  aptitude-test        open only after passing an aptitude test (R08);
 *  single-sex           a record for one sex only (R11/R12);
 *  group-order          group ب/ج: reachable only after missing every same-sector faculty of the groups above (R04).
 */
export const PLACEMENT_REASONS = ['wrong-stream', 'regional-outside', 'regional-unknown', 'aptitude-test', 'single-sex', 'group-order'] as const;
export const ZPlacementReason = z.enum(PLACEMENT_REASONS);
export type TPlacementReason = z.infer<typeof ZPlacementReason>;

/** What the group lookup found: the sources agree, disagree, say nothing, or the student gave no place. */
export const GROUP_STATUSES = ['known', 'conflict', 'unlisted', 'unknown-place', 'not-applicable'] as const;
export const ZGroupStatus = z.enum(GROUP_STATUSES);
export type TGroupStatus = z.infer<typeof ZGroupStatus>;

/** A coordination stage's minimum in one year, and whether the total reaches it. */
export const ZStageStanding = z.object({
  year: z.number().int(),
  stage: z.number().int(),
  /** Null where the data has no value (status NOT_FOUND). */
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  minPercentage: z.number().nullable(),
  /** found / found_percentage_only / found_derived / NOT_FOUND, as the data says. */
  status: z.string(),
  /** Null where the threshold is not known. */
  reached: z.boolean().nullable(),
  ruleId: z.string(),
});
export type TStageStanding = z.infer<typeof ZStageStanding>;

/** Per year stage-thresholds.csv knows: the highest stage the total qualifies for (null: none known to be reached). */
export const ZStageYear = z.object({
  year: z.number().int(),
  /** The student's system for that year's tables: new (320) or old (410); 'single' before 2025. */
  system: z.enum(['new', 'old', 'single']),
  qualifies: z.number().int().nullable(),
  thresholds: z.array(ZStageStanding),
});
export type TStageYear = z.infer<typeof ZStageYear>;

export const ZPlacementVerdict = z.object({
  /** False: the student cannot be placed there (wrong stream, regional admission elsewhere). */
  eligible: z.boolean(),
  reasons: z.array(z.object({ reason: ZPlacementReason, ruleId: z.string() })),
  group: ZGeographicGroup.nullable(),
  groupStatus: ZGroupStatus,
  /** Admitted outside the geographic and regional rules (geo-exempt-faculties). */
  openNationwide: z.boolean(),
  /** Admitted regionally: only students of the university's region may apply. */
  regionalAdmission: z.boolean(),
  /** The stage the total qualifies for in the reference year (null when not known). */
  stage: z.number().int().nullable(),
  /** The lowest confidence among the rules used (null: no rule with a confidence was used). */
  confidence: z.enum(['high', 'medium', 'low']).nullable(),
  ruleIds: z.array(z.string()),
});
export type TPlacementVerdict = z.infer<typeof ZPlacementVerdict>;

/** The rules that could not be applied for want of the student's place, and what was. */
export const ZPlacementSummary = z.object({
  governorate: z.string().nullable(),
  administration: z.string().nullable(),
  /** The governorate's educational administrations whose groups differ in the data (empty: the governorate's groups hold throughout). */
  administrationOptions: z.array(z.string()),
  /** Rules not applied and why ('no-governorate': groups unknown, regional admission not checked). */
  notApplied: z.array(z.enum(['geographic-groups', 'regional-admission'])),
  /** The stage per year, newest first. */
  stages: z.array(ZStageYear),
  /** Every rule row cited by the answer, once. */
  citations: z.array(ZRuleCitation),
});
export type TPlacementSummary = z.infer<typeof ZPlacementSummary>;

/** The educational administrations the data distinguishes within a governorate (where a sub-area differs). */
export const ZAdministrationOption = z.object({ governorate: z.string(), administration: z.string() });
export type TAdministrationOption = z.infer<typeof ZAdministrationOption>;

/** The student as the rules read him. */
export const ZPlacementStudent = z.object({
  stream: ZResultStream.nullable(),
  score: z.number(),
  maxScore: z.number(),
  /** The coordination year the stage is read for. */
  year: z.number().int(),
  /** English governorate name (ZGovernorateName's output), or null when not given. */
  governorate: z.string().nullable(),
  administration: z.string().nullable(),
});
export type TPlacementStudent = z.infer<typeof ZPlacementStudent>;
