import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestContext } from '@dalil/service-kit/testing';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_DIRECTORY, ZJobsEnv } from '../../src/config.ts';

/** The jobs service on a fresh database, Redis prefix and upload directory. */
export async function openJobsApp(env: Record<string, string> = {}) {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'dalil-uploads-'));
  const { ctx, cleanup } = await openTestContext({
    name: 'jobs',
    schema: 'jobs',
    migrationsDirectory: MIGRATIONS_DIRECTORY,
    envSchema: ZJobsEnv,
    env: { UPLOAD_DIR: uploadDir, UPLOAD_WAIT_MS: '300', TEST_SCRAPE_WAIT_MS: '300', ...env },
  });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    uploadDir,
    close: async () => {
      await app.close();
      await cleanup();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body, built by hand so the test controls every byte. */
export function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; contentType?: string }>) {
  const boundary = `----dalil${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"\r\ncontent-type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
