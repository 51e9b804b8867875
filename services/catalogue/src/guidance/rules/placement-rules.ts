/**
 * Tansik's placement rules for one student, read from the rules data (tansik-rules/*.csv), each
 * decision naming the rule row it used:
 *  - stream variants (other-rules R01): a record serves the streams it is listed for;
 *  - regional admission (geo-exempt-faculties, "REGIONAL admission"): Education, Specific
 *    Education, Ain Shams Women's College education divisions, technical nursing and health
 *    institutes take only students of their region — read as: the university is in the
 *    student's group أ (geographic-regions); a hard ban otherwise;
 *  - open nationwide (geo-exempt rows "admitted outside geographic … rules"): no group ordering;
 *  - the geographic group أ/ب/ج of a university for the student's governorate, or for his
 *    educational administration where the data has a sub-area that differs (R05); a university
 *    the governorate's rows do not list is ج (R04); official rows win over community encodings;
 *  - aptitude tests (R08) and single-sex records (R11, R12) make a record conditional;
 *  - the stage the total qualifies for, for every year stage-thresholds.csv knows (R03).
 * The module is pure: build it once from the rows (buildPlacementRules) and ask it per student.
 */
import { normalizeSearchText } from '@dalil/contracts/common/text';
import { GOVERNORATES } from '@dalil/contracts/common/governorates';
import type { TResultStream } from '@dalil/contracts/results/result';
import type { TFacultyField } from '@dalil/contracts/guidance/faculty-fields';
import type {
  TAdministrationOption,
  TGeographicGroup,
  TGroupStatus,
  TPlacementReason,
  TPlacementStudent,
  TPlacementVerdict,
  TRuleCitation,
  TStageStanding,
  TStageYear,
} from '@dalil/contracts/guidance/placement-rules';
import type { RuleRow } from './rule-rows.ts';

/** A faculty (or institute) record as the rules read it. */
export interface PlacementFaculty {
  kind: 'faculty' | 'institute';
  universityName: string;
  universityNameArabic: string | null;
  /** The catalogue university's former names (a renamed university keeps its old rules rows). */
  universityFormerNames?: readonly string[];
  facultyName: string;
  facultyNameArabic: string | null;
  field: TFacultyField;
  /** The streams the record is open to (a scientific record with no stream: science and math, R01). */
  streams: readonly TResultStream[];
}

type Confidence = 'high' | 'medium' | 'low';
const CONFIDENCE_ORDER: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };

/** "medium (official wording, but ~2019; …)" → medium; "low-medium" → low (the lower one). */
export function confidenceOf(text: string | null | undefined): Confidence | null {
  const value = (text ?? '').toLowerCase().trim();
  if (!value) return null;
  const first = /^(high|medium|low)(-(high|medium|low))?/.exec(value);
  if (!first) return null;
  const levels = [first[1], first[3]].filter(Boolean) as Confidence[];
  return levels.sort((a, b) => CONFIDENCE_ORDER[a] - CONFIDENCE_ORDER[b])[0]!;
}

function citationOf(row: RuleRow): TRuleCitation {
  return {
    ruleId: row.ruleId,
    file: row.file,
    sourceName: row.sourceName,
    sourceUrls: row.sourceUrls,
    year: row.ruleYear,
    confidence: confidenceOf(row.confidence),
    confidenceNote: row.confidence,
  };
}

const key = (text: string | null | undefined) => normalizeSearchText((text ?? '').replace(/[-‐]/g, ' '));
const GOVERNORATE_KEYS = new Map(GOVERNORATES.flatMap((g) => [[key(g.name), g.name], [key(g.nameArabic), g.name]]));
/** The data's spellings that differ from the governorate list's. */
const GOVERNORATE_SPELLINGS: Record<string, string> = { fayoum: 'Faiyum' };

function governorateOf(row: RuleRow): string | null {
  return GOVERNORATE_KEYS.get(key(row.data.governorate_ar)) ?? GOVERNORATE_KEYS.get(key(row.data.governorate_en)) ?? GOVERNORATE_SPELLINGS[key(row.data.governorate_en)] ?? null;
}

