/**
 * The edge-metrics process (docker-compose service `edge-metrics`, a sidecar of nginx in
 * Kubernetes): nginx's per-request syslog datagrams on UDP EDGE_SYSLOG_PORT (5514), Prometheus
 * metrics on EDGE_METRICS_PORT (9465). See edge-metrics.ts.
 */
import closeWithGrace from 'close-with-grace';
import { z } from 'zod';
import { loadConfig } from '@dalil/service-kit/config';
import { failStartup } from '@dalil/service-kit/fail-startup';
import { startEdgeMetrics } from './edge-metrics.ts';

const ZEdgeMetricsEnv = z.object({
  HOST: z.string().default('127.0.0.1'),
  EDGE_SYSLOG_PORT: z.coerce.number().int().min(0).max(65535).default(5514),
  EDGE_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
});

try {
  const config = loadConfig(ZEdgeMetricsEnv);
  const edge = await startEdgeMetrics({ host: config.HOST, metricsPort: config.EDGE_METRICS_PORT, syslogPort: config.EDGE_SYSLOG_PORT });
  process.stderr.write(`[edge-metrics] syslog on udp ${config.HOST}:${edge.syslogPort}, metrics on http://${config.HOST}:${edge.metricsPort}/metrics\n`);
  closeWithGrace({ delay: 2_000 }, () => edge.close());
} catch (error) {
  failStartup('edge-metrics', error);
}
