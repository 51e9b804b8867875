/**
 * Load shedding for results day (@fastify/under-pressure). When a process's event loop falls
 * behind — the mean delay of its timers over the last second above the limit, which happens only
 * when far more requests are waiting than it can answer — each new request is answered at once
 * with 503 and Retry-After instead of joining the backlog. The requests already admitted then
 * finish in time, the web app retries after Retry-After, and the edge serves its kept copy of a
 * lookup (proxy_cache_use_stale http_503). Health, readiness and metrics always answer: a busy
 * process is alive, and must be neither restarted nor taken out of rotation for being busy.
 */
import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The error under-pressure passes on (its code); the error envelope answers it with this message. */
export const OVERLOAD_ERROR_CODE = 'FST_UNDER_PRESSURE';
export const OVERLOAD_MESSAGE = 'The service is very busy right now; please try again in a few seconds';
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler: ALWAYS_ANSWER lets the route answer under load. */
    pressureHandler?: () => undefined;
  }
}

/** Route config for the routes that answer however busy the process is (health, readiness, metrics). */
export const ALWAYS_ANSWER = { pressureHandler: () => undefined };

export interface OverloadOptions {
  /** Mean event-loop delay (ms) above which new requests are refused; 0 or absent: never. */
  maxEventLoopDelayMs?: number;
  /** How often the delay is sampled (ms); tests shorten it. */
  sampleIntervalMs?: number;
}

const DEFAULT_SAMPLE_INTERVAL_MS = 1000;

export function shedLoadWhenOverloaded(app: FastifyInstance, options: OverloadOptions): void {
  if (!options.maxEventLoopDelayMs) return;
  const sampleIntervalMs = options.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS;
  // under-pressure samples from the moment it is loaded, so its first samples hold the process's
  // own start-up (routes, schemas, connections), and an interval the start-up held whole has no
  // sample at all, which it reads as an infinite delay. A process that had just said it was ready
  // then refused every request for up to a second. The delay is judged from two intervals after
  // ready (and after listen, when it listens): the first interval made only of serving time.
  let judgedFrom = Number.POSITIVE_INFINITY;
  const startJudging = async () => {
    judgedFrom = Date.now() + 2 * sampleIntervalMs;
  };
  app.addHook('onReady', startJudging);
  app.addHook('onListen', startJudging);
  void app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    pressureHandler: async (_request, reply: FastifyReply, type) => {
      if (type === TYPE_EVENT_LOOP_DELAY && Date.now() < judgedFrom) return;
      void reply.code(503).header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS);
      throw Object.assign(new Error(OVERLOAD_MESSAGE), { code: OVERLOAD_ERROR_CODE, statusCode: 503 });
    },
  });
}
