import closeWithGrace from 'close-with-grace';
import { loadConfig } from '@dalil/service-kit/config';
import { createRedis } from '@dalil/service-kit/redis';
import { failStartup } from '@dalil/service-kit/fail-startup';
import { buildGateway } from './app.ts';
import { ZGatewayEnv } from './config.ts';

try {
  const config = loadConfig(ZGatewayEnv);
  const redis = config.RATE_LIMIT_STORE === 'redis' ? createRedis(config.REDIS_URL, 'producer') : undefined;
  await redis?.connect().catch(() => undefined); // rate limits fall back open while Redis is away
  const app = await buildGateway({ config, redis });
  closeWithGrace({ delay: 4_000 }, async () => {
    await app.close();
    redis?.disconnect();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  failStartup('gateway', error);
}
