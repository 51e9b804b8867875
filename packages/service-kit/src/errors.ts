/**
 * The handful of errors a use-case may throw. The service kit maps each to its HTTP status and
 * the `{success:false, message}` envelope in one place (see create-service.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown; details?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.details = options?.details;
  }
  readonly details: unknown;
}

export class Invalid extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, message, { details });
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Administrator access required') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class TooManyRequests extends AppError {
  /** How long the caller must wait, sent as Retry-After (seconds) so a client can say it in words. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
/** What a 503 can be waiting for: named in the outage lines of the log (outage-log.ts). */
export type Dependency = 'Redis' | 'PostgreSQL' | 'a service it calls';

export class Unavailable extends AppError {
  /** The dependency that is away: given, or read off the cause. */
  readonly dependency: Dependency | undefined;
  constructor(message = 'A required service is unavailable, please try again shortly', cause?: unknown, dependency?: Dependency) {
    super(503, message, { cause });
    this.dependency = dependency ?? failedDependency(cause);
  }
}

/** The message of anything thrown: an Error's message, or the thrown value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The `code` a Node, PostgreSQL, Redis or Fastify error carries (`ECONNREFUSED`, `23505`, …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** ioredis' words for a connection that is not there (the producers fail fast rather than queue). */
const REDIS_DOWN = /Stream isn't writeable|Connection is closed|max retries per request|Reached the max retries/i;
const DATABASE_DOWN = /timeout exceeded when trying to connect|Connection terminated|terminating connection|the database system is (starting up|shutting down)/i;

/**
 * The dependency an error says is away: Redis (ioredis' connection errors), PostgreSQL (pg's, and
 * SQLSTATE classes 08 and 57P01–03), or whatever listens where a refused connection was going
 * (`ports`: the process's own Redis and PostgreSQL ports; another is a service it calls);
 * undefined for any other error (a bug, bad input), which is not an outage.
 */
export function failedDependency(error: unknown, ports: { redis?: number; database?: number } = {}, depth = 0): Dependency | undefined {
  if (!(error instanceof Error)) return undefined;
  // Wrapped errors (Drizzle's DrizzleQueryError, an AppError's cause) say it in their cause.
  const wrapped = depth < 3 ? failedDependency(error.cause, ports, depth + 1) : undefined;
  if (wrapped) return wrapped;
  if (error instanceof Unavailable) return error.dependency;
  if (REDIS_DOWN.test(error.message) || error.name === 'MaxRetriesPerRequestError') return 'Redis';
  const code = errorCode(error);
  if (DATABASE_DOWN.test(error.message) || (code && /^(57P0[1-3]|08\d\d\d)$/.test(code))) return 'PostgreSQL';
  if (code && CONNECTION_ERRORS.has(code)) {
    const port = 'port' in error ? Number(error.port) : undefined;
    if (port !== undefined && port === ports.redis) return 'Redis';
    if (port !== undefined && port === ports.database) return 'PostgreSQL';
    return 'a service it calls';
  }
  return undefined;
}
