/** Benchmark support: starting one Node process from source, waiting for it, stopping it (free ports: @dalil/service-kit/testing). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ROOT } from '../build-node.ts';
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

/** Starts a server from source with the V8 flags the services are deployed with (node-flags.ts), plus `nodeArgs`. */
export function startNodeProcess(name: string, entry: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', entry], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
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
