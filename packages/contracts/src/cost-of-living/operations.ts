import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { ZCityCosts, ZCityCostsInput } from './city-costs.ts';
import { ZCityPrices } from './prices.ts';

export const listCostOfLiving = defineOperation({
  method: 'get',
  path: '/api/cost-of-living',
  summary: 'Monthly living costs of a student per city, in EGP, each figure with its source',
  tags: ['cost-of-living'],
  responses: { 200: ZSuccess(z.array(ZCityCosts)) },
});

export const upsertCityCosts = defineOperation({
  method: 'put',
  path: '/api/admin/cost-of-living/{id}',
  summary: "Creates or replaces a city's living costs (id is its uuid; the slug is unique)",
  tags: ['cost-of-living', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZCityCostsInput,
  responses: { 200: ZSuccess(ZCityCosts), 400: ZFailure, 401: ZFailure, 403: ZFailure, 409: ZFailure },
});

export const listLivingCostPrices = defineOperation({
  method: 'get',
  path: '/api/cost-of-living/prices',
  summary: 'Published prices per city (fares, rents, dorm fees, meals), each with its unit, year and source; nationwide rows last',
  tags: ['cost-of-living'],
  responses: { 200: ZSuccess(z.array(ZCityPrices)) },
});

export const costOfLivingOperations = [listCostOfLiving, listLivingCostPrices, upsertCityCosts];
