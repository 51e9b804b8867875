import type { TScrapeKind } from '@dalil/contracts/jobs/queues';
import type { ScrapedByKind } from '@dalil/contracts/jobs/scraped-records';
import { parseScuUniversities, parseStudyInEgyptUniversities } from './universities.ts';
import { parseCheveningScholarships, parseDaadScholarships, parseFulbrightScholarships, parseScholarshipLinks } from './scholarships.ts';
import { parseIndicatorTable, parseJobPostings, parseNumbeoCosts } from './figures.ts';

export interface Parser<K extends TScrapeKind = TScrapeKind> {
  kinds: K[];
  /** For rendered pages: what to wait for before reading the DOM. */
  waitForSelector?: string;
  parse(html: string, sourceUrl: string): Array<ScrapedByKind[K]>;
}

/** parser id (stored on each registry row) → parser. */
export const PARSERS: Record<string, Parser> = {
  'scu-universities': { kinds: ['universities'], parse: parseScuUniversities },
  'study-in-egypt-universities': { kinds: ['universities'], waitForSelector: '.university-card', parse: parseStudyInEgyptUniversities },
  'daad-scholarships': { kinds: ['scholarships'], waitForSelector: '.c-result-list__item', parse: parseDaadScholarships },
  'fulbright-scholarships': { kinds: ['scholarships'], parse: parseFulbrightScholarships },
  'chevening-scholarships': { kinds: ['scholarships'], parse: parseCheveningScholarships },
  'generic-scholarship-links': { kinds: ['scholarships'], parse: parseScholarshipLinks },
  'wuzzuf-jobs': { kinds: ['jobs'], waitForSelector: 'h2 a', parse: parseJobPostings },
  'forasna-jobs': { kinds: ['jobs'], parse: parseJobPostings },
  'capmas-indicators': { kinds: ['jobs', 'costs'], parse: parseIndicatorTable },
  'numbeo-costs': { kinds: ['costs'], parse: parseNumbeoCosts },
};
