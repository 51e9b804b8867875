import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { ZFacultyCutoffs, ZGuidance, ZSuggestionsQuery } from './suggestions.ts';

export const getSuggestions = defineOperation({
  method: 'get',
  path: '/api/guidance/suggestions',
  summary: 'Faculties a total can get at each public university, from the last three years of published cut-offs, tiered likely / possible / reach',
  tags: ['guidance'],
  query: ZSuggestionsQuery,
  responses: { 200: ZSuccess(ZGuidance), 400: ZFailure },
});

export const getUniversityCutoffs = defineOperation({
  method: 'get',
  path: '/api/guidance/universities/{id}/cutoffs',
  summary: "A university's published cut-offs per faculty, oldest first",
  tags: ['guidance'],
  params: ZIdParams,
  responses: { 200: ZSuccess(z.array(ZFacultyCutoffs)), 400: ZFailure, 404: ZFailure },
});

export const guidanceOperations = [getSuggestions, getUniversityCutoffs];
