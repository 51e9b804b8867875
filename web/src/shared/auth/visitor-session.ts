/**
 * A signed-in visitor's session in browser storage (`visitorToken`, `visitorUser`), apart from
 * the administrator's: a visitor token never opens the panel, and signing out of one leaves the
 * other alone.
 */
import type { TVisitor } from '@dalil/contracts/auth/visitor';
import { createStoredSession } from './stored-session.ts';


const session = createStoredSession<TVisitor>(
  { token: 'visitorToken', user: 'visitorUser' },
  (value): value is TVisitor =>
    typeof value === 'object' && value !== null && typeof (value as TVisitor).email === 'string' && typeof (value as TVisitor).id === 'string',
);

export const getVisitorToken = session.token;
export const setVisitorSession = session.set;
export const clearVisitorSession = session.clear;
export const useVisitorSession = session.use;
