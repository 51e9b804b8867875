import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client.ts';
import { blanksToNull } from '../utils/university-payload.ts';

/**
 * Validates a form with the same zod contract the service uses, after turning blanks into null
 * and applying the form's own defaults (`prepare`), so browser and server give the same messages.
 */
export function contractResolver<TForm extends FieldValues, TOut>(schema: z.ZodType<TOut>, prepare: (values: Record<string, unknown>) => unknown = (v) => v) {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOut>;
  return ((values, context, options) => inner(prepare(blanksToNull(values) as Record<string, unknown>) as FieldValues, context, options as never)) as Resolver<TForm, unknown, TOut>;
}

/** Puts the server's field errors (`errors: [{field, message}]`) next to the matching inputs. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const problem of error.fieldErrors) setError(problem.field as Path<T>, { type: 'server', message: problem.message });
}

export { toCommaList, toLines, toText } from '../utils/university-payload.ts';
