/**
 * The lint rules "catalogue layer order" (eslint.config.js): a catalogue folder imports only lower
 * layers, type imports included; only server.ts imports a service's app.ts; and no import cycle,
 * even one closed by `import type`. Each snippet is linted as if it were the given existing file
 * (so the type-aware rules find it in its tsconfig), with the repository's own configuration.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LAYER_RULES = ['layers/one-way', 'layers/no-import-cycle'];
// Only the rules under test run: the others would only slow the test down.
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => LAYER_RULES.includes(ruleId) });
const CATALOGUE = 'services/catalogue/src';

async function layerProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const backEdge = (rule: string) => expect.objectContaining({ rule: 'layers/one-way', message: expect.stringContaining(rule) });

describe('catalogue layer order (lint)', { timeout: 180_000 }, () => {
  it.each([
    ['a value import', "import { createResultsCache } from '../guidance/index.ts';\nexport const cache = createResultsCache;\n"],
    ['a type import', "import type { GuidanceData } from '../guidance/index.ts';\nexport type Data = GuidanceData;\n"],
    ['a type re-export', "export type { GuidanceData } from '../guidance/index.ts';\n"],
  ])('when results reaches up to guidance by %s, then lint fails', async (_, code) => {
    expect(await layerProblems(`${CATALOGUE}/results/numbers.ts`, code)).toEqual([backEdge('results may import only')]);
  });

  it('when a folder imports another of its own layer, or a feature file imports a route or root file, then lint fails', async () => {
    const sibling = "import type { ScholarshipData } from '../scholarships/index.ts';\nexport type Data = ScholarshipData;\n";
    expect(await layerProblems(`${CATALOGUE}/programs/read-programs.ts`, sibling)).toEqual([backEdge('never scholarships')]);
    const context = "import type { CatalogueDeps } from '../context.ts';\nexport type Deps = CatalogueDeps;\n";
    expect(await layerProblems(`${CATALOGUE}/guidance/university-cutoffs.ts`, context)).toEqual([backEdge('a route file or a root file')]);
  });

  it('when a route file imports app.ts, even for a type, then lint fails (and the loop it closes is a cycle)', async () => {
    const problems = await layerProblems(`${CATALOGUE}/careers/routes.ts`, "import type { ServiceApp } from '@dalil/service-kit/create-service';\nimport type { buildApp } from '../app.ts';\nexport type App = ServiceApp | typeof buildApp;\n");
    expect(problems).toEqual(
      expect.arrayContaining([
        { rule: 'layers/one-way', message: expect.stringContaining('Only server.ts imports app.ts') },
        { rule: 'layers/no-import-cycle', message: expect.stringContaining('careers/routes.ts → services/catalogue/src/app.ts → services/catalogue/src/careers/routes.ts') },
      ]),
    );
  });

  it('when two files of one folder import each other only through `import type`, then lint fails', async () => {
    // common/index.ts re-exports faculties.ts: a type import back closes the loop.
    const problems = await layerProblems(`${CATALOGUE}/common/faculties.ts`, "import type { SheetRow } from './index.ts';\nexport type Row = SheetRow;\n");
    expect(problems).toEqual([{ rule: 'layers/no-import-cycle', message: expect.stringContaining('common/faculties.ts → services/catalogue/src/common/index.ts → services/catalogue/src/common/faculties.ts') }]);
  });

  it('when a folder imports a lower layer, and a route file any layer, then lint passes', async () => {
    expect(await layerProblems(`${CATALOGUE}/guidance/university-cutoffs.ts`, "import { createCutoffsRepository } from '../results/index.ts';\nexport const cutoffs = createCutoffsRepository;\n")).toEqual([]);
    expect(await layerProblems(`${CATALOGUE}/results/routes.ts`, "import type { ResultsCache } from '../guidance/index.ts';\nexport type Cache = ResultsCache;\n")).toEqual([]);
  });
});
