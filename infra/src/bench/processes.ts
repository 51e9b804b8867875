/** Benchmark support: starting one Node process (from its bundle, as deployed), waiting for it, stopping it (free ports: @dalil/service-kit/testing). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { bundleNodeEntries, ROOT } from '../build-node.ts';
import { SERVICE_NODE_FLAGS } from '../node-flags.ts';

// Generous: on a shared machine under load a service can take over a minute to start.
export async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Entries bundled by bundleForBenchmark, by source file: started from their bundle. */
const bundles = new Map<string, string>();

/**
 * Benchmarks measure what production runs: each server from an esbuild bundle built the way the
 * deployed ones are (build-node.ts), not TypeScript compiled at run time by tsx, whose helpers
 * (a `__name` call for every function made at run time, say) cost a request path CPU that the
 * bundles do not. Call before startNodeProcess; bundles go to dist/bench/.
 */
export async function bundleForBenchmark(entries: string[]): Promise<void> {
  const outdir = path.join(ROOT, 'dist/bench');
  const named = Object.fromEntries(entries.map((entry) => [entry.replace(/\.ts$/, '').replaceAll('/', '-'), entry]));
  await bundleNodeEntries(named, outdir);
  for (const [name, entry] of Object.entries(named)) bundles.set(entry, path.join(outdir, `${name}.mjs`));
}

/** Starts a server (its bundle when bundleForBenchmark made one, else its source through tsx) with the V8 flags the services are deployed with (node-flags.ts), plus `nodeArgs`. */
export function startNodeProcess(name: string, entry: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const bundle = bundles.get(entry);
  const program = bundle ? [bundle] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs, ...program], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) process.stderr.write(`[bench] ${name} exited (${signal ?? code})\n`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 6_000);
  await exited;
  clearTimeout(timer);
}
