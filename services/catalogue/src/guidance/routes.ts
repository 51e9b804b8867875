import type { ServiceApp } from '@dalil/service-kit/create-service';
import { routeOf } from '@dalil/service-kit/route';
import { NotFound } from '@dalil/service-kit/errors';
import type { TIdParams } from '@dalil/contracts/common/id';
import type { TSuggestionsInput } from '@dalil/contracts/guidance/suggestions';
import { assessWishes as assessWishesOperation, getSuggestions, getUniversityCutoffs } from '@dalil/contracts/guidance/operations';
import type { TWishesInput } from '@dalil/contracts/guidance/wishes';
import type pg from 'pg';
import type { ResultsCache } from '../results/results-cache.ts';
import { getGuidance, getWishAssessment } from './get-guidance.ts';
import { universityCutoffs } from './university-cutoffs.ts';

/** Guidance: suggestions for a total, and a university's cut-off history per faculty. */
export function registerGuidanceRoutes(app: ServiceApp, deps: { pool: pg.Pool; cache: ResultsCache }): void {
  app.route({
    ...routeOf(getSuggestions),
    handler: async (request) => ({ success: true as const, data: await getGuidance(deps, request.query as TSuggestionsInput) }),
  });
  app.route({
    ...routeOf(assessWishesOperation),
    handler: async (request) => ({ success: true as const, data: await getWishAssessment(deps, request.query as TWishesInput) }),
  });
  app.route({
    ...routeOf(getUniversityCutoffs),
    handler: async (request) => {
      const history = await universityCutoffs(deps.pool, (request.params as TIdParams).id);
      if (!history) throw new NotFound('University not found');
      return { success: true as const, data: history };
    },
  });
}
