/**
 * The compose stack, checked without a Docker engine: every container has a health check (the
 * workers' is their queue heartbeat), Redis has a memory ceiling, the administrator's variables
 * are required up front, and `docker-compose config` (Debian's docker-compose, which needs no
 * engine) accepts the file — and refuses it, naming the variable, when one is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const compose = parse(readFileSync(`${ROOT}/docker-compose.yml`, 'utf8')) as { services: Record<string, Record<string, unknown>> };
const SECRETS = { JWT_SECRET: 'compose-test-secret-0123456789', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'compose-test-password' };

function composeBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v docker-compose'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

describe('docker-compose.yml', () => {
  it('when the stack is described, then every service, the workers and the edge have a health check', () => {
    const names = Object.keys(compose.services);
    // The edge's metrics reader, and the monitoring profile's Prometheus and Grafana, are containers too.
    expect(names.sort()).toEqual(['ads', 'auth', 'catalogue', 'config', 'edge', 'edge-metrics', 'gateway', 'grafana', 'jobs', 'postgres', 'prometheus', 'redis', 'workers']);
    const unchecked = names.filter((name) => !(compose.services[name]!.healthcheck as { test?: unknown } | undefined)?.test);
    expect(unchecked).toEqual([]);
    const test = (name: string) => JSON.stringify((compose.services[name]!.healthcheck as { test: unknown }).test);
    expect(test('workers')).toContain('127.0.0.1:4106/healthz');
    expect(test('gateway')).toContain('/readyz');
    expect(test('edge-metrics')).toContain('127.0.0.1:9465/metrics');
    expect(test('prometheus')).toContain('/-/ready');
    expect(test('grafana')).toContain('/api/health');
    for (const service of ['catalogue', 'ads', 'auth', 'config', 'jobs']) expect(test(service)).toContain('/readyz');
  });

  it('when Redis is configured, then it runs noeviction under a maxmemory ceiling', () => {
    const command = compose.services.redis!.command as string[];
    expect(command[command.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
    expect(command[command.indexOf('--maxmemory') + 1]).toMatch(/^\$\{REDIS_MAXMEMORY:-\d+mb\}$/);
  });

  it("when the edge keeps API answers, then the micro-cache nginx.conf names is a tmpfs larger than the cache's max_size", () => {
    const nginx = readFileSync(`${ROOT}/deploy/nginx/nginx.conf`, 'utf8');
    const [, cachePath, maxSize] = /proxy_cache_path (\S+) [^;]*keys_zone=dalil_api:[^;]* max_size=(\d+)m/.exec(nginx)!;
    const mounts = compose.services.edge!.volumes as Array<string | { type: string; target: string; tmpfs?: { size: number } }>;
    const tmpfs = mounts.find((m) => typeof m === 'object' && m.target === cachePath);
    expect(tmpfs).toMatchObject({ type: 'tmpfs' });
    expect((tmpfs as { tmpfs: { size: number } }).tmpfs.size).toBeGreaterThan(Number(maxSize) * 2 ** 20);
  });

  it('when docker-compose is installed, then `docker-compose config` accepts the file, and names ADMIN_PASSWORD when it is missing', () => {
    const binary = composeBinary();
    if (!binary) {
      // Only a machine without the tool gets here; CI installs it (.ci/run).
      expect(process.env.CI, 'docker-compose is not installed').toBeFalsy();
      return;
    }
    const { ADMIN_PASSWORD: _omitted, ...withoutPassword } = SECRETS;
    const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['JWT_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'REDIS_MAXMEMORY'].includes(key)));
    const ok = spawnSync(binary, ['config', '--quiet'], { cwd: ROOT, env: { ...clean, ...SECRETS }, encoding: 'utf8' });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const resolved = spawnSync(binary, ['config'], { cwd: ROOT, env: { ...clean, ...SECRETS }, encoding: 'utf8' });
    expect(resolved.stdout).toMatch(/- --maxmemory\n\s+- 512mb\n/);
    const missing = spawnSync(binary, ['config', '--quiet'], { cwd: ROOT, env: { ...clean, ...withoutPassword }, encoding: 'utf8' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain("set ADMIN_PASSWORD, the administrator's password");
  });

  it('when the alert rules name a metric, then some process exports it', () => {
    const rules = readFileSync(`${ROOT}/deploy/prometheus/dalil-alerts.yml`, 'utf8');
    parse(rules);
    parse(readFileSync(`${ROOT}/deploy/prometheus/prometheus.yml`, 'utf8'));
    const sources = ['packages/service-kit/src/metrics.ts', 'services/jobs/src/operators/metrics.ts', 'workers/src/main.ts'].map((file) => readFileSync(`${ROOT}/${file}`, 'utf8')).join('\n');
    const used = [...new Set([...rules.matchAll(/\b(dalil_[a-z_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')))];
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !sources.includes(`'${name}'`))).toEqual([]);
  });
});
