import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { AuthRepository } from '../modules/auth/auth.repository.ts';
import { connectRedis, quit, redisConnection } from '../lib/redis.ts';
import { redisRateLimitStore } from '../lib/rate-limit-store.ts';
import { startRevocationBroadcast, type RevocationBroadcast } from '../lib/revocations.ts';

export interface SharedBetweenInstances {
  /** Options for @fastify/rate-limit: a store in Redis with REDIS_URL, else nothing (the process's own). */
  rateLimit: Pick<RateLimitOptions, 'store'>;
  broadcast: RevocationBroadcast;
}

/**
 * What several server instances behind a load balancer share (docs/deploy.md, decision 018):
 *
 * - with REDIS_URL, the rate limits count in Redis (falling back to the process's own count while
 *   Redis is unreachable);
 * - every revocation empties this process's session cache and verified-token cache, and is
 *   announced to the other instances (Redis pub/sub, else PostgreSQL LISTEN/NOTIFY), which empty
 *   theirs at once. The cluster's processes (WEB_CONCURRENCY) are instances like any other.
 *
 * Connections are closed with the app.
 */
export async function shareBetweenInstances(
  app: FastifyInstance,
  { env, database, authRepo, tokens }: { env: Env; database: Database; authRepo: AuthRepository; tokens: TokenService },
): Promise<SharedBetweenInstances> {
  const redis = env.REDIS_URL ? redisConnection(env.REDIS_URL, app.log, { subscriber: false }) : undefined;
  if (redis) await connectRedis(redis);
  const broadcast = await startRevocationBroadcast({
    redisUrl: env.REDIS_URL,
    redis,
    redisChannel: `${env.REDIS_PREFIX}revocations`,
    databaseUrl: env.DATABASE_URL,
    database,
    log: app.log,
    onRevoked: () => {
      authRepo.forgetSessionsRevokedElsewhere();
      tokens.forgetVerified();
    },
  });
  authRepo.onRevoked = async () => {
    tokens.forgetVerified();
    await broadcast.announce();
  };
  app.addHook('onClose', async () => {
    await broadcast.close();
    if (redis) await quit(redis);
  });
  let loggedAt = -Infinity;
  return {
    broadcast,
    rateLimit: redis
      ? {
          store: redisRateLimitStore(redis, env.REDIS_PREFIX, (err) => {
            // At most once a minute (the connection logs its own loss and return).
            if (performance.now() - loggedAt < 60_000) return;
            loggedAt = performance.now();
            app.log.warn({ err: { message: err.message } }, 'rate limits count in this process until Redis answers again');
          }),
        }
      : {},
  };
}
