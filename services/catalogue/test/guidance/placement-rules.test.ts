/**
 * The placement rules, each on rows of the rules data (rules-fixtures.ts copies them from
 * seed/tansik-rules/*.csv as published): every verdict names the rows it used.
 */
import { describe, expect, it } from 'vitest';
import { administrationsOf, buildPlacementRules, confidenceOf, type PlacementFaculty } from '../../src/guidance/rules/placement-rules.ts';
import { parseRuleFile } from '../../src/guidance/rules/rule-rows.ts';
import { RULE_FILES, RULE_ROWS } from './rules-fixtures.ts';
import type { TPlacementStudent } from '@dalil/contracts/guidance/placement-rules';

const rules = buildPlacementRules(RULE_ROWS);
const student = (extra: Partial<TPlacementStudent> = {}): TPlacementStudent => ({
  stream: 'math',
  score: 297.5,
  maxScore: 320,
  year: 2025,
  governorate: null,
  administration: null,
  ...extra,
});
const faculty = (extra: Partial<PlacementFaculty> = {}): PlacementFaculty => ({
  kind: 'faculty',
  universityName: 'Cairo University',
  universityNameArabic: 'جامعة القاهرة',
  facultyName: 'Faculty of Engineering',
  facultyNameArabic: 'كلية الهندسة',
  field: 'engineering',
  streams: ['math'],
  ...extra,
});
const rowId = (file: string, match: (d: Record<string, string>) => boolean) => RULE_ROWS.find((r) => r.file === file && match(r.data))!.ruleId;

