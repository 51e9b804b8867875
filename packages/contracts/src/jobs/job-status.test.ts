import { describe, expect, it } from 'vitest';
import { jobStatusOf } from './jobs.ts';

const source = (error: string | null) => ({ sourceId: 's', name: 'S', kind: 'universities', count: error ? 0 : 3, written: 0, error });

describe('job status', () => {
  it('when every source of a finished run failed, then the run is failed', () => {
    expect(jobStatusOf('completed', { failedSources: 10, sources: Array.from({ length: 10 }, () => source('ENOTFOUND')) })).toBe('failed');
  });

  it('when some sources failed, then the run completed with errors', () => {
    expect(jobStatusOf('completed', { failedSources: 1, sources: [source('ENOTFOUND'), source(null)] })).toBe('completed-with-errors');
  });

  it('when no source failed, or the job is not a scraping run, then the status is its state', () => {
    expect(jobStatusOf('completed', { failedSources: 0, sources: [source(null)] })).toBe('completed');
    expect(jobStatusOf('completed', { recordsProcessed: 3, rejectedCount: 0 })).toBe('completed');
    expect(jobStatusOf('completed', null)).toBe('completed');
    expect(jobStatusOf('active', { failedSources: 2, sources: [] })).toBe('active');
    expect(jobStatusOf('failed', null)).toBe('failed');
  });
});
