import http from 'node:http';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '@dalil/service-kit/config';
import { createRedis } from '@dalil/service-kit/redis';
import { failStartup } from '@dalil/service-kit/fail-startup';
import { createMetricsRegistry } from '@dalil/service-kit/metrics';
import { buildGateway } from './app.ts';
import { ZGatewayEnv } from './config.ts';

try {
  const config = loadConfig(ZGatewayEnv);
  const redis = createRedis(config.REDIS_URL, 'producer');
  // Public routes work while Redis is away (rate limits fall back open); admin routes answer 503
  // until the sessions can be checked again.
  await redis.connect().catch(() => undefined);
  const metrics = config.METRICS_PORT > 0 ? createMetricsRegistry('gateway') : undefined;
  const app = await buildGateway({ config, redis, metrics });
  // The metrics listener is separate from the public port, so /metrics is never on the internet.
  const metricsServer = metrics
    ? http.createServer((request, response) => {
        if (request.url !== '/metrics') return void response.writeHead(404).end();
        metrics.metrics().then(
          (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      })
    : undefined;
  closeWithGrace({ delay: 4_000 }, async () => {
    metricsServer?.close();
    await app.close();
    redis.disconnect();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  if (metricsServer) await new Promise<void>((resolve, reject) => metricsServer.once('error', reject).listen(config.METRICS_PORT, config.HOST, resolve));
} catch (error) {
  failStartup('gateway', error);
}
