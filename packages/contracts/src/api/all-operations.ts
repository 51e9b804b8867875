import type { ApiOperation } from './operation.ts';
import { platformOperations } from '../platform/operations.ts';

/**
 * Every operation of the platform, for the OpenAPI document. Each area adds its list here.
 */
export const ALL_OPERATIONS: readonly ApiOperation[] = [...platformOperations];
