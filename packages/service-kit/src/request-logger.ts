import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/** The root logger as the request logger needs it: pino's, which Fastify builds from our options. */
interface PinoRoot extends FastifyBaseLogger {
  levels: { values: Record<string, number> };
}

/**
 * Stands in for a request's pino child logger and makes the child on the first line the request
 * writes at an enabled level. Fastify makes a child for every request (its bindings copied and
 * serialised), and on results day almost no request writes a line: at `warn`, a lookup never does.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  #threshold: number;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(
    private readonly root: PinoRoot,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.#threshold = root.levels.values[options.level ?? root.level] ?? Number.POSITIVE_INFINITY;
  }

  /** The real child, made once. */
  get logger(): FastifyBaseLogger {
    return (this.#child ??= this.root.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.options.level ?? this.root.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
    this.#threshold = this.root.levels.values[level] ?? Number.POSITIVE_INFINITY;
  }

  enabled(level: Level): boolean {
    return (this.root.levels.values[level] ?? 0) >= this.#threshold;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value: function (this: RequestLogger, ...args: Parameters<LogFn>) {
      if (this.enabled(level)) this.logger[level](...args);
    },
  });
}
Object.defineProperty(RequestLogger.prototype, 'silent', { value: () => undefined });

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (see RequestLogger). */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => new RequestLogger(logger as PinoRoot, bindings, options);