/** A university's names in a rules row: "Helwan University (labelled …)", "جامعة حلوان (جامعة العاصمة)". */
function universityKeys(row: RuleRow): string[] {
  const names = [row.data.university_en ?? '', row.data.university_ar ?? ''];
  const keys: string[] = [];
  for (const name of names) {
    const outer = name.replace(/\(.*\)/, '').trim();
    if (outer) keys.push(key(outer));
    const inner = /\((جامعة [^)]+)\)/.exec(name)?.[1];
    if (inner) keys.push(key(inner));
  }
  return keys.filter(Boolean);
}

/** Sub-areas that mean the whole governorate. */
const WHOLE_GOVERNORATE = /^\((default|whole governorate)/;

/** The administrations a sub-area names ("administrations: بنها، طوخ", "key dakahlia_manzala (المنزلة)", "إدارة السيدة زينب التعليمية (example)"). */
export function administrationsOf(subArea: string): string[] {
  const text = subArea.trim();
  if (!text || WHOLE_GOVERNORATE.test(text)) return [];
  let list: string;
  const named = /^(administrations|مناطق)[:\s]+(.*)$/.exec(text);
  const keyed = /^key [a-z_]+ \(([^)]*)\)/.exec(text);
  const option = /^UI option "[^(]*\(([^)]*)\)"/.exec(text);
  const office = /^(إدارة .+?) التعليمية/.exec(text);
  if (named) list = named[2]!;
  else if (keyed) list = keyed[1]!;
  else if (option) list = option[1]!;
  else if (office) return [office[1]!.replace(/^إدارة /, '')];
  else return [];
  return list
    .split(/[،,;]/)
    .map((s) => s.trim())
    .filter((s) => s && s !== 'إلخ' && !/[a-z]/i.test(s));
}

/** Whether a sector scope ("Engineering sector only", "all faculties EXCEPT engineering") covers a field. */
function scopeCovers(scope: string, field: TFacultyField): boolean {
  const text = scope.toLowerCase();
  if (/except engineering/.test(text)) return field !== 'engineering';
  if (/engineering sector only/.test(text)) return field === 'engineering';
  return true;
}

const isOfficial = (row: RuleRow) => (row.data.source_type ?? '').startsWith('official');

/** A geo-exempt row's faculties, by its item (the data's own wording picks the predicate). */
interface ExemptMatcher {
  item: RegExp;
  matches: (f: PlacementFaculty) => boolean;
}
const arabic = (f: PlacementFaculty) => `${f.facultyNameArabic ?? ''}`;
const universityIs = (f: PlacementFaculty, pattern: RegExp) => pattern.test(`${f.universityName} ${f.universityNameArabic ?? ''}`);

