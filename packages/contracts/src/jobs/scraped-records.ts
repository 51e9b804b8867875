/**
 * What a scraper hands over, per kind: the jobs service's parsers produce these records and the
 * catalogue writes the universities, scholarships and city price lines among them. A record
 * crosses the worker on its way, so the catalogue validates universities and scholarships with
 * these schemas again before it writes. The fields are those the parsers fill or the
 * catalogue's fill-only-what-is-missing rule writes.
 */
import { z } from 'zod';
import { UNIVERSITY_TYPES } from '../catalogue/university.ts';
import { SCHOLARSHIP_COVERAGES, ZScholarshipTypeInput } from '../catalogue/scholarship.ts';
import { dateField, optionalText, optionalUrl, requiredText } from '../catalogue/fields.ts';
import type { TScrapeKind } from './queues.ts';

const ZSourceUrls = z.array(z.url({ protocol: /^https?$/ })).optional();

export const ZScrapedUniversity = z.object({
  name: requiredText('name', 300),
  nameArabic: optionalText('nameArabic', 300),
  // A list that does not say which kind of university it lists is read as the public universities'.
  type: z.enum(UNIVERSITY_TYPES, { message: `type must be one of: ${UNIVERSITY_TYPES.join(', ')}` }).default('public'),
  description: optionalText('description'),
  city: optionalText('city', 200),
  cityArabic: optionalText('cityArabic', 200),
  website: optionalUrl('website'),
  applicationLink: optionalUrl('applicationLink'),
  faculties: z.array(z.object({ name: requiredText('faculty name', 300), nameArabic: optionalText('faculty nameArabic', 300) })).optional(),
  sourceUrl: optionalUrl('sourceUrl'),
  sourceUrls: ZSourceUrls,
});

/** A scraped university: a name, and whatever else the page gave. */
export type ScrapedUniversity = z.input<typeof ZScrapedUniversity>;

export const ZScrapedScholarship = z.object({
  name: requiredText('name', 300),
  provider: optionalText('provider', 300),
  // The scholarship pages scraped are foreign providers' unless a page says otherwise.
  type: ZScholarshipTypeInput.default('international'),
  coverage: z.enum(SCHOLARSHIP_COVERAGES).nullish(),
  deadline: dateField('deadline').nullish(),
  level: z.array(z.string().trim().min(1)).optional(),
  applicationLink: optionalUrl('applicationLink'),
  description: optionalText('description'),
  sourceUrl: optionalUrl('sourceUrl'),
  sourceUrls: ZSourceUrls,
});

/** A scraped scholarship. */
export type ScrapedScholarship = z.input<typeof ZScrapedScholarship>;

/** A job board's posting; counted and reported, the catalogue has no record for it. */
export interface ScrapedJobPosting {
  title: string;
  company?: string;
  location?: string;
  link?: string;
  sourceUrl: string;
}

/** One line of a statistics or price table. */
export interface ScrapedFigure {
  /** Indicator or price line as the source names it. */
  label: string;
  value: number;
  unit?: string;
  city?: string;
  sourceUrl: string;
}

export interface ScrapedByKind {
  universities: ScrapedUniversity;
  scholarships: ScrapedScholarship;
  jobs: ScrapedJobPosting | ScrapedFigure;
  costs: ScrapedFigure;
}

/** Writes one source's records of a kind; answers how many were added or completed. */
export type ScrapedRecordWriter = <K extends TScrapeKind>(kind: K, items: Array<ScrapedByKind[K]>) => Promise<number>;
