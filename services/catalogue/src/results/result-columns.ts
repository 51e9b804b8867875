/**
 * Maps the header row of a results sheet to fields. Names are matched after folding case and
 * Arabic spelling variants (ى/ي, ة/ه, hamza forms), so 'المجموع الكلى' and 'المجموع الكلي' are
 * the same column, as are the ministry's own names ('seating_no', 'arabic_name', 'total_degree').
 */
import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TResultStatus, TResultStream } from '@dalil/contracts/results/result';

const fold = (value: string) => normalizeSearchText(value.replace(/^\uFEFF/, '')).replace(/[_\-\s]+/g, ' ').trim();
const aliases = (...names: string[]) => new Set(names.map(fold));

const HEADERS = {
  seat: aliases('seat_number', 'seating_no', 'seat no', 'seat', 'رقم الجلوس', 'رقم_الجلوس'),
  name: aliases('student_name', 'arabic_name', 'name', 'اسم الطالب بالعربيه', 'اسم الطالب', 'الاسم'),
  total: aliases('total_score', 'total_degree', 'total', 'المجموع الكلى', 'المجموع الكلي', 'المجموع'),
  stream: aliases('stream', 'كود الشعبة', 'الشعبة', 'الشعبه'),
  status: aliases('status', 'student_case_desc', 'حالة الطالب', 'الحالة'),
  maxScore: aliases('max_score', 'النهاية العظمى', 'الدرجة العظمى'),
};

/**
 * Plain Arabic subject names and their English names, with the maximum under each system
 * (old: 410 in all = Arabic 80, first foreign language 50, second 40, four subjects × 60;
 * new from 2025: 320 = Arabic 80, first foreign language 60, three subjects × 60). A year's
 * settings override these (PUT /api/admin/results/years/{year}).
 */
const KNOWN_SUBJECTS: Array<{ ar: string; en: string; max: { old: number | null; new: number | null } }> = [
  { ar: 'اللغة العربية', en: 'Arabic', max: { old: 80, new: 80 } },
  { ar: 'اللغة الأجنبية الأولى', en: 'First foreign language', max: { old: 50, new: 60 } },
  { ar: 'اللغة الأجنبية الثانية', en: 'Second foreign language', max: { old: 40, new: null } },
  { ar: 'الكيمياء', en: 'Chemistry', max: { old: 60, new: 60 } },
  { ar: 'الفيزياء', en: 'Physics', max: { old: 60, new: 60 } },
  { ar: 'الأحياء', en: 'Biology', max: { old: 60, new: 60 } },
  { ar: 'الجيولوجيا وعلوم البيئة', en: 'Geology and environmental science', max: { old: 60, new: null } },
  { ar: 'الرياضيات البحتة', en: 'Pure mathematics', max: { old: 60, new: null } },
  { ar: 'الرياضيات التطبيقية', en: 'Applied mathematics', max: { old: 60, new: null } },
  { ar: 'الرياضيات', en: 'Mathematics', max: { old: null, new: 60 } },
  { ar: 'التاريخ', en: 'History', max: { old: 60, new: 60 } },
  { ar: 'الجغرافيا', en: 'Geography', max: { old: 60, new: 60 } },
  { ar: 'الفلسفة والمنطق', en: 'Philosophy and logic', max: { old: 60, new: null } },
  { ar: 'علم النفس والاجتماع', en: 'Psychology and sociology', max: { old: 60, new: null } },
  { ar: 'الإحصاء', en: 'Statistics', max: { old: null, new: 60 } },
];
const KNOWN_BY_FOLDED = new Map(KNOWN_SUBJECTS.map((s) => [fold(s.ar), s]));

interface SubjectColumn {
  index: number;
  name: string;
  nameArabic: string;
  /** From the header (`English|Arabic|max`), else the year's setting or the known maximum; null when unknown. */
  maxScore: number | null;
}

export interface ResultColumns {
  seat: number;
  name: number;
  total: number;
  stream?: number;
  status?: number;
  maxScore?: number;
  subjects: SubjectColumn[];
}

