/**
 * Start-up waits for PostgreSQL or Redis instead of exiting: a process started while its
 * database is down (a restart during an outage, containers starting in any order) asks again
 * and again and starts as soon as it answers. Exiting instead makes the supervisor respawn it
 * every second (a crash loop).
 *
 * It asks after 0.5 s, 1 s, then every 2 s at most: asking costs the dependency next to nothing,
 * and every second between its return and the next question is a second students wait (with a
 * 15 s cap the first answer came 12.3 s after PostgreSQL was back). The log gets one line when
 * the wait starts, one every SUMMARY_EVERY_MS while it lasts and one when it ends.
 */
import { errorMessage } from './errors.ts';
import { SUMMARY_EVERY_MS } from './outage-log.ts';

/** A lost dependency is asked again at most this far apart. */
export const DEPENDENCY_PROBE_CAP_MS = 2_000;

/** Delays between attempts: `baseMs` doubling to at most `capMs`. */
export function backoffDelay(attempt: number, baseMs = 500, capMs = DEPENDENCY_PROBE_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface WaitOptions {
  /** Names the dependency and where it is, in the log lines and the final error. */
  what: string;
  /** Gives up after this long (0: waits as long as it takes). */
  maxWaitMs: number;
  /** Writes a line: when the wait starts, every SUMMARY_EVERY_MS while it lasts, when it ends. */
  say: (line: string) => void;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

export async function waitForDependency(check: () => Promise<unknown>, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  let lastLine = started;
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      if (attempt > 1) options.say(`${options.what} answered after ${attempt} attempts (${formatSeconds(Date.now() - started)})`);
      return;
    } catch (error) {
      const reason = errorMessage(error) || String(error);
      const waited = Date.now() - started;
      if (options.maxWaitMs > 0 && waited >= options.maxWaitMs) {
        throw new Error(`${options.what} is unreachable after ${attempt} attempts in ${Math.round(waited / 1000)} s: ${reason}`, { cause: error });
      }
      const delay = backoffDelay(attempt, options.baseDelayMs);
      if (attempt === 1) {
        options.say(`waiting for ${options.what}: ${reason} (asking again after ${formatSeconds(delay)}, then at most every ${formatSeconds(DEPENDENCY_PROBE_CAP_MS)}; a line every ${formatSeconds(SUMMARY_EVERY_MS)} while it lasts)`);
      } else if (Date.now() - lastLine >= SUMMARY_EVERY_MS) {
        lastLine = Date.now();
        options.say(`still waiting for ${options.what} after ${formatSeconds(waited)}: ${attempt} attempts, last: ${reason}`);
      }
      await sleep(delay);
    }
  }
}
