/**
 * The edge-metrics process (docker-compose service `edge-metrics`, beside nginx): reads nginx's
 * buffered `dalil_edge` access log at EDGE_LOG_FILE as it grows and serves Prometheus metrics on
 * EDGE_METRICS_PORT (9465). See edge-metrics.ts.
 */
import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { loadConfig } from '@dalil/service-kit/config';
import { failStartup } from '@dalil/service-kit/fail-startup';
import { startEdgeMetrics } from './edge-metrics.ts';

const ZEdgeMetricsEnv = z.object({
  HOST: z.string().default('127.0.0.1'),
  EDGE_LOG_FILE: z.string().min(1).default('/var/log/dalil/edge.log'),
  EDGE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
});

try {
  const config = loadConfig(ZEdgeMetricsEnv);
  const edge = await startEdgeMetrics({ host: config.HOST, metricsPort: config.EDGE_METRICS_PORT, logFile: config.EDGE_LOG_FILE });
  process.stderr.write(`[edge-metrics] reading ${config.EDGE_LOG_FILE}, metrics on http://${config.HOST}:${edge.metricsPort}/metrics\n`);
  closeWithGrace({ delay: 2_000 }, () => edge.close());
} catch (error) {
  failStartup('edge-metrics', error);
}
