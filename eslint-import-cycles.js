// An ESLint rule: no import cycle between our own files, `import type` included.
// import-x/no-cycle leaves type imports out, so a loop closed by one (a route file importing
// the app for its context type while the app imports the route) passes it; this rule does not.
// Only relative imports are followed: another workspace is reached through its package name,
// and the boundary rules keep those one-way.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** file → its own files it imports (type imports included), read once per lint run. */
const importsOf = new Map();

function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importedFiles(file, text) {
  let found = text === undefined ? importsOf.get(file) : undefined;
  if (found) return found;
  let source = text;
  if (source === undefined) {
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      source = '';
    }
  }
  // TypeScript's own import scanner: every import, export-from, import() and import type, never a comment.
  found = ts
    .preProcessFile(source, true, true)
    .importedFiles.map((reference) => resolveRelative(file, reference.fileName))
    .filter((target) => target !== undefined);
  if (text === undefined) importsOf.set(file, found);
  return found;
}

/** The shortest way from `start` back to `goal`, as a list of files, or undefined. */
function pathBack(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importedFiles(file)) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      if (next === goal) {
        const steps = [];
        for (let at = file; at !== undefined; at = previous.get(at)) steps.unshift(at);
        return [...steps, goal];
      }
      queue.push(next);
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between our own files, type imports included.' },
    messages: { cycle: 'Import cycle (type imports count): {{cycle}}. Move what both sides need to a lower module.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const check = (node) => {
      const target = typeof node.source?.value === 'string' ? resolveRelative(file, node.source.value) : undefined;
      if (!target) return;
      const cycle = target === file ? [file] : pathBack(target, file);
      if (!cycle) return;
      const shown = [file, ...cycle].map((f) => path.relative(root, f));
      context.report({ node: node.source, messageId: 'cycle', data: { cycle: shown.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
