import { createAdminSessions } from '@dalil/service-kit/admin-sessions';
import { createTokenService } from '@dalil/service-kit/auth';
import { createRedis } from '@dalil/service-kit/redis';
import { flushRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from '@dalil/service-kit/testing';

/**
 * The Redis a test gateway keeps its administrators' sessions in (a prefix of its own), and a
 * token service signing like the auth service: `adminToken` is for a signed-in session.
 */
export async function openGatewayRedis(secret: string) {
  const prefix = testRedisPrefix();
  const redis = createRedis(TEST_REDIS_URL, 'producer');
  await redis.connect();
  const sessions = createAdminSessions(redis, prefix);
  const tokens = createTokenService(secret, { sessions });
  return {
    prefix,
    redis,
    sessions,
    tokens,
    /** A signed-in administrator's token (`ttlSeconds` < 0: already expired). */
    async adminToken(adminId = 'a', ttlSeconds = 600): Promise<string> {
      const sid = await sessions.start(adminId, 3600);
      return tokens.sign({ sub: adminId, username: 'admin', role: 'admin', sid }, ttlSeconds);
    },
    visitorToken: (ttlSeconds = 600) => tokens.sign({ sub: 'v', username: 'v@example.com', role: 'visitor' }, ttlSeconds),
    close: async () => {
      redis.disconnect();
      await flushRedisPrefix(prefix);
    },
  };
}
