// Lint: bugs the type checker cannot see (promises left floating or passed where a callback
// returning nothing is expected, awaits of non-promises, needless assertions) and the
// architecture's import boundaries (docs/architecture.md). Style is left to the code review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import { readFileSync } from 'node:fs';
import { noImportCycle } from './eslint-import-cycles.js';

const TS_FILES = ['**/*.ts', '**/*.tsx'];

/**
 * no-unnecessary-type-assertion without its "type arguments may be inferred from the assertion"
 * report: that one flags needed casts (Object.entries keys, csv-parse rows) and asks for a rewrite,
 * not a fix.
 */
const assertionRule = tseslint.plugin.rules['no-unnecessary-type-assertion'];
const unnecessaryAssertion = {
  ...assertionRule,
  create: (context) =>
    assertionRule.create(
      Object.create(context, {
        report: { value: (descriptor) => descriptor.messageId === 'contextuallyInferredTypeArguments' || context.report(descriptor) },
      }),
    ),
};
const TSCONFIGS = ['tsconfig.json', 'web/tsconfig.json', 'web/e2e/tsconfig.json'];

/** What each part of the tree is, for the boundary rules; the first pattern a file matches wins. */
const ELEMENTS = [
  { type: 'contracts', pattern: 'packages/contracts' },
  { type: 'service-kit', pattern: 'packages/service-kit' },
  { type: 'service-feature', pattern: 'services/*/src/*', capture: ['service', 'feature'] },
  { type: 'service', pattern: 'services/*/src', capture: ['service'] },
  { type: 'service-test', pattern: 'services/*/{test,scripts,seed}', capture: ['service'] },
  { type: 'gateway', pattern: 'gateway/src' },
  { type: 'workers', pattern: 'workers/src' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'web/src' },
  // Test harnesses and tooling start several services in one process; they may import any of them.
  { type: 'harness', pattern: '{gateway/test,workers/test,infra,web/e2e,web/build}' },
].map((element) => ({ ...element, partialMatch: false }));

/** Each service's public entries, read from its package.json `exports`. */
const SERVICE_PACKAGES = ['services/catalogue', 'services/jobs', 'services/ads', 'services/auth', 'services/config', 'gateway'].map((root) => {
  const { name, exports } = JSON.parse(readFileSync(`${import.meta.dirname}/${root}/package.json`, 'utf8'));
  return { root, name, entries: Object.keys(exports).map((key) => key.slice(2)), files: Object.values(exports).map((file) => file.slice(2)) };
});
const SERVICE_ENTRY_MESSAGE = 'Import a service from outside it only through its package entries: @dalil/<service>/worker or @dalil/<service>/testing.';
const OUTSIDE_ROOTS = ['packages', 'workers', 'web', 'infra', ...SERVICE_PACKAGES.map((p) => p.root)];
/** A service's folder is closed to every other folder except for its entry files. */
const SERVICE_ENTRY_ZONES = SERVICE_PACKAGES.map(({ root, files }) => ({
  from: root,
  except: files,
  target: OUTSIDE_ROOTS.filter((other) => other !== root),
  message: SERVICE_ENTRY_MESSAGE,
}));
/** `@dalil/<service>/<anything but an entry>`. */
const INTERNAL_PACKAGE_PATHS = SERVICE_PACKAGES.map(({ name, entries }) => ({ regex: `^${name}/(?!(${entries.join('|')})$)`, message: SERVICE_ENTRY_MESSAGE }));

const SERVICE = ['service', 'service-feature'];
const WEB = ['web', 'web-feature'];
const TESTS = ['harness', 'service-test'];

