import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { ZFacultyCutoffs, ZGuidance, ZSuggestionsQuery } from './suggestions.ts';
import { ZWishAnswer, ZWishesQuery } from './wishes.ts';

export const getSuggestions = defineOperation({
  method: 'get',
  path: '/api/guidance/suggestions',
  summary: 'Faculties a total can get at each public university, from the last three years of published cut-offs, tiered likely / possible / reach',
  tags: ['guidance'],
  query: ZSuggestionsQuery,
  // 304 answers a conditional request (If-None-Match) whose ETag is current.
  responses: { 200: ZSuccess(ZGuidance), 304: z.null(), 400: ZFailure },
});

export const getUniversityCutoffs = defineOperation({
  method: 'get',
  path: '/api/guidance/universities/{id}/cutoffs',
  summary: "A university's published cut-offs per faculty, oldest first",
  tags: ['guidance'],
  params: ZIdParams,
  responses: { 200: ZSuccess(z.array(ZFacultyCutoffs)), 400: ZFailure, 404: ZFailure },
});

export const assessWishes = defineOperation({
  method: 'get',
  path: '/api/guidance/wishes',
  summary: 'A coordination wish list assessed for a total and simulated in its order: each wish with its tier, last cut-offs, chance of being reached and of being placed there, the chance of no place, and warnings naming the wishes',
  tags: ['guidance'],
  query: ZWishesQuery,
  responses: { 200: ZSuccess(ZWishAnswer), 400: ZFailure },
});

export const guidanceOperations = [getSuggestions, getUniversityCutoffs, assessWishes];
