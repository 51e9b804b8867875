import { ZMessage, ZPaged, ZSuccess, ZFailure } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { defineOperation } from '../api/operation.ts';
import { z } from 'zod';
import { ZCreateUniversity, ZListUniversitiesQuery, ZUniversity, ZUniversityImage, ZUniversityImageCredit, ZUniversityImageParams, ZUpdateUniversity } from './university.ts';
import { ZAdminListProgramsQuery, ZCreateProgram, ZListProgramsQuery, ZProgram, ZUpdateProgram } from './program.ts';
import { ZAdminListScholarshipsQuery, ZCreateScholarship, ZListScholarshipsQuery, ZScholarship, ZUpdateScholarship } from './scholarship.ts';
import { ZCatalogueOverview } from './statistics.ts';
import { ZUniversityFigures, ZUniversityHeadline } from './university-figures.ts';
import { dataHealthOperations } from './data-health.ts';

const failures = { 400: ZFailure, 404: ZFailure };
const adminFailures = { 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure };

// ---------------------------------------------------------------- universities

export const listUniversities = defineOperation({
  method: 'get',
  path: '/api/universities',
  summary: 'Universities (filter by type and governorate; Arabic-aware search ranked by relevance)',
  tags: ['universities'],
  query: ZListUniversitiesQuery,
  responses: { 200: ZPaged(ZUniversity), 400: ZFailure },
});

export const getUniversity = defineOperation({
  method: 'get',
  path: '/api/universities/{id}',
  summary: 'One university with its faculties',
  tags: ['universities'],
  params: ZIdParams,
  responses: { 200: ZSuccess(ZUniversity), ...failures },
});

export const getCatalogueOverview = defineOperation({
  method: 'get',
  path: '/api/universities/stats/overview',
  summary: 'Counts of universities (by type and governorate), active programs and active scholarships',
  tags: ['universities'],
  responses: { 200: ZSuccess(ZCatalogueOverview) },
});

export const getUniversityFigures = defineOperation({
  method: 'get',
  path: '/api/universities/{id}/figures',
  summary: "A university's fees (per faculty, with academic year), world rankings by edition, facts and encyclopedia links, each with its source",
  tags: ['universities'],
  params: ZIdParams,
  responses: { 200: ZSuccess(ZUniversityFigures), ...failures },
});

export const listUniversityHeadlines = defineOperation({
  method: 'get',
  path: '/api/universities/headlines',
  summary: "Every university's card figures: its derived fee range, newest student count and rank in Egypt, each with its source and year",
  tags: ['universities'],
  responses: { 200: ZSuccess(z.array(ZUniversityHeadline)) },
});

export const createUniversity = defineOperation({
  method: 'post',
  path: '/api/admin/universities',
  summary: 'Create a university',
  tags: ['universities', 'admin'],
  admin: true,
  body: ZCreateUniversity,
  responses: { 201: ZSuccess(ZUniversity), ...adminFailures },
});

