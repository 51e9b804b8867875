/**
 * npm run bench:gateway — the cost of the gateway hop. autocannon drives one light route
 * (GET /api/services/config) directly against the config service and through the gateway, in
 * the same run; prints req/s, latencies and the ratio (target ≥ 0.6), then each process's idle
 * resident memory (target < 120 MB each).
 */
import autocannon from 'autocannon';
import { startStack } from './stack.ts';

const ROUTE = '/api/services/config';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function measure(url: string) {
  // A short warm-up so both sides run with warm JIT and connection pools.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const stack = await startStack();
try {
  await new Promise((r) => setTimeout(r, 3_000));
  const idle = stack.rssMiB();
  const direct = await measure(stack.serviceUrl('config') + ROUTE);
  const through = await measure(stack.gatewayUrl + ROUTE);
  const ratio = through.rps / direct.rps;
  console.log(`\nbench:gateway — GET ${ROUTE}, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(`  direct to config service : ${direct.rps.toFixed(0)} req/s  p50 ${direct.p50} ms  p99 ${direct.p99} ms  errors ${direct.errors}`);
  console.log(`  through the gateway      : ${through.rps.toFixed(0)} req/s  p50 ${through.p50} ms  p99 ${through.p99} ms  errors ${through.errors}`);
  console.log(`  ratio gateway/direct     : ${ratio.toFixed(2)}  (target ≥ 0.60) ${ratio >= 0.6 ? 'met' : 'MISSED'}`);
  console.log('\nidle resident memory per process (target < 120 MB each):');
  for (const [name, mib] of Object.entries(idle).sort()) {
    console.log(`  ${name.padEnd(10)} ${mib.toFixed(1)} MiB ${mib < 120 ? '' : 'MISSED'}`);
  }
} finally {
  await stack.stop();
}
