/**
 * Fields of study a faculty belongs to, for filtering guidance ("I want engineering"). A
 * faculty's field is read from its English name (classifyFaculty); the catalogue stores it.
 */
export const FACULTY_FIELDS = [
  'medicine',
  'dentistry',
  'pharmacy',
  'physical-therapy',
  'veterinary',
  'nursing',
  'engineering',
  'computing',
  'science',
  'business',
  'economics-politics',
  'law',
  'media',
  'languages',
  'arts',
  'archaeology',
  'education',
  'agriculture',
  'other',
] as const;
export type TFacultyField = (typeof FACULTY_FIELDS)[number];

const RULES: ReadonlyArray<[RegExp, TFacultyField]> = [
  [/veterinar/i, 'veterinary'],
  [/dentist|dental/i, 'dentistry'],
  [/physical therapy|physiotherapy/i, 'physical-therapy'],
  [/pharmac/i, 'pharmacy'],
  [/nursing/i, 'nursing'],
  [/medicine|medical/i, 'medicine'],
  [/computer|artificial intelligence|informatics|data science|information technology/i, 'computing'],
  [/engineering|planning/i, 'engineering'],
  [/econom|political|politics/i, 'economics-politics'],
  [/commerce|business|management|accounting/i, 'business'],
  [/\blaw\b|legal/i, 'law'],
  [/mass communication|media|journalism/i, 'media'],
  [/archaeolog/i, 'archaeology'],
  [/alsun|languages|linguistics|translation/i, 'languages'],
  [/education/i, 'education'],
  [/agricultur/i, 'agriculture'],
  [/\barts\b|humanities/i, 'arts'],
  [/science/i, 'science'],
];

/** The field of a faculty from its English name ("Faculty of Engineering at Shoubra" → engineering). */
export function classifyFaculty(nameEnglish: string): TFacultyField {
  for (const [pattern, field] of RULES) if (pattern.test(nameEnglish)) return field;
  return 'other';
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A faculty's key within its university: its English name as a slug, plus the campus when it is
 * listed for one ("Faculty of Engineering", "Shoubra" → "faculty-of-engineering--shoubra").
 * Names with no Latin letters fall back to a hash of the name.
 */
export function facultyKey(name: string, campus?: string | null): string {
  let base = slug(name);
  if (!base) {
    let hash = 0;
    for (const ch of name) hash = (Math.imul(hash, 31) + ch.codePointAt(0)!) | 0;
    base = `faculty-${(hash >>> 0).toString(36)}`;
  }
  const place = campus ? slug(campus) : '';
  return place ? `${base}--${place}` : base;
}
