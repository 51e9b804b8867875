/**
 * npm run bench:web — the home page's first-load JavaScript. Builds the web app, then reads
 * the build's .vite/manifest.json and sums the gzip size of every JS chunk the browser fetches to
 * show '/' in Arabic: the entry and its static imports, the home route module and its static
 * imports, and the home page's Arabic translations. Target: ≤ 100 KB gzip (issue 30).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB = path.join(ROOT, 'web');
// Built beside web/dist, never into it: a running stack serves web/dist.
const OUT = path.join(WEB, '.bench-dist');
const TARGET_KB = 100;
/** The modules '/' loads before it can render (see web/src/app/router.tsx and i18n.ts). */
const HOME_MODULES = ['src/app/routes/home-route.tsx', 'src/features/home/locales/ar.json'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Vite's own manifest, in Vite's ManifestChunk shape.
const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('No entry chunk in the manifest');

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (was the route renamed?)`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry);
for (const key of HOME_MODULES) visit(key);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(path.join(OUT, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => (n / 1024).toFixed(1);
console.log('\nbench:web — JavaScript loaded by the home page on first visit');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(8)} KB raw  ${kb(row.gzip).padStart(7)} KB gzip`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`  total: ${kb(total)} KB gzip over ${rows.length} files (target ≤ ${TARGET_KB} KB) ${total / 1024 <= TARGET_KB ? 'met' : 'MISSED'}`);
if (!process.argv.includes('--keep')) rmSync(OUT, { recursive: true, force: true });