const REGIONAL: ExemptMatcher[] = [
  {
    item: /^Faculties of Education \(all divisions\)/,
    matches: (f) => f.kind === 'faculty' && /^كلية التربية(?!\s*(النوعية|الرياضية|الفنية|الموسيقية|الصناعية|البدنية|\(علوم الرياضة\)))/.test(arabic(f)),
  },
  { item: /^Faculties of Specific/, matches: (f) => f.kind === 'faculty' && /التربية النوعية/.test(arabic(f)) },
  { item: /^Ain Shams Women's College/, matches: (f) => f.kind === 'faculty' && /^كلية البنات.*-\s*(تربية|تعليم ابتدائي|طفولة)/.test(arabic(f)) },
  { item: /^Technical Nursing Institutes/, matches: (f) => f.kind === 'institute' && /technical nursing institute/i.test(f.facultyName) },
  { item: /^Technical Health Institutes/, matches: (f) => f.kind === 'institute' && /technical health institute/i.test(f.facultyName) },
];
const NATIONWIDE: ExemptMatcher[] = [
  { item: /^Faculty of Urban & Regional Planning/, matches: (f) => /urban|التخطيط العمراني/i.test(`${f.facultyName} ${arabic(f)}`) && universityIs(f, /cairo university|جامعة القاهرة/i) },
  { item: /^Faculty of Languages & Translation/, matches: (f) => /alsun|languages|ألسن|الألسن|اللغات والترجمة/i.test(`${f.facultyName} ${arabic(f)}`) && universityIs(f, /aswan|أسوان/i) },
  { item: /^Faculty of Electronic Engineering, Menouf/, matches: (f) => /electronic engineering|الهندسة الإلكترونية/i.test(`${f.facultyName} ${arabic(f)}`) && universityIs(f, /menoufia|menouf|المنوفية|منوف/i) },
  { item: /^Faculty of Petroleum & Mining Engineering, Suez/, matches: (f) => /petroleum|البترول/i.test(`${f.facultyName} ${arabic(f)}`) && universityIs(f, /^suez university|جامعة السويس/i) },
  { item: /^Faculty of Energy Engineering, Aswan/, matches: (f) => /energy engineering|هندسة الطاقة/i.test(`${f.facultyName} ${arabic(f)}`) && universityIs(f, /aswan|أسوان/i) },
  { item: /^Technical institutes: social service, archaeology, tourism/, matches: (f) => f.kind === 'institute' && /^Technical .*(social work|hotels|tourism|antiquities)/i.test(f.facultyName) },
  { item: /^Private higher and middle institutes/, matches: (f) => f.kind === 'institute' && /^Higher (technological )?institute/i.test(f.facultyName) },
];
const APTITUDE = /الفنون الجميلة|الفنون التطبيقية|التربية الفنية|التربية الموسيقية|التربية الرياضية|علوم الرياضة|fine arts|applied arts|art education|music education|physical education|sports? sciences?/i;
const WOMEN_ONLY = /بنات|كلية البنات|women|girls/i;
const MEN_ONLY = /بنين|\bboys\b/i;

/** The stage tables' system for a total: 'new' (320) or 'old' (410) from 2025; 'single' before. */
function systemFor(year: number, maxScore: number): 'new' | 'old' | 'single' {
  if (year < 2025) return 'single';
  return maxScore >= 400 ? 'old' : 'new';
}
const SYSTEM_OF_ROW = (text: string): 'new' | 'old' | 'single' | 'both' =>
  /^single/.test(text) ? 'single' : /new.*old|old.*new/.test(text) ? 'both' : /^new/.test(text) ? 'new' : 'old';
const STREAM_OF_ROW: Record<string, TResultStream> = { science: 'science', mathematics: 'math', literary: 'literary' };
const numberOr = (text: string | undefined) => (text && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

export interface PlacementRules {
  /** The geographic group of a university for a student's place, with the rows it came from. */
  groupFor(student: Pick<TPlacementStudent, 'governorate' | 'administration'>, faculty: PlacementFaculty): { group: TGeographicGroup | null; status: TGroupStatus; rows: RuleRow[] };
  /** Everything the rules say about one faculty for one student. */
  placementRulesFor(student: TPlacementStudent, faculty: PlacementFaculty): TPlacementVerdict;
  /**
   * The stage the total qualifies for in the student's own year: with the stream, place and year,
   * all placementRulesFor reads of the student (callers key kept verdicts by it).
   */
  stageOf(student: Pick<TPlacementStudent, 'stream' | 'score' | 'maxScore' | 'year'>): number | null;
  /** The stage the total qualifies for, per year the stage data knows (newest first). */
  stagesFor(student: Pick<TPlacementStudent, 'stream' | 'score' | 'maxScore' | 'year'>): TStageYear[];
  /** The administrations the data distinguishes, per governorate (English name). */
  administrations(): TAdministrationOption[];
  /** Whether a governorate's administration changes anything (a sub-area differs). */
  needsAdministration(governorate: string): boolean;
  /** A rule row by id, as a citation. */
  cite(ruleId: string): TRuleCitation | undefined;
  /** Whether the data has rows for this governorate's groups. */
  coversGovernorate(governorate: string): boolean;
}

export function buildPlacementRules(rows: readonly RuleRow[]): PlacementRules {
  const byId = new Map(rows.map((r) => [r.ruleId, r]));
  const geo = rows.filter((r) => r.file === 'geographic-regions');
  const exempt = rows.filter((r) => r.file === 'geo-exempt-faculties');
  const other = new Map(rows.filter((r) => r.file === 'other-rules').map((r) => [r.ruleId, r]));
  const stageRows = rows.filter((r) => r.file === 'stage-thresholds');

  const geoByGovernorate = new Map<string, Array<{ row: RuleRow; administrations: string[]; universities: string[] }>>();
  for (const row of geo) {
    const governorate = governorateOf(row);
    if (!governorate) continue;
    const list = geoByGovernorate.get(governorate) ?? [];
    list.push({ row, administrations: administrationsOf(row.data.sub_area_ar ?? ''), universities: universityKeys(row) });
    geoByGovernorate.set(governorate, list);
  }
  const firstOf = (matchers: ExemptMatcher[], faculty: PlacementFaculty): RuleRow[] => {
    for (const matcher of matchers) {
      if (!matcher.matches(faculty)) continue;
      const found = exempt.filter((r) => matcher.item.test(r.data.item_en ?? ''));
      if (found.length) return found;
    }
    return [];
  };
  const adminMatches = (listed: string[], administration: string) => {
    const wanted = key(administration);
    return listed.some((item) => {
      const k = key(item);
      return k === wanted || wanted.startsWith(`${k} `) || k.startsWith(`${wanted} `);
    });
  };

  const groupFor: PlacementRules['groupFor'] = (student, faculty) => {
    if (faculty.kind === 'institute') return { group: null, status: 'not-applicable', rows: [] };
    if (!student.governorate) return { group: null, status: 'unknown-place', rows: [] };
    const all = (geoByGovernorate.get(student.governorate) ?? []).filter((g) => scopeCovers(g.row.data.sector_scope ?? '', faculty.field));
    if (!all.length) return { group: null, status: 'unlisted', rows: [] };
    const sub = student.administration ? all.filter((g) => g.administrations.length && adminMatches(g.administrations, student.administration!)) : [];
    const place = sub.length ? sub : all.filter((g) => g.administrations.length === 0);
    // Every row of the governorate names its administrations (Qalyubia) and the student named none of
    // them: the group depends on which one, so it is unknown (the answer lists the administrations).
    if (!place.length) return { group: null, status: 'unknown-place', rows: [] };
    const names = [faculty.universityName, faculty.universityNameArabic ?? '', ...(faculty.universityFormerNames ?? [])].map(key).filter(Boolean);
    let matched = place.filter((g) => g.universities.some((u) => names.includes(u)));
    if (matched.some((g) => isOfficial(g.row))) matched = matched.filter((g) => isOfficial(g.row));
    if (!matched.length) {
      // R04: group ج is every other university that has the sector; that this one is not listed
      // for the place is as sure as the place's least sure row.
      const r04 = other.get('R04');
      const weakest = [...place].sort((x, y) => CONFIDENCE_ORDER[confidenceOf(x.row.confidence) ?? 'low'] - CONFIDENCE_ORDER[confidenceOf(y.row.confidence) ?? 'low'])[0]!;
      return { group: 'ج', status: 'unlisted', rows: [...(r04 ? [r04] : []), weakest.row] };
    }
    const groups = [...new Set(matched.map((g) => g.row.data.group as TGeographicGroup))];
    return groups.length === 1 ? { group: groups[0]!, status: 'known', rows: matched.map((g) => g.row) } : { group: null, status: 'conflict', rows: matched.map((g) => g.row) };
  };

  const stagesFor: PlacementRules['stagesFor'] = (student) => {
    if (!student.stream) return [];
    const years = [...new Set(stageRows.map((r) => Number(r.data.year)))].filter(Number.isInteger).sort((a, b) => b - a);
    return years.map((year) => {
      const system = systemFor(year, student.maxScore);
      const thresholds: TStageStanding[] = stageRows
        .filter((r) => Number(r.data.year) === year && STREAM_OF_ROW[r.data.stream ?? ''] === student.stream)
        .filter((r) => {
          const rowSystem = SYSTEM_OF_ROW(r.data.education_system ?? '');
          return rowSystem === 'both' || rowSystem === system || (system === 'single' && rowSystem === 'single');
        })
        .map((r) => {
          const minScore = numberOr(r.data.min_score);
          const maxScore = numberOr(r.data.max_score);
          const minPercentage = numberOr(r.data.min_pct);
          // The student's total is read on its own scale: a score against a score of the same
          // maximum, else the percentage (2021 published percentages only).
          const reached =
            minScore !== null && maxScore === student.maxScore
              ? student.score >= minScore
              : minPercentage !== null
                ? (student.score / student.maxScore) * 100 >= minPercentage
                : null;
          return { year, stage: Number(r.data.stage), minScore, maxScore, minPercentage, status: r.data.status ?? '', reached, ruleId: r.ruleId };
        })
        .sort((a, b) => a.stage - b.stage);
      const reachedStages = thresholds.filter((t) => t.reached === true).map((t) => t.stage);
      return { year, system, qualifies: reachedStages.length ? Math.min(...reachedStages) : null, thresholds };
    });
  };

  // The stage depends on the total alone: worked out once per total, not per faculty.
  const stageCache = new Map<string, number | null>();
  const stageOf: PlacementRules['stageOf'] = (student) => {
    const cacheKey = `${student.stream}|${student.score}|${student.maxScore}|${student.year}`;
    if (!stageCache.has(cacheKey)) {
      if (stageCache.size > 10_000) stageCache.clear();
      stageCache.set(cacheKey, stagesFor(student).find((s) => s.year === student.year)?.qualifies ?? null);
    }
    return stageCache.get(cacheKey)!;
  };
  // What the names alone decide (the exemption lists, aptitude tests, single-sex colleges): the same
  // for every student, so matched once per faculty, not once per faculty per answer (the regular
  // expressions were most of a suggestions answer's time).
  type ByName = { nationwide: RuleRow[]; regional: RuleRow[]; aptitude: boolean; singleSex: RuleRow | undefined };
  const byName = new Map<string, ByName>();
  const byNameOf = (faculty: PlacementFaculty): ByName => {
    const nameKey = `${faculty.kind}\u0000${faculty.universityName}\u0000${faculty.universityNameArabic ?? ''}\u0000${faculty.facultyName}\u0000${faculty.facultyNameArabic ?? ''}`;
    let found = byName.get(nameKey);
    if (!found) {
      const nationwide = firstOf(NATIONWIDE, faculty);
      const text = `${faculty.facultyName} ${faculty.facultyNameArabic ?? ''}`;
      found = {
        nationwide,
        regional: nationwide.length ? [] : firstOf(REGIONAL, faculty),
        aptitude: APTITUDE.test(text),
        singleSex: /كلية البنات/.test(text) ? other.get('R11') : WOMEN_ONLY.test(text) || MEN_ONLY.test(text) ? other.get(/رياض/.test(text) ? 'R12' : 'R13') : undefined,
      };
      if (byName.size >= 50_000) byName.clear();
      byName.set(nameKey, found);
    }
    return found;
  };
  // A faculty's group depends on the student's place and the faculty's sector and university only:
  // worked out once per place and faculty (read-only results, shared).
  const groups = new Map<string, ReturnType<PlacementRules['groupFor']>>();
  const groupOf: PlacementRules['groupFor'] = (student, faculty) => {
    const groupKey = [faculty.kind, student.governorate ?? '', student.administration ?? '', faculty.field, faculty.universityName, faculty.universityNameArabic ?? '', ...(faculty.universityFormerNames ?? [])].join('\u0000');
    let found = groups.get(groupKey);
    if (!found) {
      found = groupFor(student, faculty);
      if (groups.size >= 50_000) groups.clear();
      groups.set(groupKey, found);
    }
    return found;
  };
  const placementRulesFor: PlacementRules['placementRulesFor'] = (student, faculty) => {
    const reasons: TPlacementVerdict['reasons'] = [];
    const used: RuleRow[] = [];
    const r01 = other.get('R01');
    if (r01) used.push(r01);
    if (student.stream && !faculty.streams.includes(student.stream)) reasons.push({ reason: 'wrong-stream', ruleId: r01?.ruleId ?? 'R01' });

    const fixed = byNameOf(faculty);
    const { nationwide, regional } = fixed;
    used.push(...nationwide, ...regional);
    const found = nationwide.length ? { group: null, status: 'not-applicable' as TGroupStatus, rows: [] } : groupOf(student, faculty);
    const { group, rows: groupRows } = found;
    let { status } = found;
    used.push(...groupRows);
    if (regional.length) {
      const regionalId = regional[0]!.ruleId;
      if (!student.governorate) reasons.push({ reason: 'regional-unknown', ruleId: regionalId });
      else if (faculty.kind === 'institute') {
        // An institute's region: its name's governorate is the student's (institutes are not in the group tables).
        const own = GOVERNORATES.find((g) => g.name === student.governorate)!;
        const named = `${faculty.universityName} ${faculty.universityNameArabic ?? ''}`;
        if (!named.includes(own.name) && !key(named).includes(key(own.nameArabic))) reasons.push({ reason: 'regional-outside', ruleId: regionalId });
      } else if (status === 'conflict' ? !groupRows.every((r) => r.data.group === 'أ') : group !== 'أ') {
        reasons.push({ reason: 'regional-outside', ruleId: regionalId });
      }
      // Regional admission replaces the group ordering.
      if (faculty.kind === 'institute') status = 'not-applicable';
    } else if (!nationwide.length && (group === 'ب' || group === 'ج')) {
      const r04 = other.get('R04');
      reasons.push({ reason: 'group-order', ruleId: r04?.ruleId ?? 'R04' });
      if (r04 && !used.includes(r04)) used.push(r04);
    }
    if (fixed.aptitude && other.get('R08')) {
      reasons.push({ reason: 'aptitude-test', ruleId: 'R08' });
      used.push(other.get('R08')!);
    }
    const { singleSex } = fixed;
    if (singleSex) {
      reasons.push({ reason: 'single-sex', ruleId: singleSex.ruleId });
      used.push(singleSex);
    }
    const stage = stageOf(student);
    const levels = used.map((r) => confidenceOf(r.confidence)).filter((c): c is Confidence => c !== null);
    const closing: TPlacementReason[] = ['wrong-stream', 'regional-outside'];
    return {
      eligible: !reasons.some((r) => closing.includes(r.reason)),
      reasons,
      group: nationwide.length ? null : group,
      groupStatus: status,
      openNationwide: nationwide.length > 0,
      regionalAdmission: regional.length > 0,
      stage,
      confidence: levels.length ? levels.sort((a, b) => CONFIDENCE_ORDER[a] - CONFIDENCE_ORDER[b])[0]! : null,
      ruleIds: [...new Set(used.map((r) => r.ruleId))],
    };
  };

  const options: TAdministrationOption[] = [];
  for (const [governorate, list] of geoByGovernorate) {
    const seen = new Set<string>();
    for (const g of list)
      for (const administration of g.administrations)
        if (!seen.has(key(administration))) {
          seen.add(key(administration));
          options.push({ governorate, administration });
        }
  }

  return {
    groupFor,
    placementRulesFor,
    stageOf,
    stagesFor,
    administrations: () => options,
    needsAdministration: (governorate) => options.some((o) => o.governorate === governorate),
    cite: (ruleId) => {
      const row = byId.get(ruleId);
      return row ? citationOf(row) : undefined;
    },
    coversGovernorate: (governorate) => geoByGovernorate.has(governorate),
  };
}
