import { featureOf } from '@dalil/service-kit/features';
import type { ServiceContext } from '@dalil/service-kit/service-context';
import type { TJobsConfig } from './config.ts';
import type { QueueSet } from './queues/index.ts';

export type JobsContext = ServiceContext<TJobsConfig>;

/** What the jobs features are given (their plugin options): the service context and its queues. */
interface JobsFeatureContext {
  service: JobsContext;
  queues: QueueSet;
}

/** A feature of the jobs service: its operations and one route each, built from the features' context. */
export const jobsFeature = featureOf<JobsFeatureContext>();
