import type { ApiOperation } from './operation.ts';
import { resultsOperations } from '../results/operations.ts';
import { platformOperations } from '../platform/operations.ts';
import { catalogueOperations } from '../catalogue/operations.ts';
import { adsOperations } from '../ads/operations.ts';
import { authOperations } from '../auth/operations.ts';
import { configOperations } from '../config/operations.ts';
import { careerOperations } from '../careers/operations.ts';
import { costOfLivingOperations } from '../cost-of-living/operations.ts';
import { documentsOperations, jobsOperations } from '../jobs/operations.ts';
import { guidanceOperations } from '../guidance/operations.ts';

/**
 * Every operation of the platform, for the OpenAPI document. Each area adds its list here.
 */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...platformOperations, ...authOperations, ...configOperations, ...careerOperations, ...costOfLivingOperations, ...jobsOperations, ...documentsOperations, ...resultsOperations, ...adsOperations, ...catalogueOperations, ...guidanceOperations];

/**
 * The union of every operation's literal type (method, path, schemas), for clients that derive
 * their request and response types from the contracts at compile time (the web's typed client).
 */
export type AnyApiOperation =
  | (typeof platformOperations)[number]
  | (typeof authOperations)[number]
  | (typeof configOperations)[number]
  | (typeof careerOperations)[number]
  | (typeof costOfLivingOperations)[number]
  | (typeof jobsOperations)[number]
  | (typeof documentsOperations)[number]
  | (typeof resultsOperations)[number]
  | (typeof adsOperations)[number]
  | (typeof catalogueOperations)[number]
  | (typeof guidanceOperations)[number];
