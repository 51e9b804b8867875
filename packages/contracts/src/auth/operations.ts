import { z } from 'zod';
import { ZFailure, ZMessage, ZSuccess } from '../common/envelope.ts';
import { defineOperation } from '../api/operation.ts';
import { ZAdminLoginBody, ZAdminLoginResult, ZAdminSession, ZAdminUser, ZChangePasswordBody } from './administrator.ts';
import { ZCurrentVisitor, ZRegisterVisitorBody, ZVisitorLoginBody, ZVisitorSession } from './visitor.ts';
import { ZVisitorLists, ZVisitorListsInput } from './visitor-lists.ts';

// The path stays a literal type, so the typed client knows this operation by its path.
const adminLogin = <P extends string>(path: P, summary: string) =>
  defineOperation({
    method: 'post',
    path,
    summary,
    tags: ['auth'],
    body: ZAdminLoginBody,
    responses: { 200: ZAdminLoginResult, 400: ZFailure, 401: ZFailure, 429: ZFailure },
  });

export const adminLoginAtRoot = adminLogin('/admin/login', 'Administrator sign-in (panel path)');
export const adminLoginUnderApi = adminLogin('/api/admin/login', 'Administrator sign-in');

export const getAdminAccount = defineOperation({
  method: 'get',
  path: '/api/admin/account',
  summary: 'The signed-in administrator (checks that a saved token is still valid)',
  tags: ['auth'],
  admin: true,
  responses: { 200: ZSuccess(z.object({ user: ZAdminUser })), 401: ZFailure, 403: ZFailure },
});

export const changeAdminPassword = defineOperation({
  method: 'put',
  path: '/api/admin/account/password',
  summary: "Change the signed-in administrator's own password (ends every earlier token; answers a new one)",
  tags: ['auth'],
  admin: true,
  body: ZChangePasswordBody,
  responses: { 200: ZSuccess(ZAdminSession).extend({ message: z.string() }), 400: ZFailure, 401: ZFailure, 403: ZFailure, 429: ZFailure },
});

export const renewAdminSession = defineOperation({
  method: 'post',
  path: '/api/admin/account/session',
  summary: 'A fresh token for the current session (the panel renews its token while it is in use)',
  tags: ['auth'],
  admin: true,
  responses: { 200: ZSuccess(ZAdminSession), 401: ZFailure, 403: ZFailure },
});

export const endAdminSession = defineOperation({
  method: 'delete',
  path: '/api/admin/account/session',
  summary: "Sign out: ends every token of the signed-in administrator",
  tags: ['auth'],
  admin: true,
  responses: { 200: ZMessage, 401: ZFailure, 403: ZFailure },
});

export const registerVisitor = defineOperation({
  method: 'post',
  path: '/api/auth/register',
  summary: 'Create a visitor account (the same 202 whether or not the e-mail is registered; sign in next)',
  tags: ['auth'],
  body: ZRegisterVisitorBody,
  responses: { 202: ZMessage, 400: ZFailure, 429: ZFailure },
});

export const loginVisitor = defineOperation({
  method: 'post',
  path: '/api/auth/login',
  summary: 'Visitor sign-in',
  tags: ['auth'],
  body: ZVisitorLoginBody,
  responses: { 200: ZVisitorSession, 400: ZFailure, 401: ZFailure, 429: ZFailure },
});

export const getCurrentVisitor = defineOperation({
  method: 'get',
  path: '/api/auth/me',
  summary: 'The visitor a saved token belongs to (restores a session)',
  tags: ['auth'],
  responses: { 200: ZCurrentVisitor, 401: ZFailure, 403: ZFailure },
});

export const getVisitorLists = defineOperation({
  method: 'get',
  path: '/api/auth/me/lists',
  summary: "The signed-in visitor's wish list and saved universities, programmes and scholarships",
  tags: ['auth'],
  visitor: true,
  responses: { 200: ZSuccess(ZVisitorLists), 401: ZFailure, 403: ZFailure },
});

export const saveVisitorLists = defineOperation({
  method: 'put',
  path: '/api/auth/me/lists',
  summary: "Replaces the signed-in visitor's lists",
  tags: ['auth'],
  visitor: true,
  body: ZVisitorListsInput,
  responses: { 200: ZSuccess(ZVisitorLists), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const authOperations = [
  getVisitorLists,
  saveVisitorLists,
  adminLoginAtRoot,
  adminLoginUnderApi,
  getAdminAccount,
  changeAdminPassword,
  renewAdminSession,
  endAdminSession,
  registerVisitor,
  loginVisitor,
  getCurrentVisitor,
];
