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
 * Which service serves each operation: the gateway's route table is generated from this, and
 * each service's routes must serve exactly its list (service-kit's serveFeatures checks both at
 * compile time). An operation added to an area's list is routed and must be served.
 */
export const SERVICE_OPERATIONS = {
  catalogue: [...careerOperations, ...costOfLivingOperations, ...documentsOperations, ...resultsOperations, ...catalogueOperations, ...guidanceOperations],
  ads: adsOperations,
  auth: authOperations,
  config: configOperations,
  jobs: jobsOperations,
} as const;

export type ServiceName = keyof typeof SERVICE_OPERATIONS;

/** The operations of one service, as a union of their literal types. */
type OperationOf<S extends ServiceName> = (typeof SERVICE_OPERATIONS)[S][number];

/** The gateway answers these itself (health and readiness); no service route serves them. */
const GATEWAY_OPERATIONS = platformOperations;

/** Every operation of the platform, for the OpenAPI document. */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...GATEWAY_OPERATIONS, ...Object.values(SERVICE_OPERATIONS).flat()];

/**
 * The union of every operation's literal type (method, path, schemas), for clients that derive
 * their request and response types from the contracts at compile time (the web's typed client).
 */
export type AnyApiOperation = (typeof GATEWAY_OPERATIONS)[number] | OperationOf<ServiceName>;
