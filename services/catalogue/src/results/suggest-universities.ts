/**
 * University suggestions from published admission cut-offs. For each university and faculty
 * open to the student's stream, the latest published cut-off is compared with the student's
 * percentage: well above it is 'likely', just above it 'possible', just below it (within the
 * reach margin) 'reach'. Nothing is suggested without cut-off data: the note says so instead.
 */
import { normalizeSearchText } from '@dalil/contracts/common/text';
import type { TResultStatus, TResultStream, TSuggestion, TSuggestionGroups } from '@dalil/contracts/results/result';
import type { CutoffRecord } from './cutoffs-repository.ts';
import type { UniversityDirectory } from './university-directory.ts';

/** Percentage points above the cut-off from which a place is 'likely' rather than 'possible'. */
export const LIKELY_MARGIN = 2;
/** Percentage points below the cut-off still shown, as 'reach'. */
export const REACH_MARGIN = 2;
/** Each group is capped so a top student's page stays readable. */
export const GROUP_LIMIT = 25;

export type SuggestionNoteCode = 'no-stream' | 'no-cutoffs' | 'not-passed' | 'none-in-range';
export interface SuggestionOutcome {
  groups: TSuggestionGroups;
  note: string | null;
  noteCode: SuggestionNoteCode | null;
}

const STREAM_LABEL: Record<TResultStream, string> = { science: 'science (علمي علوم)', math: 'mathematics (علمي رياضة)', literary: 'literary (أدبي)' };

export function suggestUniversities(
  student: { percentage: number; stream: TResultStream | null; status: TResultStatus | null },
  cutoffs: CutoffRecord[],
  universities: UniversityDirectory,
): SuggestionOutcome {
  const groups: TSuggestionGroups = { likely: [], possible: [], reach: [] };
  if (student.status === 'failed' || student.status === 'second-round') {
    return { groups, noteCode: 'not-passed', note: 'University suggestions are given for students who passed; after the second round the suggestions appear with the new result.' };
  }
  if (!student.stream) {
    return { groups, noteCode: 'no-stream', note: "The results file does not give this student's stream, so no cut-offs can be compared." };
  }
  const latest = latestCutoffs(cutoffs, student.stream);
  if (latest.length === 0) {
    return {
      groups,
      noteCode: 'no-cutoffs',
      note: `No admission cut-offs have been published here for the ${STREAM_LABEL[student.stream]} stream yet, so there are no university suggestions.`,
    };
  }
  for (const cutoff of latest) {
    const margin = Math.round((student.percentage - cutoff.effectivePercentage) * 100) / 100;
    const group = margin >= LIKELY_MARGIN ? 'likely' : margin >= 0 ? 'possible' : margin >= -REACH_MARGIN ? 'reach' : undefined;
    if (!group) continue;
    const university = cutoff.allPublicUniversities ? undefined : universities.find(cutoff.universityName) ?? universities.find(cutoff.universityNameArabic);
    const suggestion: TSuggestion = {
      group,
      universityName: university?.name ?? cutoff.universityName,
      universityNameArabic: university?.nameArabic ?? cutoff.universityNameArabic,
      universityId: university?.id ?? null,
      allPublicUniversities: cutoff.allPublicUniversities,
      facultyName: cutoff.facultyName,
      facultyNameArabic: cutoff.facultyNameArabic,
      stream: cutoff.stream,
      cutoffPercentage: cutoff.effectivePercentage,
      cutoffScore: cutoff.minScore,
      cutoffMaxScore: cutoff.maxScoreOfYear,
      cutoffYear: cutoff.year,
      margin,
      sourceUrl: cutoff.sourceUrl,
    };
    groups[group].push(suggestion);
  }
  // Best match first: the most selective place the student qualifies for, and for reach the nearest.
  groups.likely.sort((a, b) => b.cutoffPercentage - a.cutoffPercentage || b.cutoffYear - a.cutoffYear);
  groups.possible.sort((a, b) => b.cutoffPercentage - a.cutoffPercentage || b.cutoffYear - a.cutoffYear);
  groups.reach.sort((a, b) => a.cutoffPercentage - b.cutoffPercentage || b.cutoffYear - a.cutoffYear);
  for (const key of ['likely', 'possible', 'reach'] as const) groups[key] = groups[key].slice(0, GROUP_LIMIT);
  const none = groups.likely.length + groups.possible.length + groups.reach.length === 0;
  return {
    groups,
    noteCode: none ? 'none-in-range' : null,
    note: none ? `No published cut-off for the ${STREAM_LABEL[student.stream]} stream is within ${REACH_MARGIN} points of this percentage.` : null,
  };
}

type Usable = CutoffRecord & { effectivePercentage: number };
const latestByStream = new WeakMap<CutoffRecord[], Map<TResultStream, Usable[]>>();

/**
 * The latest published cut-off per university and faculty, for this stream or for all streams.
 * Worked out once per loaded cut-offs list and stream, not on every lookup.
 */
function latestCutoffs(cutoffs: CutoffRecord[], stream: TResultStream): Usable[] {
  let byStream = latestByStream.get(cutoffs);
  if (!byStream) latestByStream.set(cutoffs, (byStream = new Map()));
  const known = byStream.get(stream);
  if (known) return known;
  const latest = new Map<string, Usable>();
  for (const cutoff of cutoffs) {
    if (cutoff.effectivePercentage === null) continue;
    if (cutoff.stream !== null && cutoff.stream !== stream) continue;
    const key = `${normalizeSearchText(cutoff.universityName)}|${normalizeSearchText(cutoff.facultyName)}`;
    const held = latest.get(key);
    if (!held || cutoff.year > held.year || (cutoff.year === held.year && cutoff.stream !== null && held.stream === null)) {
      latest.set(key, cutoff as Usable);
    }
  }
  const list = [...latest.values()];
  byStream.set(stream, list);
  return list;
}
