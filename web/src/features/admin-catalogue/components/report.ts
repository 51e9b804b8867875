import { toast } from '../../../shared/ui/toast.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';

/**
 * The spec's two failure messages: one when the server answered with a failure (it carries the
 * server's message), another when the request never got an answer (network).
 */
export function reportFailure(error: unknown, whenAnswered: (message: string) => string, whenNetwork: (reason: string) => string): void {
  if (error instanceof ApiError) toast.error(whenAnswered(error.message));
  else toast.error(whenNetwork(error instanceof Error ? error.message : String(error)));
}
