/**
 * A closed-loop load client that never reads a body: `connections` requests in flight, each sent as
 * soon as the last one's answer has been received and dropped. autocannon appends every body to a
 * string (`req.body += data`, utf8-decoding gzip bytes), which at ~1,700 answers of 46 kB a second
 * takes one of this machine's two cores and the latency it reports then waits on the client.
 */
import { Pool } from 'undici';
import { median } from './measures.ts';

export interface DiscardingRun {
  requests: number;
  errors: number;
  /** Answers per second over the run. */
  rate: number;
  latency: { p50: number; p99: number };
  /** How many answers carried each value of `countHeader`. */
  headerCounts: Map<string, number>;
}

export async function runDiscarding(options: {
  base: string;
  connections: number;
  seconds: number;
  path: (n: number) => string;
  headers?: Record<string, string>;
  /** A response header whose values are counted (e.g. x-answer-cache). */
  countHeader?: string;
}): Promise<DiscardingRun> {
  const pool = new Pool(options.base, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  const headerCounts = new Map<string, number>();
  let n = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t = performance.now();
      try {
        const response = await pool.request({ method: 'GET', path: options.path(n++), headers: options.headers });
        // Read to the end and dropped, chunk by chunk (never decoded, never kept).
        for await (const chunk of response.body) void chunk;
        if (response.statusCode >= 400) errors++;
        if (options.countHeader) {
          const value = String(response.headers[options.countHeader] ?? '');
          headerCounts.set(value, (headerCounts.get(value) ?? 0) + 1);
        }
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { requests: latencies.length, errors, rate: latencies.length / elapsed, latency: { p50: round(median(sorted)), p99: round(at(0.99)) }, headerCounts };
}
