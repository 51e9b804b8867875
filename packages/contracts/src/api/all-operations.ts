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

/**
 * Every operation of the platform, for the OpenAPI document. Each area adds its list here.
 */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...platformOperations, ...authOperations, ...configOperations, ...careerOperations, ...costOfLivingOperations, ...jobsOperations, ...documentsOperations, ...resultsOperations, ...adsOperations, ...catalogueOperations];
