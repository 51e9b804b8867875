/**
 * Load shedding for results day (@fastify/under-pressure). When a process's event loop falls
 * behind — the mean delay of its timers over the last second above the limit, which happens only
 * when far more requests are waiting than it can answer — each new request is answered at once
 * with 503 and Retry-After instead of joining the backlog. The requests already admitted then
 * finish in time, the web app retries after Retry-After, and the edge serves its kept copy of a
 * lookup (proxy_cache_use_stale http_503). Health, readiness and metrics always answer: a busy
 * process is alive, and must be neither restarted nor taken out of rotation for being busy.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

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

export function shedLoadWhenOverloaded(app: FastifyInstance, options: OverloadOptions): void {
  if (!options.maxEventLoopDelayMs) return;
  void app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    message: OVERLOAD_MESSAGE,
  });
}
