import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Every locales/ folder of the web app: the shared one and each feature's. */
function localeFolders(): string[] {
  const folders = [path.join(SRC, 'shared/i18n/locales')];
  const features = path.join(SRC, 'features');
  if (existsSync(features)) {
    for (const feature of readdirSync(features)) {
      const folder = path.join(features, feature, 'locales');
      if (existsSync(folder)) folders.push(folder);
    }
  }
  return folders;
}

describe('translations', () => {
  for (const folder of localeFolders()) {
    const name = path.relative(SRC, folder);
    it(`when ${name} is read, then Arabic and English have exactly the same keys, none empty`, () => {
      const ar = JSON.parse(readFileSync(path.join(folder, 'ar.json'), 'utf8'));
      const en = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8'));
      expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
      const empty = (obj: unknown) => keysOf(obj).filter((k) => k.split('.').reduce<any>((o, p) => o?.[p], obj) === '');
      expect(empty(ar)).toEqual([]);
      expect(empty(en)).toEqual([]);
    });
  }
});
