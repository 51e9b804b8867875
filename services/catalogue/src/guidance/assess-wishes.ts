/**
 * A wish list assessed for one total: each wish measured exactly as a suggestion is (the same
 * years, percentages and margins), in the order the student gave, including the wishes no
 * suggestion would show (too far below, the wrong stream, no cut-off).
 */
import { GUIDANCE_YEARS, STALE_AFTER_YEARS } from '@dalil/contracts/guidance/suggestions';
import { wishToken, type TAssessedWish, type TWishAssessment, type TWishRef } from '@dalil/contracts/guidance/wishes';
import type { TResultStream } from '@dalil/contracts/results/result';
import { RESULT_STREAMS } from '@dalil/contracts/common/streams';
import type { FacultyOffer, GuidanceData, GuidanceUniversity } from './guidance-data.ts';
import { exactPercentage, referenceYear, round2, tierOf, trendOf, universityOf } from './suggest-faculties.ts';

export interface WishStudent {
  score: number;
  maxScore: number;
  stream: TResultStream;
  year: number;
}

const offerKey = (offer: FacultyOffer) => wishToken({ universityId: offer.university.id, facultyKey: offer.faculty.key });

interface WishLookups {
  byStream: Map<TResultStream, Map<string, FacultyOffer>>;
  universities: Map<string, GuidanceUniversity>;
}
// Built once per guidance index, not per answer: every stream's ~4,000 offers by token.
const lookups = new WeakMap<GuidanceData, WishLookups>();
function lookupsOf(data: GuidanceData): WishLookups {
  let kept = lookups.get(data);
  if (!kept) {
    const byStream = new Map(RESULT_STREAMS.map((stream) => [stream, new Map(data.offers[stream].map((o) => [offerKey(o), o]))]));
    const universities = new Map<string, GuidanceUniversity>(
      [...data.offers.science, ...data.offers.math, ...data.offers.literary].map((o) => [o.university.id, o.university] as const),
    );
    for (const u of data.otherUniversities) universities.set(u.id, u);
    lookups.set(data, (kept = { byStream, universities }));
  }
  return kept;
}

/** What an ok wish says that depends only on its offer and the years compared, not on the total. */
type WishStanding = Pick<TAssessedWish, 'university' | 'faculty' | 'campus' | 'history' | 'trend' | 'stale'> & { latest: NonNullable<TAssessedWish['latest']> };

// Kept per offer and years compared: each answer shares these objects (and wish-answer-json.ts
// their JSON) instead of building 75 of each again for every total asked.
const standings = new WeakMap<FacultyOffer, Map<string, WishStanding | null>>();
function standingOf(own: FacultyOffer, yearsUsed: readonly number[], yearsKey: string, now: number): WishStanding | null {
  let byYears = standings.get(own);
  if (!byYears) standings.set(own, (byYears = new Map()));
  if (byYears.has(yearsKey)) return byYears.get(yearsKey)!;
  const history = own.points.filter((p) => yearsUsed.includes(p.year));
  const latest = history.at(-1);
  const standing: WishStanding | null = latest
    ? {
        university: universityOf(own.university),
        faculty: own.faculty,
        campus: own.campus,
        latest,
        history: history.map(({ year, stage, minScore, maxScore, percentage }) => ({ year, stage, minScore, maxScore, percentage })),
        trend: trendOf(history).trend,
        stale: latest.year < now - STALE_AFTER_YEARS,
      }
    : null;
  byYears.set(yearsKey, standing);
  return standing;
}

export function assessWishes(data: GuidanceData, student: WishStudent, wishes: readonly TWishRef[], now = new Date().getUTCFullYear()): TWishAssessment {
  const precise = (student.score / student.maxScore) * 100;
  // The same reference year as the suggestions: the newest year of final minimums (docs/guidance.md).
  const refYear = referenceYear(data.finalYears.length ? data.finalYears : data.years, student.year);
  const yearsUsed = refYear === null ? [] : data.years.filter((y) => y <= refYear && y > refYear - GUIDANCE_YEARS);
  const { byStream, universities } = lookupsOf(data);

  const yearsKey = `${yearsUsed.join(',')}|${now}`;
  const assess = (wish: TWishRef): TAssessedWish => {
    const key = wishToken(wish);
    const blank = { ...wish, campus: null, tier: null, margin: null, latest: null, history: [], trend: null, stale: false };
    const own = byStream.get(student.stream)!.get(key);
    const standing = own ? standingOf(own, yearsUsed, yearsKey, now) : null;
    if (own && standing) {
      const margin = round2(precise - exactPercentage(standing.latest));
      return { ...wish, status: 'ok', tier: tierOf(margin) ?? 'unlikely', margin, ...standing };
    }
    if (own) return { ...blank, status: 'no-cutoff', university: universityOf(own.university), faculty: own.faculty, campus: own.campus };
    const other = RESULT_STREAMS.map((s) => byStream.get(s)!.get(key)).find((o) => o !== undefined);
    if (other) return { ...blank, status: 'wrong-stream', university: universityOf(other.university), faculty: other.faculty, campus: other.campus };
    const university = universities.get(wish.universityId);
    const faculty = university?.faculties.find((f) => f.key === wish.facultyKey);
    if (university && faculty) {
      return {
        ...blank,
        status: 'no-cutoff',
        university: universityOf(university),
        faculty: { key: faculty.key, name: faculty.name, nameArabic: faculty.nameArabic, field: faculty.field },
        campus: faculty.campus,
      };
    }
    return { ...blank, status: 'unknown', university: null, faculty: null };
  };

  return {
    student: { score: student.score, maxScore: student.maxScore, percentage: round2(precise), stream: student.stream, year: student.year },
    referenceYear: refYear,
    yearsUsed,
    wishes: wishes.map(assess),
  };
}
