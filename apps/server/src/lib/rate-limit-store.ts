import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreWithRead = FastifyRateLimitStore & { read?: (key: string, cb: Callback, timeWindow: number, max: number) => void };

/**
 * A @fastify/rate-limit store that counts in Redis, so that a limit holds whichever server
 * instance a request reaches (docs/deploy.md), and in the process while Redis cannot be reached:
 * a Redis outage then neither stops every request (the plugin's default, a 500) nor lifts every
 * limit (its `skipOnError`). Both counters are the plugin's own stores; `onFallback` is told of
 * each count that fell back (the caller logs it once per outage). Keys: `<prefix>rate-limit:<route>-<key>`.
 */
export function redisRateLimitStore(redis: Redis, prefix: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      readonly shared: StoreWithRead,
      readonly local: StoreWithRead,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFallback(err);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.read!(
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFallback(err);
          this.local.read!(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(options: RateLimitOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, `${prefix}rate-limit:`), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
