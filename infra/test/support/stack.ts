/**
 * Runs `npm start` (infra/src/start.ts) as a test would a user: spawned in its own process
 * group, ready when it prints its ready line, stopped with Ctrl-C (SIGINT) or killed whole.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningStack {
  child: ChildProcess;
  /** Everything the stack printed so far. */
  output: () => string;
  /** Ctrl-C, then waits for the supervisor to exit. */
  stop: () => Promise<void>;
  /** kill -9 of the supervisor and every process of its group (the whole stack at once). */
  killAll: () => Promise<void>;
  /** kill -9 of every Node process of the stack: the database server it started outlives them. */
  killNodeProcesses: () => Promise<void>;
}

/** Starts the stack with `env` on top of this process's environment minus `unset`. */
export async function startStack(env: Record<string, string>, options: { unset?: string[]; timeoutMs?: number } = {}): Promise<RunningStack> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !(options.unset ?? []).includes(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/start.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so killAll reaches every process the stack started.
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stack was not ready in time:\n${output.slice(-4000)}`)), options.timeoutMs ?? 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[dalil] ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code}) before it was ready:\n${output.slice(-4000)}`));
    });
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
    killAll: async () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
    killNodeProcesses: async () => {
      // By command line, not by name: Node 24 names its main thread "MainThread", so the process
      // name is no longer "node". The database server's path (…/node_modules/…/postgres) must not match.
      const pids = execFileSync('pgrep', ['-g', String(child.pid), '-f', '^[^ ]*node( |$)'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}