export class HeaderError extends Error {}

export function mapResultHeader(
  header: string[],
  options: { system: 'old' | 'new'; subjectMaxScores: Record<string, number> },
): ResultColumns {
  const found: Partial<Record<keyof typeof HEADERS, number>> = {};
  const subjects: SubjectColumn[] = [];
  const yearMax = new Map(Object.entries(options.subjectMaxScores).map(([k, v]) => [fold(k), v]));
  header.forEach((raw, index) => {
    const cell = raw.replace(/^\uFEFF/, '').trim();
    if (!cell) return;
    if (cell.includes('|')) {
      const [en = '', ar = '', max = ''] = cell.split('|').map((p) => p.trim());
      const maxScore = Number(max.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))));
      if (!en && !ar) return;
      subjects.push({
        index,
        name: en || ar,
        nameArabic: ar || en,
        maxScore: Number.isFinite(maxScore) && maxScore > 0 ? maxScore : (yearMax.get(fold(ar)) ?? null),
      });
      return;
    }
    const key = fold(cell);
    // Object.entries widens keys to string; they are HEADERS' own.
    for (const [field, names] of Object.entries(HEADERS) as Array<[keyof typeof HEADERS, Set<string>]>) {
      if (names.has(key) && found[field] === undefined) {
        found[field] = index;
        return;
      }
    }
    const known = KNOWN_BY_FOLDED.get(key);
    if (known || yearMax.has(key)) {
      subjects.push({
        index,
        name: known?.en ?? cell,
        nameArabic: known?.ar ?? cell,
        maxScore: yearMax.get(key) ?? known?.max[options.system] ?? null,
      });
    }
    // Anything else (school, administration, ...) is not part of a result and is ignored.
  });
  const missing = (['seat', 'name', 'total'] as const).filter((f) => found[f] === undefined);
  if (missing.length) {
    const label = { seat: 'seat number (seat_number / رقم الجلوس)', name: 'student name (student_name / الاسم)', total: 'total (total_score / المجموع)' };
    throw new HeaderError(`The header row has no ${missing.map((m) => label[m]).join(', ')} column`);
  }
  return { seat: found.seat!, name: found.name!, total: found.total!, stream: found.stream, status: found.status, maxScore: found.maxScore, subjects };
}

const STREAMS = new Map<string, TResultStream>([
  ...['science', 'scientific science', 'علمي علوم', 'علوم', '4'].map((v) => [fold(v), 'science'] as const),
  ...['math', 'maths', 'mathematics', 'scientific math', 'علمي رياضة', 'علمي رياضه', 'رياضة', '5'].map((v) => [fold(v), 'math'] as const),
  ...['literary', 'arts', 'أدبي', 'ادبي', 'أدبى', '2'].map((v) => [fold(v), 'literary'] as const),
]);

/** Undefined for an empty cell, null for a value we do not know. */
export function parseStream(raw: string | undefined): TResultStream | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  const exact = STREAMS.get(raw);
  if (exact) return exact;
  const key = fold(raw);
  if (!key) return undefined;
  return STREAMS.get(key) ?? null;
}

const STATUSES = new Map<string, TResultStatus>([
  ...['passed', 'pass', 'ناجح', 'ناجحة', 'ناجح/ة', '1'].map((v) => [fold(v), 'passed'] as const),
  ...['second-round', 'second round', 'دور ثان', 'دور ثاني', 'دور ثانى', 'ملحق', '2'].map((v) => [fold(v), 'second-round'] as const),
  ...['failed', 'fail', 'راسب', 'راسبة', 'راسب/ة', '3'].map((v) => [fold(v), 'failed'] as const),
]);

export function parseStatus(raw: string | undefined): TResultStatus | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  const exact = STATUSES.get(raw);
  if (exact) return exact;
  const key = fold(raw);
  if (!key) return undefined;
  return STATUSES.get(key) ?? null;
}

export { fold as foldHeader };
