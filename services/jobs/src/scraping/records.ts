/** What the parsers extract, per kind, before the catalogue decides what to upsert. */
export interface ScrapedUniversity {
  name: string;
  nameArabic?: string;
  type?: 'public' | 'private' | 'national';
  city?: string;
  website?: string;
  sourceUrl: string;
}

export interface ScrapedScholarship {
  name: string;
  provider: string;
  applicationLink: string;
  deadline?: string;
  description?: string;
  type?: 'domestic' | 'international' | 'mixed';
  sourceUrl: string;
}

export interface ScrapedJobPosting {
  title: string;
  company?: string;
  location?: string;
  link?: string;
  sourceUrl: string;
}

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
