/**
 * Development-only check that a success answer matches its operation's zod schema: drift
 * between a service and the contracts shows up in the console and fails the call, instead of
 * as a blank field somewhere in a page. Loaded on demand, never part of a production page.
 */
import { ALL_OPERATIONS } from '@dalil/contracts/api/all-operations';
import type { ApiOperation } from '@dalil/contracts/api/operation';

const byKey = new Map<string, ApiOperation>(ALL_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]));

export function checkAnswer(method: string, path: string, answer: unknown): void {
  const operation = byKey.get(`${method} ${path}`);
  if (!operation) throw new Error(`no contract operation for ${method.toUpperCase()} ${path}`);
  const schemas = [200, 201, 202, 204].map((status) => operation.responses[status as 200]).filter((s) => s !== undefined);
  if (schemas.length === 0 || schemas.some((schema) => schema.safeParse(answer).success)) return;
  const issues = schemas[0]!.safeParse(answer).error?.issues.slice(0, 5) ?? [];
  const detail = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  console.error(`[contract] ${method.toUpperCase()} ${path} answered outside its contract: ${detail}`, answer);
  throw new Error(`The answer of ${method.toUpperCase()} ${path} does not match its contract: ${detail}`);
}
