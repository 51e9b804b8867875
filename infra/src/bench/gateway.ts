/**
 * npm run bench:gateway — the cost of the gateway hop. autocannon drives one light route
 * (GET /api/services/config) directly against the config service and through the gateway, in
 * the same run, in alternating rounds; prints req/s, latencies and the median ratio
 * (target ≥ 0.6), then each process's idle
 * resident memory (target < 120 MB each).
 */
import autocannon from 'autocannon';
import { median } from './measures.ts';
import { startStack } from './stack.ts';

const ROUTE = '/api/services/config';
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
  // Alternating rounds, so a burst of load from elsewhere on this shared machine hits both sides.
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const direct = await measure(stack.serviceUrl('config') + ROUTE);
    const through = await measure(stack.gatewayUrl + ROUTE);
    rounds.push({ direct, through, ratio: through.rps / direct.rps });
  }
  console.log(`\nbench:gateway — GET ${ROUTE}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s`);
  rounds.forEach((r, i) =>
    console.log(`  round ${i + 1}: direct ${r.direct.rps.toFixed(0)} req/s (p99 ${r.direct.p99} ms)  gateway ${r.through.rps.toFixed(0)} req/s (p99 ${r.through.p99} ms)  ratio ${r.ratio.toFixed(2)}  errors ${r.direct.errors + r.through.errors}`),
  );
  const ratio = median(rounds.map((r) => r.ratio));
  console.log(`  median direct            : ${median(rounds.map((r) => r.direct.rps)).toFixed(0)} req/s, p50 ${median(rounds.map((r) => r.direct.p50))} ms, p99 ${median(rounds.map((r) => r.direct.p99))} ms`);
  console.log(`  median through gateway   : ${median(rounds.map((r) => r.through.rps)).toFixed(0)} req/s, p50 ${median(rounds.map((r) => r.through.p50))} ms, p99 ${median(rounds.map((r) => r.through.p99))} ms`);
  console.log(`  median ratio             : ${ratio.toFixed(2)}  (target ≥ 0.60) ${ratio >= 0.6 ? 'met' : 'MISSED'}`);
  console.log('\nidle resident memory per process (target < 120 MB each):');
  for (const [name, mib] of Object.entries(idle).sort()) {
    console.log(`  ${name.padEnd(10)} ${mib.toFixed(1)} MiB ${mib < 120 ? '' : 'MISSED'}`);
  }
} finally {
  await stack.stop();
}
