/**
 * The web's one API client: the contracts' typed client (`@dalil/contracts/client`) sending
 * through apiRequest (tokens, errors, session renewal). Every call names an operation of
 * `packages/contracts` by its method and path template; its params, query, body and success
 * answer are the contract's types, so renaming a route or a field in a contract breaks the web
 * build where it is used.
 *
 * Only types come from the contracts here, so the zod schemas stay out of the pages' bundles;
 * in development (and in builds made with VITE_CONTRACT_CHECK=true) every success answer is also
 * parsed with the operation's zod schema, loaded on demand.
 */
import { createContractClient, type ContractRequest } from '@dalil/contracts/client';
import { apiRequest } from './api-client.ts';

export { contractUrl, type ApiAnswer, type ApiBody, type ApiParams, type ApiQuery } from '@dalil/contracts/client';

const CHECK_CONTRACTS = import.meta.env.DEV || import.meta.env.VITE_CONTRACT_CHECK === 'true';

async function send(request: ContractRequest): Promise<unknown> {
  const answer = await apiRequest(request.path, {
    method: request.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    query: request.query,
    body: request.body,
    admin: request.auth === 'admin',
    visitor: request.auth === 'visitor',
    signal: request.signal,
    timeoutMs: request.timeoutMs,
  });
  if (CHECK_CONTRACTS) {
    const { checkAnswer } = await import('./contract-check.ts');
    checkAnswer(request.method, request.template, answer);
  }
  return answer;
}

export const apiClient = createContractClient(send);
