import { DEFAULT_MAX_SCORE, defaultSystemOf, type TResultSystem, type TResultYearSettings } from '@dalil/contracts/results/result';
import type { Queryable } from '@dalil/service-kit/database';

interface YearRow {
  year: number;
  system: TResultSystem;
  max_score: string;
  subject_max_scores: Record<string, number>;
  row_count: number;
  imported_at: Date | null;
}

const toSettings = (row: YearRow): TResultYearSettings => ({
  year: row.year,
  system: row.system,
  maxScore: Number(row.max_score),
  subjectMaxScores: row.subject_max_scores,
  rowCount: row.row_count,
  importedAt: row.imported_at ? row.imported_at.toISOString() : null,
});

/** Year settings: system, maximum total, plain-subject maximums, and what the last import loaded. */
export function createResultYearsRepository(db: Queryable) {
  return {
    async list(): Promise<TResultYearSettings[]> {
      const { rows } = await db.query<YearRow>('select * from result_years order by year desc');
      return rows.map(toSettings);
    },
    async find(year: number): Promise<TResultYearSettings | undefined> {
      const { rows } = await db.query<YearRow>('select * from result_years where year = $1', [year]);
      return rows[0] ? toSettings(rows[0]) : undefined;
    },
    /** Years that have results, newest first. */
    async yearsWithData(): Promise<number[]> {
      const { rows } = await db.query<{ year: number }>('select year from result_years where row_count > 0 order by year desc');
      return rows.map((r) => r.year);
    },
    /**
     * Settings for an import or an administrator's change: a given system that differs from the
     * stored one resets the maximum to that system's default unless a maximum is given too.
     */
    async upsert(
      year: number,
      change: { system?: TResultSystem; maxScore?: number; subjectMaxScores?: Record<string, number> },
    ): Promise<TResultYearSettings> {
      const current = await this.find(year);
      const system = change.system ?? current?.system ?? defaultSystemOf(year);
      const maxScore =
        change.maxScore ?? (current && current.system === system ? current.maxScore : DEFAULT_MAX_SCORE[system]);
      const subjects = change.subjectMaxScores ?? current?.subjectMaxScores ?? {};
      const { rows } = await db.query<YearRow>(
        `insert into result_years (year, system, max_score, subject_max_scores) values ($1, $2, $3, $4)
         on conflict (year) do update set system = excluded.system, max_score = excluded.max_score,
           subject_max_scores = excluded.subject_max_scores, updated_at = now()
         returning *`,
        [year, system, maxScore, JSON.stringify(subjects)],
      );
      return toSettings(rows[0]!);
    },
    /** After a year's results were imported: how many rows it holds and its subject columns as [name, Arabic name, maximum]. */
    async recordImport(year: number, rowCount: number, subjectColumns: ReadonlyArray<readonly [string, string | null, number | null]>): Promise<void> {
      await db.query('update result_years set row_count = $2, subject_columns = $3, imported_at = now(), updated_at = now() where year = $1', [
        year,
        rowCount,
        JSON.stringify(subjectColumns),
      ]);
    },
  };
}
export type ResultYearsRepository = ReturnType<typeof createResultYearsRepository>;
