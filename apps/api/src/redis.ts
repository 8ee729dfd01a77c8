// One way to connect to Redis (REDIS_URL), for every use the server has: rate limits, account
// limits, session revocations, read positions, the catalog generation. Every command gives up after
// REDIS_TIMEOUT_MS — also while Redis is unreachable, when commands wait in ioredis's offline queue
// for a reconnection — so an outage never holds a request up; each use says what it does without
// Redis (docs/platform.md "Redis away"). The client reconnects by itself, with backoff.
import { Redis } from 'ioredis';

/** How long a Redis command may take before it fails. */
export const REDIS_TIMEOUT_MS = 1000;

/** A client whose commands time out; `keyPrefix` namespaces its keys. */
export function redisClient(url: string, keyPrefix?: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: REDIS_TIMEOUT_MS,
    ...(keyPrefix !== undefined && { keyPrefix }),
  });
  // Connection errors are retried by the client; the commands they fail are handled where they are
  // sent. Without a listener ioredis prints every reconnection attempt's error.
  redis.on('error', () => undefined);
  return redis;
}

/** Closes a client: QUIT waits for an answer, and a Redis that cannot give one is disconnected from. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/** Whether Redis answers a PING within the timeout (for /readyz). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  return redis.ping().then(
    (reply) => reply === 'PONG',
    () => false,
  );
}
