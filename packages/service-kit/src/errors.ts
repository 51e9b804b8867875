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
export class Unavailable extends AppError {
  constructor(message = 'A required service is unavailable, please try again shortly', cause?: unknown) {
    super(503, message, { cause });
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
