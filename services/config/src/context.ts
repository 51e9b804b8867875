import { featureOf } from '@dalil/service-kit/features';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TConfigConfig } from './config.ts';

/** What the config service's features are given (their plugin options): the service's context. */
export type ConfigContext = ServiceContext<TConfigConfig>;

/** A feature of the config service: its operations and one route each, built from the context. */
export const configFeature = featureOf<ConfigContext>();