export const updateUniversity = defineOperation({
  method: 'put',
  path: '/api/admin/universities/{id}',
  summary: 'Update a university (any subset of fields); program copies of its names follow',
  tags: ['universities', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZUpdateUniversity,
  responses: { 200: ZSuccess(ZUniversity), ...adminFailures },
});

export const deleteUniversity = defineOperation({
  method: 'delete',
  path: '/api/admin/universities/{id}',
  summary: 'Delete a university (409 while programs still belong to it)',
  tags: ['universities', 'admin'],
  admin: true,
  params: ZIdParams,
  responses: { 200: ZMessage, ...adminFailures, 409: ZFailure },
});

// ---------------------------------------------------------------- programs

export const listPrograms = defineOperation({
  method: 'get',
  path: '/api/programs',
  summary: 'Active graduate programs (filter by type, language, university; search)',
  tags: ['programs'],
  query: ZListProgramsQuery,
  responses: { 200: ZPaged(ZProgram), 400: ZFailure },
});

export const getProgram = defineOperation({
  method: 'get',
  path: '/api/programs/{id}',
  summary: 'One active program',
  tags: ['programs'],
  params: ZIdParams,
  responses: { 200: ZSuccess(ZProgram), ...failures },
});

export const adminListPrograms = defineOperation({
  method: 'get',
  path: '/api/admin/programs',
  summary: 'All programs including inactive ones (admin table)',
  tags: ['programs', 'admin'],
  admin: true,
  query: ZAdminListProgramsQuery,
  responses: { 200: ZPaged(ZProgram), ...adminFailures },
});

export const createProgram = defineOperation({
  method: 'post',
  path: '/api/admin/programs',
  summary: 'Create a program (university names are copied from universityId)',
  tags: ['programs', 'admin'],
  admin: true,
  body: ZCreateProgram,
  responses: { 201: ZSuccess(ZProgram), ...adminFailures },
});

export const updateProgram = defineOperation({
  method: 'put',
  path: '/api/admin/programs/{id}',
  summary: 'Update a program (any subset of fields, e.g. {isActive})',
  tags: ['programs', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZUpdateProgram,
  responses: { 200: ZSuccess(ZProgram), ...adminFailures },
});

export const deleteProgram = defineOperation({
  method: 'delete',
  path: '/api/admin/programs/{id}',
  summary: 'Delete a program',
  tags: ['programs', 'admin'],
  admin: true,
  params: ZIdParams,
  responses: { 200: ZMessage, ...adminFailures },
});

// ---------------------------------------------------------------- scholarships

export const listScholarships = defineOperation({
  method: 'get',
  path: '/api/scholarships',
  summary: 'Active scholarships (filter by type and coverage; search)',
  tags: ['scholarships'],
  query: ZListScholarshipsQuery,
  responses: { 200: ZPaged(ZScholarship), 400: ZFailure },
});

export const getScholarship = defineOperation({
  method: 'get',
  path: '/api/scholarships/{id}',
  summary: 'One active scholarship',
  tags: ['scholarships'],
  params: ZIdParams,
  responses: { 200: ZSuccess(ZScholarship), ...failures },
});

export const adminListScholarships = defineOperation({
  method: 'get',
  path: '/api/admin/scholarships',
  summary: 'All scholarships including inactive ones (admin table)',
  tags: ['scholarships', 'admin'],
  admin: true,
  query: ZAdminListScholarshipsQuery,
  responses: { 200: ZPaged(ZScholarship), ...adminFailures },
});

export const createScholarship = defineOperation({
  method: 'post',
  path: '/api/admin/scholarships',
  summary: 'Create a scholarship',
  tags: ['scholarships', 'admin'],
  admin: true,
  body: ZCreateScholarship,
  responses: { 201: ZSuccess(ZScholarship), ...adminFailures },
});

export const updateScholarship = defineOperation({
  method: 'put',
  path: '/api/admin/scholarships/{id}',
  summary: 'Update a scholarship (any subset of fields, e.g. {isActive})',
  tags: ['scholarships', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZUpdateScholarship,
  responses: { 200: ZSuccess(ZScholarship), ...adminFailures },
});

export const deleteScholarship = defineOperation({
  method: 'delete',
  path: '/api/admin/scholarships/{id}',
  summary: 'Delete a scholarship',
  tags: ['scholarships', 'admin'],
  admin: true,
  params: ZIdParams,
  responses: { 200: ZMessage, ...adminFailures },
});

export const putUniversityImage = defineOperation({
  method: 'put',
  path: '/api/admin/university-images/{id}/{kind}',
  summary: "Uploads a university's photo or logo (raw JPEG, PNG or WebP body, at most 5 MB, checked by content) with its credit",
  tags: ['universities', 'admin'],
  admin: true,
  params: ZUniversityImageParams,
  query: ZUniversityImageCredit,
  body: z.string().describe('the image bytes'),
  bodyContentType: 'image/jpeg',
  responses: { 200: ZSuccess(ZUniversityImage), 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure, 413: ZFailure },
});

export const deleteUniversityImage = defineOperation({
  method: 'delete',
  path: '/api/admin/university-images/{id}/{kind}',
  summary: "Removes a university's photo or logo",
  tags: ['universities', 'admin'],
  admin: true,
  params: ZUniversityImageParams,
  responses: { 200: ZMessage, 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure },
});

export const getMedia = defineOperation({
  method: 'get',
  path: '/api/media/{fileName}',
  summary: 'An uploaded image, served by Dalil itself (immutable: its name changes when it is replaced)',
  tags: ['universities'],
  params: z.object({ fileName: z.string().regex(/^[a-f0-9-]{36}\.(jpg|png|webp)$/, { message: 'Unknown file' }) }),
  responses: { 200: z.any(), 400: ZFailure, 404: ZFailure },
});

export const catalogueOperations = [
  ...dataHealthOperations,
  putUniversityImage,
  deleteUniversityImage,
  getMedia,
  listUniversities,
  getCatalogueOverview,
  getUniversity,
  getUniversityFigures,
  listUniversityHeadlines,
  createUniversity,
  updateUniversity,
  deleteUniversity,
  listPrograms,
  getProgram,
  adminListPrograms,
  createProgram,
  updateProgram,
  deleteProgram,
  listScholarships,
  getScholarship,
  adminListScholarships,
  createScholarship,
  updateScholarship,
  deleteScholarship,
];
