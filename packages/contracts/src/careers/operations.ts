import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { z } from 'zod';
import { ZCareerField, ZCareerFieldInput, ZListCareersQuery } from './career-field.ts';
import { ZCareerSalaries } from './salary-figures.ts';
import { ZCareerGrowth } from './growth-figures.ts';

export const listCareers = defineOperation({
  method: 'get',
  path: '/api/careers',
  summary: 'Career fields, searchable by name in Arabic or English and filterable by demand',
  tags: ['careers'],
  query: ZListCareersQuery,
  responses: { 200: ZSuccess(z.array(ZCareerField)), 400: ZFailure },
});

export const upsertCareer = defineOperation({
  method: 'put',
  path: '/api/admin/careers/{id}',
  summary: 'Creates or replaces a career field (id is its uuid; the slug is unique)',
  tags: ['careers', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZCareerFieldInput,
  responses: { 200: ZSuccess(ZCareerField), 400: ZFailure, 401: ZFailure, 403: ZFailure, 409: ZFailure },
});

export const listCareerSalaries = defineOperation({
  method: 'get',
  path: '/api/careers/salaries',
  summary: "Published salary figures per career field: each level's most recent figures, and context notes",
  tags: ['careers'],
  responses: { 200: ZSuccess(z.array(ZCareerSalaries)) },
});

export const listCareerGrowth = defineOperation({
  method: 'get',
  path: '/api/careers/growth',
  summary: 'Published growth and demand indicators per career field, each with its unit, year and source (forecasts marked)',
  tags: ['careers'],
  responses: { 200: ZSuccess(z.array(ZCareerGrowth)) },
});

export const careerOperations = [listCareers, listCareerSalaries, listCareerGrowth, upsertCareer];
