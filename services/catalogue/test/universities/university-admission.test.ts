/**
 * Admission outside Tansik on a university's page, on fixture rows: a private or national
 * university shows its tier's minimums (a tier that names it, else the "all other …" of its type,
 * with its own exceptions), a technological university the rules for technological universities,
 * Al-Azhar what is known of its own coordination; and guidance reads the same tiers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUniversityFiguresRepository } from '../../src/universities/university-figures-repository.ts';
import { privateMinimumTiersByUniversity } from '../../src/universities/index.ts';
import { openCatalogue, universityBody, type Catalogue } from '../catalogue-support.ts';

const CERTIFICATE = 'Fixture secondary certificate';
const minimum = (tier: string, members: string, group: string, percentage: number, confidence = 'high', notes: string | null = null) => ({
  natural_key: `2025|${tier}|${CERTIFICATE}|${group}`.toLowerCase(),
  admission_year: 2025,
  academic_year: '2025/2026',
  tier,
  universities_in_tier: members,
  certificate: CERTIFICATE,
  faculty_group: group,
  faculty_group_arabic: null,
  min_percentage: percentage,
  confidence,
  notes,
  source_name: `Fixture council, tier ${tier}`,
  source_url: 'https://example.org/minimums',
  source_urls: ['https://example.org/minimums', 'https://example.org/minimums-copy'],
});
const rule = (appliesTo: string, certificate: string, text: string) => ({
  natural_key: `2025/2026|${appliesTo}|${certificate}`.toLowerCase(),
  academic_year: '2025/2026',
  applies_to: appliesTo,
  certificate,
  certificate_arabic: null,
  rule: text,
  details: null,
  confidence: 'medium',
  notes: 'Single source.',
  source_name: 'Fixture rules report',
  source_url: 'https://example.org/rules',
  source_urls: ['https://example.org/rules'],
});

describe('admission outside Tansik on a university page', () => {
  let h: Catalogue;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    h = await openCatalogue();
    const universities: Array<[string, string]> = [
      ['Fixture Tier A University', 'national'],
      ['Fixture Branch University', 'private'],
      ['Fixture Private University', 'private'],
      ['Fixture Exception University', 'private'],
      ['Fixture Listed National University', 'national'],
      ['Fixture National University', 'national'],
      ['Fixture Technological University', 'technological'],
      ['Fixture Azhar University', 'al-azhar'],
      ['Fixture Public University', 'public'],
    ];
    for (const [name, type] of universities) {
      const created = await h.app.inject({ method: 'POST', url: '/api/admin/universities', headers: h.admin, payload: universityBody({ name, nameArabic: `جامعة ${name}`, type }) });
      expect(created.statusCode).toBe(201);
      ids.set(name, created.json().data.id);
    }
    const figures = createUniversityFiguresRepository(h.pool);
    await figures.upsert('private_minimums', [
      minimum('A', 'Fixture Tier A University; Fixture Branch University (Arish and Qantara branches)', 'Medicine', 74),
      minimum('A', 'Fixture Tier A University; Fixture Branch University (Arish and Qantara branches)', 'Engineering', 64, 'medium', 'Single source.'),
      minimum('C', 'All other private universities + Fixture Listed National University', 'Medicine', 79),
      minimum('C', 'All other private universities + Fixture Listed National University', 'Humanities', 53),
      minimum('C-exception', 'Fixture Exception University', 'Humanities', 55, 'medium'),
      minimum('D', 'All other national (ahleya) universities', 'Medicine', 81, 'low', 'Only one TV statement; the tier is our inference.'),
    ]);
    await figures.upsert('technological_admission', [
      rule('Public technological universities (first intake)', 'Technical diploma', 'Eligible, after passing the admission test'),
      rule('National (ahleya) universities', 'Industrial diploma', 'Not accepted'),
      rule('Fixture Technological University - new faculty', 'Thanaweya Amma', 'Eligible (no minimum stated)'),
      rule('Other Technological University - new faculty', 'Thanaweya Amma', 'Eligible (no minimum stated)'),
    ]);
  });
  afterAll(async () => h?.close());

  const admissionOf = async (name: string) => {
    const response = await h.app.inject({ url: `/api/universities/${ids.get(name)}/figures` });
    expect(response.statusCode).toBe(200);
    return response.json().data.admission;
  };
  const percentages = (admission: { tiers: Array<{ tier: string; minimums: Array<{ facultyGroup: string; minPercentage: number }> }> }) =>
    admission.tiers.map((t) => [t.tier, t.minimums.map((m) => `${m.facultyGroup} ${m.minPercentage}`)]);

  it('when a tier names a university (also by its name without a branch note), then its page shows that tier, each minimum with its publisher, year and confidence', async () => {
    const tierA = await admissionOf('Fixture Tier A University');
    expect(tierA.kind).toBe('private-minimums');
    expect(percentages(tierA)).toEqual([['A', ['Medicine 74', 'Engineering 64']]]);
    expect(tierA.tiers[0]).toMatchObject({ admissionYear: 2025, academicYear: '2025/2026', certificate: CERTIFICATE });
    expect(tierA.tiers[0].minimums[1]).toMatchObject({
      sourceName: 'Fixture council, tier A',
      sourceUrls: ['https://example.org/minimums', 'https://example.org/minimums-copy'],
      year: '2025/2026',
      confidence: 'medium',
      confidenceNote: 'Single source.',
      notesArabic: 'مصدر واحد.',
    });
    expect(percentages(await admissionOf('Fixture Branch University'))).toEqual([['A', ['Medicine 74', 'Engineering 64']]]);
  });

  it('when no tier names it, then a private or national university is in the "all other" tier of its type, with its own exception replacing a row', async () => {
    expect(percentages(await admissionOf('Fixture Private University'))).toEqual([['C', ['Medicine 79', 'Humanities 53']]]);
    expect(percentages(await admissionOf('Fixture Listed National University'))).toEqual([['C', ['Medicine 79', 'Humanities 53']]]);
    expect(percentages(await admissionOf('Fixture National University'))).toEqual([['D', ['Medicine 81']]]);
    const exception = await admissionOf('Fixture Exception University');
    expect(percentages(exception)).toEqual([['C', ['Medicine 79', 'Humanities 55']]]);
    expect(exception.tiers[0].minimums[1]).toMatchObject({ confidence: 'medium', sourceName: 'Fixture council, tier C-exception' });
  });

  it("when the university is technological, then its page shows the technological universities' rules and those naming it, never another university's or the national universities'", async () => {
    const technological = await admissionOf('Fixture Technological University');
    expect(technological.kind).toBe('technological');
    expect(technological.rules.map((r: { appliesTo: string }) => r.appliesTo)).toEqual(['Fixture Technological University - new faculty', 'Public technological universities (first intake)']);
    expect(technological.rules[1]).toMatchObject({
      rule: 'Eligible, after passing the admission test',
      ruleArabic: 'يُقبل بعد اجتياز اختبار القبول',
      sourceName: 'Fixture rules report',
      year: '2025/2026',
      confidence: 'medium',
      confidenceNote: 'Single source.',
    });
  });

  it('when the university is Al-Azhar, then its page is told so (its own coordination, no cut-offs here); a public university has none of these', async () => {
    expect(await admissionOf('Fixture Azhar University')).toEqual({ kind: 'al-azhar' });
    expect(await admissionOf('Fixture Public University')).toBeNull();
  });

  it('when guidance reads the minimums, then every private and national university has its tier and no other type has one', async () => {
    const byUniversity = await privateMinimumTiersByUniversity(h.pool);
    expect([...byUniversity.keys()].sort()).toEqual(
      ['Fixture Tier A University', 'Fixture Branch University', 'Fixture Private University', 'Fixture Exception University', 'Fixture Listed National University', 'Fixture National University']
        .map((name) => ids.get(name)!)
        .sort(),
    );
    expect(byUniversity.get(ids.get('Fixture National University')!)![0]!.tier).toBe('D');
  });
});
