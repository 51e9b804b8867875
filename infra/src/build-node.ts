/**
 * Bundles each Node process (services, gateway, workers) into dist/ with esbuild: our own
 * workspace code is bundled, npm packages stay external. A bundled process starts faster and
 * uses less memory than compiling TypeScript at run time.
 */
import { build, stop, type Plugin } from 'esbuild';
import path from 'node:path';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The runtime the bundles run on (package.json engines, .nvmrc, the image). */
const NODE_TARGET = 'node24';

const NODE_ENTRIES: Record<string, string> = {
  catalogue: 'services/catalogue/src/server.ts',
  ads: 'services/ads/src/server.ts',
  auth: 'services/auth/src/server.ts',
  config: 'services/config/src/server.ts',
  jobs: 'services/jobs/src/server.ts',
  workers: 'workers/src/main.ts',
  gateway: 'gateway/src/server.ts',
  'edge-metrics': 'infra/src/edge/edge-metrics-main.ts',
};

/**
 * npm packages bundled all the same: drizzle-orm ships as hundreds of small ES modules, and
 * resolving and loading them one by one was half of a service's start-up CPU (~0.5 s of ~1.3 s;
 * start-up is how long a killed process is away). Bundled, only what the services use is kept.
 */
const BUNDLED_PACKAGES = /^drizzle-orm(\/|$)/;

const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@dalil/') || BUNDLED_PACKAGES.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Keeps `import.meta.url` pointing at each source file, so folders next to it (migrations, seeds) resolve. */
const sourceLocation: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * Writes each bundle only when its bytes changed, and then through a temporary file and a rename.
 * Several stacks share dist/ (tests start them side by side, each running this build): a process
 * respawned while another build rewrote its bundle in place could read a torn file and crash (one
 * suspected cause of a CI run's catalogue exiting five times in a row; see docs/operations.md).
 */
async function writeChanged(files: Array<{ path: string; contents: Uint8Array }>): Promise<void> {
  for (const file of files) {
    const current = await readFile(file.path).catch(() => undefined);
    if (current && Buffer.compare(current, file.contents) === 0) continue;
    await mkdir(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
}

export async function buildNodeProcesses(): Promise<void> {
  await bundleNodeEntries(NODE_ENTRIES, path.join(ROOT, 'dist'));
}

/** Bundles each entry (name → source file, from the repository's root) into `outdir` as `<name>.mjs`, the way the processes are built. */
export async function bundleNodeEntries(entries: Record<string, string>, outdir: string): Promise<void> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    sourcemap: 'linked',
    plugins: [externalNpmPackages, sourceLocation],
    logLevel: 'warning',
    write: false,
  });
  await writeChanged(result.outputFiles);
  // esbuild keeps a helper process alive for further builds; we need no more.
  await stop();
}

/**
 * The npm packages the bundles import at run time (the externals), by package name: what an
 * image pruned of development dependencies must still hold.
 */
export async function runtimePackages(): Promise<string[]> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.values(NODE_ENTRIES),
    outdir: path.join(ROOT, 'dist-probe'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    write: false,
    metafile: true,
    plugins: [externalNpmPackages, sourceLocation],
    logLevel: 'error',
  });
  await stop();
  const names = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return [...names].sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildNodeProcesses();
}