// ------------------------------------------------------------------ catalogue layer order
// services/catalogue/src, lowest layer first (docs/architecture.md, "Catalogue layers and data
// access"). A folder imports its own files and the folders of LOWER layers only; two folders of one
// layer never import each other. `import type` counts: no-restricted-paths checks it too.
const CATALOGUE_SRC = 'services/catalogue/src';
const CATALOGUE_LAYERS = [
  ['common', 'search', 'events'],
  ['programs', 'scholarships', 'cost-of-living', 'documents'],
  ['universities', 'careers'],
  ['results'],
  ['guidance'],
  ['bulk-import', 'data-health'],
  ['seed'],
];
// Above every layer: the files that register routes (a feature's routes.ts and *-routes.ts) and the
// service's own root files (app.ts, server.ts, context.ts, …), except config.ts, which all may read.
const CATALOGUE_ROUTE_FILES = `${CATALOGUE_SRC}/*/{routes,*-routes}.ts`;
const CATALOGUE_TOP_FILES = `${CATALOGUE_SRC}/!(config).ts`;
const catalogueLayerZones = CATALOGUE_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => {
    const above = [...layer.filter((other) => other !== folder), ...CATALOGUE_LAYERS.slice(index + 1).flat()];
    return {
      target: `${CATALOGUE_SRC}/${folder}/**/!(routes|*-routes).ts`,
      from: [...above.map((other) => `${CATALOGUE_SRC}/${other}/**`), CATALOGUE_ROUTE_FILES, CATALOGUE_TOP_FILES],
      message:
        `The catalogue's layers are one-way (eslint.config.js, "catalogue layer order"): ${folder} may import ` +
        `${index ? `only ${CATALOGUE_LAYERS.slice(0, index).flat().join(', ')}` : 'no other catalogue folder'}; ` +
        `never ${[...above, 'a route file or a root file'].join(', ')}.`,
    };
  }),
);
// In every service only server.ts starts the app; a route gets its dependencies from the service's context.ts.
const appImportZone = {
  target: 'services/*/src/**/!(server).ts',
  from: 'services/*/src/app.ts',
  message: "Only server.ts imports app.ts: a route gets what it needs from the service's context.ts.",
};
const catalogueLayerOrder = {
  files: TS_FILES,
  // Its own name for no-restricted-paths, so that no other section's zones replace these.
  plugins: { layers: { rules: { 'one-way': importX.rules['no-restricted-paths'], 'no-import-cycle': noImportCycle } } },
  rules: {
    'layers/one-way': ['error', { basePath: import.meta.dirname, zones: [...catalogueLayerZones, appImportZone] }],
    // import-x/no-cycle (above) skips `import type`; this one follows every import, in every workspace.
    'layers/no-import-cycle': 'error',
  },
};
// ------------------------------------------------------------------ end of catalogue layer order

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/public/**', '.data/**', 'coverage/**', 'web/.dist-*/**', '.tools/**'],
  },
  js.configs.recommended,
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    plugins: { dalil: { rules: { 'no-unnecessary-type-assertion': unnecessaryAssertion } } },
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig that `npm run typecheck` uses for it.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // The bug-finding type-aware rules beyond `recommended`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      'dalil/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Style and noise: the code review's business, not the linter's.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    files: TS_FILES,
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })],
      // The boundary rules resolve `@dalil/<workspace>/…` to the workspace's own files, not node_modules.
      'import/resolver': { typescript: { project: TSCONFIGS, noWarnOnMultipleProjects: true } },
      'boundaries/elements': ELEMENTS,
      'boundaries/include': TS_FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { type: SERVICE } },
            disallow: { to: { element: { type: SERVICE, captured: { service: '!{{ from.element.captured.service }}' } } } },
            message: 'A service never imports another service: it calls it over HTTP through its contract.',
          },
          {
            from: { element: { type: [...SERVICE, 'contracts', 'service-kit'] } },
            disallow: { to: { element: { type: ['gateway', 'workers', ...WEB, ...TESTS] } } },
            message: 'Services and shared packages never import the gateway, workers, web app or tests.',
          },
          {
            from: { element: { type: 'gateway' } },
            disallow: { to: { element: { type: [...SERVICE, 'workers', ...WEB, ...TESTS] } } },
            message: 'The gateway reaches services over HTTP and imports only shared packages.',
          },
          {
            // Workers may run domain code the owning service exports (docs/architecture.md).
            from: { element: { type: 'workers' } },
            disallow: { to: { element: { type: ['gateway', ...WEB, ...TESTS] } } },
            message: 'Workers import shared packages and services\' domain code only.',
          },
          {
            from: { element: { type: ['contracts', 'service-kit'] } },
            disallow: { to: { element: { type: SERVICE } } },
            message: 'Shared packages know no service.',
          },
          {
            from: { element: { type: 'contracts' } },
            disallow: { to: { element: { type: 'service-kit' } } },
            message: 'Contracts depend on nothing else of ours.',
          },
          {
            from: { element: { type: WEB } },
            disallow: { to: { element: { type: [...SERVICE, 'service-kit', 'gateway', 'workers', ...TESTS] } } },
            message: 'The web app imports only packages/contracts and its own code.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!index.ts' } },
            },
            message: "A feature imports another feature only through that feature's index.ts.",
          },
          {
            from: { element: { type: 'service-feature' } },
            disallow: {
              to: {
                element: {
                  type: 'service-feature',
                  captured: { service: '{{ from.element.captured.service }}', feature: '!{{ from.element.captured.feature }}' },
                  fileInternalPath: '!index.ts',
                },
              },
            },
            message: "A service's feature imports another of its features only through that feature's index.ts.",
          },
        ],
      }],
    },
  },
  // ---- service public entries ----
  {
    // Outside a service, only its package entries may be imported (docs/architecture.md, "Service
    // entry points"): `@dalil/<service>/worker` for the workers, `@dalil/<service>/testing` for
    // harnesses. A relative path into a service is checked on the resolved file; a package path
    // other than an entry does not resolve (package.json `exports`) and is refused by name.
    // import-x's rule is registered under a name of its own so that another section configuring
    // import-x/no-restricted-paths (for other zones) does not replace these.
    files: TS_FILES,
    plugins: { 'service-entries': { rules: { 'no-internals': importX.rules['no-restricted-paths'] } } },
    rules: {
      'service-entries/no-internals': ['error', { basePath: import.meta.dirname, zones: SERVICE_ENTRY_ZONES }],
      'no-restricted-imports': ['error', { patterns: INTERNAL_PACKAGE_PATHS }],
    },
  },
  {
    // Plain JavaScript config files get the untyped rules only.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  catalogueLayerOrder,
);
