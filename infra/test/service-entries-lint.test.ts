/**
 * The lint rule "service public entries" (eslint.config.js): code outside a service imports it
 * only through its package entries. Each snippet is linted as if it were a file of the given
 * folder, with the repository's own ESLint configuration.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the entry rules for `code` linted as `filePath` (an existing file, so the type-aware rules find it in its tsconfig). */
async function entryProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'service-entries/no-internals' || m.ruleId === 'no-restricted-imports');
}

describe('service public entries (lint)', { timeout: 180_000 }, () => {
  it.each([
    ['a service file by a package path', "import { importResults } from '@dalil/catalogue/results/import-results';\nexport const run = importResults;\n"],
    ['a service file by a relative path', "import { importResults } from '../../../services/catalogue/src/results/import-results.ts';\nexport const run = importResults;\n"],
    ['a service file for its types only', "import type { ScrapeSourceRepository } from '../../../services/jobs/src/scrape-sources/index.ts';\nexport type Sources = ScrapeSourceRepository;\n"],
    ['a service file to re-export it', "export { runScrape } from '../../../services/jobs/src/scraping/run-scrape.ts';\n"],
  ])('when a worker file reaches %s, then lint fails', async (_, code) => {
    expect(await entryProblems('workers/src/jobs/scrape.ts', code)).toEqual([expect.objectContaining({ message: expect.stringMatching(/only through its package entries/) })]);
  });

  it('when a harness imports a test helper of a service or a gateway file by path, then lint fails', async () => {
    expect(await entryProblems('web/e2e/jobs.e2e.ts', "import { makePdf } from '../../services/catalogue/test/documents/make-pdf.ts';\nexport const pdf = makePdf;\n")).toHaveLength(1);
    expect(await entryProblems('web/e2e/admin-guard.e2e.ts', "import { ROUTE_TABLE } from '../../gateway/src/route-table.ts';\nexport const table = ROUTE_TABLE;\n")).toHaveLength(1);
  });

  it('when outside code imports the entries, then lint passes', async () => {
    expect(await entryProblems('workers/src/jobs/scrape.ts', "import { runScrape } from '@dalil/jobs/worker';\nimport { scrapedRecordWriter } from '@dalil/catalogue/worker';\nexport const both = [runScrape, scrapedRecordWriter];\n")).toEqual([]);
    expect(await entryProblems('web/e2e/jobs.e2e.ts', "import { makePdf } from '@dalil/catalogue/testing';\nimport { ROUTE_TABLE } from '@dalil/gateway/testing';\nexport const both = [makePdf, ROUTE_TABLE];\n")).toEqual([]);
  });
});
