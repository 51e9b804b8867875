/**
 * Dalil's Arabic for the English texts of the data: a text is translated sentence by sentence,
 * only whole (never half of it), and every text the pages show from the published files has its
 * translation written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { arabicOf, sentencesOf } from '../../src/common/translations.ts';
import { SEED_DIRECTORY } from '../../src/seed/seed-catalogue.ts';

const MEMORY = new Map([
  ['Year not stated.', 'العام غير مذكور.'],
  ['Lower rates apply to some nationalities (e.g. Sudanese USD 600).', 'تُطبَّق أسعار أقل على بعض الجنسيات (مثل السودانيين: 600 دولار).'],
  ['Single source.', 'مصدر واحد.'],
]);

describe('translations of the data', () => {
  it('when a text is cut into sentences, then "e.g." and its kind end none', () => {
    expect(sentencesOf('Lower rates apply to some nationalities (e.g. Sudanese USD 600). Single source.')).toEqual([
      'Lower rates apply to some nationalities (e.g. Sudanese USD 600).',
      'Single source.',
    ]);
  });

  it('when every sentence of a text is translated, then its Arabic is the sentences in order; when one is not, then it has none', () => {
    expect(arabicOf('Single source. Year not stated.', MEMORY)).toBe('مصدر واحد. العام غير مذكور.');
    expect(arabicOf('Single source. A sentence nobody translated.', MEMORY)).toBeNull();
    expect(arabicOf(null, MEMORY)).toBeNull();
    expect(arabicOf('  ', MEMORY)).toBeNull();
  });

  // The columns the pages show in English from each published file.
  const SHOWN: Record<string, string[]> = {
    'university-fees.csv': ['notes'],
    'career-salaries.csv': ['level', 'notes'],
    'career-growth.csv': ['indicator', 'unit', 'notes'],
    'private-minimums-2025.csv': ['certificate', 'universities_in_tier', 'notes'],
    'technological-admission.csv': ['applies_to', 'rule_or_minimum', 'details', 'notes'],
  };
  for (const [file, columns] of Object.entries(SHOWN)) {
    it(`when ${file} is shown in Arabic, then each of its texts (${columns.join(', ')}) has Dalil's translation`, () => {
      const rows = parse(readFileSync(path.join(SEED_DIRECTORY, file)), { columns: true, bom: true }) as Array<Record<string, string>>;
      const untranslated = rows.flatMap((row) => columns.map((column) => row[column]!).filter((text) => text.trim() && arabicOf(text) === null));
      expect(untranslated).toEqual([]);
    });
  }
});
