import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZMessage, ZPaged, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { ZCutoff, ZCutoffInput, ZListCutoffsQuery } from './cutoff.ts';
import {
  ZResultLookupParams,
  ZResultLookupQuery,
  ZResultStats,
  ZResultYearParams,
  ZResultYears,
  ZResultYearSettings,
  ZResultYearSettingsInput,
  ZStudentResult,
} from './result.ts';

export const getResultYears = defineOperation({
  method: 'get',
  path: '/api/results/years',
  summary: 'Years that have results, newest first',
  tags: ['results'],
  responses: { 200: ZSuccess(ZResultYears) },
});

export const getResultStats = defineOperation({
  method: 'get',
  path: '/api/results/stats',
  summary: 'Lookups served and the years with results',
  tags: ['results'],
  responses: { 200: ZSuccess(ZResultStats) },
});

export const getResult = defineOperation({
  method: 'get',
  path: '/api/results/{seatNumber}',
  summary: "A student's Thanaweya Amma result by seat number (suggestions for its total: GET /api/guidance/suggestions)",
  tags: ['results'],
  params: ZResultLookupParams,
  query: ZResultLookupQuery,
  // 304 answers a conditional request (If-None-Match) whose ETag is current.
  // 429: too many lookups from one address (the gateway's own limit for lookups).
  responses: { 200: ZSuccess(ZStudentResult), 304: z.null(), 400: ZFailure, 404: ZFailure, 429: ZFailure },
});

export const listResultYearSettings = defineOperation({
  method: 'get',
  path: '/api/admin/results/years',
  summary: 'Result years with their maximum score, system and row counts',
  tags: ['results', 'admin'],
  admin: true,
  responses: { 200: ZSuccess(z.array(ZResultYearSettings)), 401: ZFailure, 403: ZFailure },
});

export const putResultYearSettings = defineOperation({
  method: 'put',
  path: '/api/admin/results/years/{year}',
  summary: "Sets a year's system, maximum total and plain-subject maximums",
  tags: ['results', 'admin'],
  admin: true,
  params: ZResultYearParams,
  body: ZResultYearSettingsInput,
  responses: { 200: ZSuccess(ZResultYearSettings), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const listCutoffs = defineOperation({
  method: 'get',
  path: '/api/admin/cutoffs',
  summary: 'Admission cut-offs (paged; filter by year, stream, text)',
  tags: ['results', 'admin'],
  admin: true,
  query: ZListCutoffsQuery,
  responses: { 200: ZPaged(ZCutoff), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const createCutoff = defineOperation({
  method: 'post',
  path: '/api/admin/cutoffs',
  summary: 'Adds an admission cut-off',
  tags: ['results', 'admin'],
  admin: true,
  body: ZCutoffInput,
  responses: { 201: ZSuccess(ZCutoff), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const updateCutoff = defineOperation({
  method: 'put',
  path: '/api/admin/cutoffs/{id}',
  summary: 'Replaces an admission cut-off',
  tags: ['results', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZCutoffInput,
  responses: { 200: ZSuccess(ZCutoff), 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure },
});

export const deleteCutoff = defineOperation({
  method: 'delete',
  path: '/api/admin/cutoffs/{id}',
  summary: 'Deletes an admission cut-off',
  tags: ['results', 'admin'],
  admin: true,
  params: ZIdParams,
  responses: { 200: ZMessage, 401: ZFailure, 403: ZFailure, 404: ZFailure },
});

export const resultsOperations = [
  getResultYears,
  getResultStats,
  getResult,
  listResultYearSettings,
  putResultYearSettings,
  listCutoffs,
  createCutoff,
  updateCutoff,
  deleteCutoff,
];
