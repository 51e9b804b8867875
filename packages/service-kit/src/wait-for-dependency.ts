/**
 * Start-up waits for PostgreSQL or Redis instead of exiting: a process started while its
 * database is down (a restart during an outage, containers starting in any order) retries with
 * a capped exponential backoff and one line per attempt, and starts as soon as it answers.
 * Exiting instead makes the supervisor respawn it every second (a crash loop).
 */
import { errorMessage } from './errors.ts';

/** Delays between attempts: 0.5 s doubling to at most 15 s. */
export function backoffDelay(attempt: number, baseMs = 500, capMs = 15_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface WaitOptions {
  /** Names the dependency and where it is, in the log lines and the final error. */
  what: string;
  /** Gives up after this long (0: waits as long as it takes). */
  maxWaitMs: number;
  /** One line per failed attempt. */
  say: (line: string) => void;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export async function waitForDependency(check: () => Promise<unknown>, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await check();
      if (attempt > 1) options.say(`${options.what} answered after ${attempt} attempts (${Math.round((Date.now() - started) / 1000)} s)`);
      return;
    } catch (error) {
      const reason = errorMessage(error) || String(error);
      const waited = Date.now() - started;
      if (options.maxWaitMs > 0 && waited >= options.maxWaitMs) {
        throw new Error(`${options.what} is unreachable after ${attempt} attempts in ${Math.round(waited / 1000)} s: ${reason}`, { cause: error });
      }
      const delay = backoffDelay(attempt, options.baseDelayMs);
      options.say(`waiting for ${options.what}: ${reason} (attempt ${attempt}, next in ${formatSeconds(delay)})`);
      await sleep(delay);
    }
  }
}

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