describe('placement rules', () => {
  it('when the rules files are read, then each row keeps its publisher, every page (never joined) and its confidence', () => {
    const rows = parseRuleFile('other-rules', RULE_FILES['other-rules']);
    expect(rows.map((r) => r.ruleId)).toEqual(['R01', 'R04', 'R08', 'R11', 'R12', 'R13']);
    expect(rows[0]).toMatchObject({ confidence: 'high', sourceName: expect.stringContaining('masarak'), sourceUrls: [expect.stringMatching(/^https:\/\/github.com\/antonyose\/masarak\//)] });
    expect(RULE_ROWS.every((r) => r.sourceUrls.every((u) => !u.includes(' | ')))).toBe(true);
    expect(confidenceOf('medium (official wording, but ~2019; may have changed)')).toBe('medium');
    expect(confidenceOf('low-medium')).toBe('low');
    expect(confidenceOf('')).toBeNull();
  });

  it('R01 stream variants: a record for the science stream is not open to a mathematics student', () => {
    const medicine = faculty({ facultyName: 'Faculty of Medicine', facultyNameArabic: 'كلية الطب البشري', field: 'medicine', streams: ['science'] });
    const verdict = rules.placementRulesFor(student({ governorate: 'Cairo' }), medicine);
    expect(verdict).toMatchObject({ eligible: false, reasons: [{ reason: 'wrong-stream', ruleId: 'R01' }] });
    expect(verdict.ruleIds).toContain('R01');
    expect(rules.placementRulesFor(student({ stream: 'science', governorate: 'Cairo' }), medicine).eligible).toBe(true);
  });

  it("geographic groups: a Cairo student's Cairo University is group أ, Aswan's is ج (unlisted, R04) with the group-order reason", () => {
    const cairo = rules.placementRulesFor(student({ governorate: 'Cairo' }), faculty());
    expect(cairo).toMatchObject({ eligible: true, group: 'أ', groupStatus: 'known', confidence: 'low', reasons: [] });
    // Both community encodings list it: both rows are cited.
    expect(cairo.ruleIds).toEqual(expect.arrayContaining([rowId('geographic-regions', (d) => d.governorate_en === 'Cairo' && d.sub_area_ar === '(default)' && d.university_en === 'Cairo University')]));
    const aswan = rules.placementRulesFor(student({ governorate: 'Aswan' }), faculty());
    expect(aswan).toMatchObject({ eligible: true, group: 'ج', groupStatus: 'unlisted', reasons: [{ reason: 'group-order', ruleId: 'R04' }], confidence: 'low' });
    // Aswan's own university is أ for an Aswan student.
    expect(rules.placementRulesFor(student({ governorate: 'Aswan' }), faculty({ universityName: 'Aswan University', universityNameArabic: 'جامعة أسوان' }))).toMatchObject({ group: 'أ' });
  });

  it('geographic groups: a renamed university is found by its name in the rules (Capital University = Helwan), and sources that disagree give a conflict', () => {
    const capital = rules.placementRulesFor(student({ governorate: 'Cairo' }), faculty({ universityName: 'Capital University', universityNameArabic: 'جامعة العاصمة' }));
    expect(capital).toMatchObject({ group: 'أ', groupStatus: 'known' });
    // Ismailia → Suez University: أ in one community map, ب in the other.
    const suez = rules.groupFor({ governorate: 'Ismailia', administration: null }, faculty({ universityName: 'Suez University', universityNameArabic: 'جامعة السويس' }));
    expect(suez).toMatchObject({ group: null, status: 'conflict' });
    expect(suez.rows.map((r) => r.data.group).sort()).toEqual(['أ', 'ب']);
  });

  it('geographic groups by administration: official rows win, and a sector scope limits them (Sayeda Zeinab engineering; south Qalyubia outside engineering)', () => {
    const benha = faculty({ universityName: 'Benha University', universityNameArabic: 'جامعة بنها' });
    // Cairo default: the two community maps disagree on Benha (أ / ب).
    expect(rules.groupFor({ governorate: 'Cairo', administration: null }, benha).status).toBe('conflict');
    // The official Sayeda Zeinab example (engineering only) says أ, at medium confidence.
    const sayeda = rules.placementRulesFor(student({ governorate: 'Cairo', administration: 'السيدة زينب' }), benha);
    expect(sayeda).toMatchObject({ group: 'أ', groupStatus: 'known', confidence: 'medium' });
    // A commerce faculty is outside that example's scope: back to the governorate's rows.
    expect(rules.groupFor({ governorate: 'Cairo', administration: 'السيدة زينب' }, { ...benha, field: 'business' }).status).toBe('conflict');
    // South Qalyubia (Shubra El-Kheima): Ain Shams is أ by the official note for non-engineering sectors.
    const ainShams = faculty({ universityName: 'Ain Shams University', universityNameArabic: 'جامعة عين شمس', field: 'business', facultyName: 'Faculty of Commerce', facultyNameArabic: 'كلية التجارة' });
    const south = rules.groupFor({ governorate: 'Qalyubia', administration: 'شبرا الخيمة' }, ainShams);
    expect(south.group).toBe('أ');
    expect(south.rows.every((r) => r.data.source_type === 'official_note_via_mirror')).toBe(true);
    // North Qalyubia (Benha): Ain Shams is ب in the community map.
    expect(rules.groupFor({ governorate: 'Qalyubia', administration: 'بنها' }, ainShams).group).toBe('ب');
    expect(rules.needsAdministration('Qalyubia')).toBe(true);
    // Qalyubia without an administration: every row names its administrations, so the group is unknown (not a crash).
    expect(rules.groupFor({ governorate: 'Qalyubia', administration: null }, ainShams)).toEqual({ group: null, status: 'unknown-place', rows: [] });
    expect(rules.placementRulesFor(student({ governorate: 'Qalyubia' }), ainShams)).toMatchObject({ group: null, groupStatus: 'unknown-place', eligible: true });
    expect(rules.needsAdministration('Aswan')).toBe(false);
    expect(administrationsOf('administrations: بنها، طوخ، قها، كفر شكر')).toEqual(['بنها', 'طوخ', 'قها', 'كفر شكر']);
    expect(administrationsOf('(default)')).toEqual([]);
  });

  it('without a governorate, groups are unknown and regional admission cannot be checked', () => {
    const verdict = rules.placementRulesFor(student(), faculty());
    expect(verdict).toMatchObject({ group: null, groupStatus: 'unknown-place', eligible: true });
    const education = faculty({ facultyName: 'Faculty of Education', facultyNameArabic: 'كلية التربية', field: 'education', streams: ['literary'] });
    const unknown = rules.placementRulesFor(student({ stream: 'literary', score: 250 }), education);
    expect(unknown).toMatchObject({ eligible: true, regionalAdmission: true, reasons: [{ reason: 'regional-unknown' }] });
  });

  it("regional admission (geo-exempt 'Faculties of Education'): open in the student's group-أ university, closed elsewhere", () => {
    const educationRow = rowId('geo-exempt-faculties', (d) => d.item_en === 'Faculties of Education (all divisions)');
    const education = faculty({ facultyName: 'Faculty of Education', facultyNameArabic: 'كلية التربية', field: 'education', streams: ['literary'] });
    const cairo = rules.placementRulesFor(student({ stream: 'literary', score: 250, governorate: 'Cairo' }), education);
    expect(cairo).toMatchObject({ eligible: true, regionalAdmission: true, group: 'أ' });
    expect(cairo.ruleIds).toContain(educationRow);
    const aswan = rules.placementRulesFor(student({ stream: 'literary', score: 250, governorate: 'Aswan' }), education);
    expect(aswan).toMatchObject({ eligible: false, regionalAdmission: true, reasons: [{ reason: 'regional-outside', ruleId: educationRow }] });
    // Specific Education is regional too; Physical Education is not (it is an aptitude faculty).
    const specific = faculty({ facultyName: 'Faculty of Specific Education', facultyNameArabic: 'كلية التربية النوعية', field: 'education', streams: ['literary'] });
    expect(rules.placementRulesFor(student({ stream: 'literary', governorate: 'Aswan' }), specific)).toMatchObject({ eligible: false, regionalAdmission: true });
    const sports = faculty({ facultyName: 'Faculty of Physical Education – Boys', facultyNameArabic: 'كلية التربية الرياضية (علوم الرياضة) - بنين', field: 'education', streams: ['literary'] });
    const sportsVerdict = rules.placementRulesFor(student({ stream: 'literary', governorate: 'Aswan' }), sports);
    expect(sportsVerdict.regionalAdmission).toBe(false);
    expect(sportsVerdict.reasons.map((r) => [r.reason, r.ruleId])).toEqual([
      ['group-order', 'R04'],
      ['aptitude-test', 'R08'],
      ['single-sex', 'R12'],
    ]);
  });

  it("regional admission of technical nursing institutes: open in the student's own governorate only", () => {
    const nursing = (name: string, arabicName: string): PlacementFaculty => ({
      kind: 'institute',
      universityName: name,
      universityNameArabic: arabicName,
      facultyName: 'Technical nursing institute',
      facultyNameArabic: 'معهد فني تمريض',
      field: 'other',
      streams: ['science', 'math'],
    });
    const aswanInstitute = nursing('Technical Nursing Institute, Aswan', 'المعهد الفني للتمريض أسوان');
    expect(rules.placementRulesFor(student({ stream: 'science', governorate: 'Aswan' }), aswanInstitute)).toMatchObject({ eligible: true, regionalAdmission: true, groupStatus: 'not-applicable' });
    expect(rules.placementRulesFor(student({ stream: 'science', governorate: 'Cairo' }), aswanInstitute)).toMatchObject({
      eligible: false,
      reasons: [{ reason: 'regional-outside', ruleId: rowId('geo-exempt-faculties', (d) => d.item_en === 'Technical Nursing Institutes') }],
    });
  });

  it('open nationwide (geo-exempt: Urban Planning at Cairo; private higher institutes): no group, no ordering', () => {
    const planning = faculty({ facultyName: 'Faculty of Urban and Regional Planning', facultyNameArabic: 'كلية التخطيط الإقليمي والعمراني' });
    const verdict = rules.placementRulesFor(student({ governorate: 'Aswan' }), planning);
    expect(verdict).toMatchObject({ eligible: true, openNationwide: true, group: null, groupStatus: 'not-applicable', reasons: [], confidence: 'medium' });
    expect(verdict.ruleIds).toContain(rowId('geo-exempt-faculties', (d) => (d.item_en ?? '').startsWith('Faculty of Urban')));
    const higher: PlacementFaculty = {
      kind: 'institute',
      universityName: 'Delta Higher Institute of Engineering and Technology, Mansoura',
      universityNameArabic: 'معهد الدلتا العالي للهندسة والتكنولوجيا بالمنصورة',
      facultyName: 'Higher institute – engineering and technology',
      facultyNameArabic: 'معهد عالٍ - هندسة وتكنولوجيا',
      field: 'other',
      streams: ['science', 'math'],
    };
    expect(rules.placementRulesFor(student({ governorate: 'Aswan' }), higher)).toMatchObject({ eligible: true, openNationwide: true });
  });

  it("single-sex records (R11): Ain Shams Women's College is flagged, and its education division is regional", () => {
    const women = faculty({
      universityName: 'Ain Shams University',
      universityNameArabic: 'جامعة عين شمس',
      facultyName: "Women's College for Arts, Science and Education – Education",
      facultyNameArabic: 'كلية البنات للآداب والعلوم والتربية - تربية',
      field: 'education',
      streams: ['literary'],
    });
    const verdict = rules.placementRulesFor(student({ stream: 'literary', governorate: 'Cairo' }), women);
    expect(verdict.reasons.map((r) => r.ruleId)).toContain('R11');
    expect(verdict).toMatchObject({ eligible: true, regionalAdmission: true, group: 'أ' });
  });

  it('stages (stage-thresholds.csv): every year the data knows, with the 2025 thresholds for a 2025 student', () => {
    const years = rules.stagesFor({ stream: 'math', score: 297.5, maxScore: 320, year: 2025 });
    expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2021]);
    const y2025 = years.find((y) => y.year === 2025)!;
    expect(y2025).toMatchObject({ system: 'new', qualifies: 1 });
    expect(y2025.thresholds.map((t) => [t.stage, t.minScore, t.status, t.reached])).toEqual([
      [1, 283, 'found', true],
      [2, 220, 'found', true],
      [3, null, 'NOT_FOUND', null],
    ]);
    // A literary 62 % (198.4/320) student reaches no 2025 stage the data knows (stage 3 not found) but 2026's stage 3 (160, derived).
    const literary = rules.stagesFor({ stream: 'literary', score: 198.4, maxScore: 320, year: 2025 });
    expect(literary.find((y) => y.year === 2025)!.qualifies).toBeNull();
    expect(literary.find((y) => y.year === 2026)!.qualifies).toBe(3);
    // 2021: percentages only, on the old scale.
    expect(rules.stagesFor({ stream: 'science', score: 370, maxScore: 410, year: 2021 }).find((y) => y.year === 2021)).toMatchObject({ system: 'single', qualifies: 1 });
    // The old-system student of 2025 reads the old table (335 for stage 1).
    expect(rules.stagesFor({ stream: 'math', score: 340, maxScore: 410, year: 2025 }).find((y) => y.year === 2025)).toMatchObject({ system: 'old', qualifies: 1 });
    expect(rules.placementRulesFor(student(), faculty()).stage).toBe(1);
  });
});
