import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a start waits for Redis before it serves anyway (counting limits in the process meanwhile), ms. */
const READY_WAIT_MS = 5_000;

/**
 * A connection to the Redis of REDIS_URL shared by every server instance (docs/deploy.md).
 *
 * - `subscriber`: false, a connection for commands (rate-limit counts, PUBLISH). A command fails at
 *   once while Redis is unreachable instead of waiting in a queue, so a request never waits for
 *   Redis: the rate limit then counts in the process (lib/rate-limit-store.ts) and a broadcast is
 *   logged as missed.
 * - `subscriber`: true, a connection that only listens (SUBSCRIBE); its commands wait for the
 *   connection.
 *
 * Either reconnects on its own (ioredis: after 50 ms, 100 ms … at most 2 s). A lost or regained
 * connection is logged once, not at every retry.
 */
export function redisConnection(url: string, log: FastifyBaseLogger, role: { subscriber: boolean }): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    enableOfflineQueue: role.subscriber,
    maxRetriesPerRequest: role.subscriber ? null : 1,
    // The listener subscribes again itself after each reconnect (lib/revocations.ts), then empties
    // the caches: a revocation sent while it was away must not be missed.
    autoResubscribe: false,
    connectionName: role.subscriber ? 'abhyas-revocations' : 'abhyas',
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message } }, `Redis unreachable (${role.subscriber ? 'revocation listener' : 'rate limits, broadcasts'}); retrying`);
  });
  redis.on('ready', () => {
    if (down) log.info(`Redis reachable again (${role.subscriber ? 'revocation listener' : 'rate limits, broadcasts'})`);
    down = false;
  });
  return redis;
}

/**
 * Connects, waiting at most READY_WAIT_MS: a server starts even while Redis is down (the
 * connection keeps retrying in the background), so that Redis is never what keeps a test from
 * being taken. Resolves true when connected.
 */
export async function connectRedis(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_WAIT_MS);
  });
  try {
    return await Promise.race([
      redis.connect().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a Redis connection: politely (QUIT) when it is up, at once when not. */
export async function quit(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
