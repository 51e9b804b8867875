import closeWithGrace from 'close-with-grace';
import { loadConfig } from '@dalil/service-kit/config';
import { createRedis } from '@dalil/service-kit/redis';
import { failStartup } from '@dalil/service-kit/fail-startup';
import { buildGateway } from './app.ts';
import { ZGatewayEnv } from './config.ts';

try {
  const config = loadConfig(ZGatewayEnv);
  const redis = createRedis(config.REDIS_URL, 'producer');
  // Public routes work while Redis is away (rate limits fall back open); admin routes answer 503
  // until the sessions can be checked again.
  await redis.connect().catch(() => undefined);
  const app = await buildGateway({ config, redis });
  closeWithGrace({ delay: 4_000 }, async () => {
    await app.close();
    redis.disconnect();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  failStartup('gateway', error);
}
