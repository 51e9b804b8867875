/**
 * A dependency outage in the log as three kinds of line, however many requests or retries fail
 * meanwhile: one when it starts, a summary every SUMMARY_EVERY_MS while it lasts (failures since
 * the last line, the last error), one when it ends. Never a stack trace: a dependency that is
 * away is expected, and a line per failed request (thousands a minute on results day) or a
 * 2 KB stack per refused admin request buried everything else while PostgreSQL or Redis was down.
 *
 * The end is seen by `recovered()` (a connection's `ready` event, a request that got through), by
 * the probe, asked every PROBE_EVERY_MS while the dependency is down, or — with no probe — by a
 * whole summary period without a failure.
 */
import { errorCode, errorMessage } from './errors.ts';

export const SUMMARY_EVERY_MS = 10_000;
const PROBE_EVERY_MS = 2_000;

/** The log lines' writer: pino's `warn` (a line's fields, then its message). */
export interface OutageLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface OutageLog {
  /**
   * A failure that means the dependency is away: the first one starts the outage (one line, with
   * `context`: the request id, where it was going), the rest are counted.
   */
  failed(error: unknown, context?: Record<string, unknown>): void;
  /** The dependency answered: ends the outage (one line) if one was under way. */
  recovered(): void;
  readonly down: boolean;
  /** Stops the timers (the process is closing). */
  close(): void;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * `dependency` names it in words an operator reads ("Redis", "PostgreSQL", "the catalogue
 * service"); `probe` answers while it is back (optional when something calls `recovered`).
 */
export function createOutageLog(
  log: OutageLogger,
  dependency: string,
  options: { probe?: () => Promise<unknown>; summaryEveryMs?: number; probeEveryMs?: number } = {},
): OutageLog {
  const summaryEveryMs = options.summaryEveryMs ?? SUMMARY_EVERY_MS;
  let since = 0;
  let failures = 0;
  let sinceSummary = 0;
  let lastSummary = 0;
  let lastError = '';
  let timer: NodeJS.Timeout | undefined;
  let probing = false;

  const describe = (error: unknown) => {
    // The innermost cause says what happened (a wrapper such as Drizzle's quotes the query and
    // its parameters, which are no business of the log).
    let root = error;
    for (let depth = 0; depth < 3 && root instanceof Error && root.cause instanceof Error; depth++) root = root.cause;
    const code = errorCode(root);
    const message = errorMessage(root) || 'no answer';
    return code && !message.includes(code) ? `${message} (${code})` : message;
  };
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  const tick = async () => {
    if (!since) return;
    if (options.probe && !probing) {
      probing = true;
      const answered = await options.probe().then(() => true, () => false);
      probing = false;
      if (answered) return outage.recovered();
    }
    if (since && Date.now() - lastSummary >= summaryEveryMs) {
      // Nothing to ask whether it is back, and nothing failed for a whole period: it is over.
      if (!options.probe && sinceSummary === 0) return end('no failure for');
      lastSummary = Date.now();
      log.warn(
        { dependency, downForSeconds: seconds(Date.now() - since), failures, failuresSinceLastLine: sinceSummary, lastError },
        `${dependency} still unavailable after ${seconds(Date.now() - since)} s: ${plural(sinceSummary, 'failure')} in the last ${seconds(summaryEveryMs)} s (${failures} in all), last: ${lastError}`,
      );
      sinceSummary = 0;
    }
  };

  /** The outage's last line: back (`available again after` its length), or quiet for a period with nothing to ask. */
  const end = (how: 'available again after' | 'no failure for') => {
    if (!since) return;
    const downMs = Date.now() - since;
    const said =
      how === 'available again after'
        ? `${dependency} available again after ${seconds(downMs)} s (${plural(failures, 'failure')} while it was away)`
        : `${dependency}: no failure for ${seconds(summaryEveryMs)} s, taken as over after ${seconds(downMs)} s (${plural(failures, 'failure')} in all)`;
    log.warn({ dependency, downForSeconds: seconds(downMs), failures }, said);
    since = 0;
    failures = 0;
    clearInterval(timer);
  };

  const outage: OutageLog = {
    failed(error, context) {
      failures++;
      sinceSummary++;
      lastError = describe(error);
      if (since) return;
      since = Date.now();
      lastSummary = since;
      sinceSummary = 0;
      log.warn({ ...context, dependency, error: lastError }, `${dependency} unavailable: ${lastError} (one line every ${seconds(summaryEveryMs)} s while it lasts)`);
      timer = setInterval(() => void tick(), options.probeEveryMs ?? PROBE_EVERY_MS);
      timer.unref();
    },
    recovered() {
      end('available again after');
    },
    get down() {
      return since > 0;
    },
    close() {
      clearInterval(timer);
    },
  };
  return outage;
}

/** One outage log per dependency of a process, made on first use. */
export function createOutageLogs(log: OutageLogger, probes: Record<string, () => Promise<unknown>> = {}) {
  const logs = new Map<string, OutageLog>();
  return {
    get(dependency: string, probe?: () => Promise<unknown>): OutageLog {
      let outage = logs.get(dependency);
      if (!outage) {
        outage = createOutageLog(log, dependency, { probe: probe ?? probes[dependency] });
        logs.set(dependency, outage);
      }
      return outage;
    },
    close() {
      for (const outage of logs.values()) outage.close();
    },
  };
}
export type OutageLogs = ReturnType<typeof createOutageLogs>;
