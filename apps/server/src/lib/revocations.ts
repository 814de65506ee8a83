import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { connectRedis, quit, redisConnection } from './redis.ts';

/** The PostgreSQL NOTIFY channel of revocations (one database is one deployment). */
export const REVOCATION_CHANNEL = 'abhyas_revocations';
/** The application name of the PostgreSQL listener connections (counted to know how many acknowledgements to wait for). */
const LISTENER_NAME = 'abhyas-revocations';
/** Wait before a lost PostgreSQL listener connects again, ms. */
const LISTENER_RETRY_MS = 1_000;
/** The longest an announcement waits for the other instances' acknowledgements, ms. */
const ACK_WAIT_MS = 1_000;

/**
 * Tells every server instance that a sign-in session was revoked (sign-out, password change or
 * reset, a replayed refresh token …), so each empties the caches that could let it act
 * (docs/deploy.md, decision 018). The message names no session: an instance that hears it empties
 * its whole session cache, as the instance that revoked did.
 */
export interface RevocationBroadcast {
  /** How revocations travel: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or not at all (one process). */
  readonly kind: 'redis' | 'postgres' | 'none';
  /**
   * Tells the other instances, after the revocation is written, and resolves once each listening
   * instance has acknowledged that its caches are empty (ACK_WAIT_MS at most), so that the
   * caller's answer, hence its next call to any instance, comes after that. Never throws: a
   * failure is logged, and the other instances then see the revocation when their cached entry
   * expires (15 s at most).
   */
  announce(): Promise<void>;
  close(): Promise<void>;
}

export interface BroadcastOptions {
  redisUrl?: string | undefined;
  /** The instance's command connection to that Redis (lib/redis.ts), shared with the rate limits. */
  redis?: Redis | undefined;
  /** The Redis pub/sub channel (REDIS_PREFIX + 'revocations'). */
  redisChannel?: string;
  /** The PostgreSQL server of DATABASE_URL (LISTEN needs a connection of its own); unset with PGlite. */
  databaseUrl?: string | undefined;
  database: Database;
  log: FastifyBaseLogger;
  /**
   * Empties this process's caches. Called for every revocation another instance announces, and
   * each time the listener has (re)connected, since announcements sent while it was away are lost.
   */
  onRevoked: () => void;
}

/**
 * Starts listening for other instances' revocations: over Redis when `redisUrl` is set, else over
 * PostgreSQL when the database is a PostgreSQL server. PGlite is one process's database: there is
 * no other instance to tell.
 */
export async function startRevocationBroadcast(options: BroadcastOptions): Promise<RevocationBroadcast> {
  if (options.redisUrl && options.redis) return redisBroadcast(options.redisUrl, options.redis, options);
  if (options.databaseUrl && options.database.kind === 'postgres') return postgresBroadcast(options.databaseUrl, options);
  return { kind: 'none', announce: async () => {}, close: async () => {} };
}

/**
 * The messages, the same over Redis and PostgreSQL: `r <origin> <n>` announces revocation n of
 * instance `origin`; every other instance empties its caches and answers `a <origin> <n>`, which
 * only `origin` reads.
 */
class Protocol {
  /** This instance's id in its messages. */
  readonly origin = randomUUID();
  #sequence = 0;
  readonly #waiting = new Map<number, { received: number; expected: number; done: () => void }>();

  constructor(
    private readonly onRevoked: () => void,
    private readonly send: (message: string) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A message heard on the channel. */
  heard(message: string): void {
    const [kind, from, n] = message.split(' ');
    if (kind === 'r' && from !== this.origin) {
      this.onRevoked();
      this.send(`a ${from} ${n}`).catch((err: Error) => this.log.warn({ err: { message: err.message } }, 'acknowledging a revocation failed'));
    } else if (kind === 'a' && from === this.origin) {
      const waiting = this.#waiting.get(Number(n));
      if (waiting && (waiting.received += 1) >= waiting.expected) waiting.done();
    }
  }

  /**
   * Sends a revocation with `publish`, which resolves how many other instances listen, and waits
   * for that many acknowledgements (ACK_WAIT_MS at most).
   */
  async announce(publish: (message: string) => Promise<number>): Promise<void> {
    const n = (this.#sequence += 1);
    let timer: NodeJS.Timeout | undefined;
    // Registered before sending: an acknowledgement may come before `publish` resolves.
    const waiting = { received: 0, expected: Infinity, done: () => {} };
    const acknowledged = new Promise<void>((resolve) => {
      waiting.done = resolve;
      timer = setTimeout(resolve, ACK_WAIT_MS);
    });
    this.#waiting.set(n, waiting);
    try {
      waiting.expected = await publish(`r ${this.origin} ${n}`);
      if (waiting.received < waiting.expected) await acknowledged;
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(n);
    }
  }
}

async function redisBroadcast(url: string, publisher: Redis, { log, onRevoked, redisChannel }: BroadcastOptions): Promise<RevocationBroadcast> {
  const channelName = redisChannel ?? 'abhyas:revocations';
  const listener = redisConnection(url, log, { subscriber: true });
  const protocol = new Protocol(onRevoked, (message) => publisher.publish(channelName, message), log);
  listener.on('message', (channel: string, message: string) => {
    if (channel === channelName) protocol.heard(message);
  });
  // Subscribed again after each reconnect, then the caches emptied: what was announced in between
  // is not delivered, and what is announced from now on is.
  listener.on('ready', () => {
    listener.subscribe(channelName).then(onRevoked, (err: Error) => log.warn({ err: { message: err.message } }, 'subscribing to revocations failed'));
  });
  await connectRedis(listener);
  return {
    kind: 'redis',
    announce: async () => {
      try {
        // PUBLISH answers how many subscribers received the message: this instance's listener among them.
        await protocol.announce(async (message) => (await publisher.publish(channelName, message)) - (listener.status === 'ready' ? 1 : 0));
      } catch (err) {
        log.warn({ err: { message: (err as Error).message } }, 'a revocation could not be announced over Redis; other instances see it within 15 s');
      }
    },
    close: () => quit(listener),
  };
}

async function postgresBroadcast(url: string, { database, log, onRevoked }: BroadcastOptions): Promise<RevocationBroadcast> {
  const notify = (message: string) => database.executeSql('select pg_notify($1, $2)', [REVOCATION_CHANNEL, message]);
  const protocol = new Protocol(onRevoked, notify, log);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, LISTENER_RETRY_MS);
    retry.unref();
  };
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (!closed) log.warn({ err: err ? { message: err.message } : undefined }, 'revocation listener lost its PostgreSQL connection; reconnecting');
      void c.end().catch(() => {});
      reconnect();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (msg) => {
      if (msg.channel === REVOCATION_CHANNEL && msg.payload) protocol.heard(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${REVOCATION_CHANNEL}`);
      client = c;
      if (closed) await c.end();
      // Listening from here on; anything announced before is covered by emptying the caches now.
      else onRevoked();
    } catch (err) {
      onLost(err as Error);
    }
  };
  await listen();
  return {
    kind: 'postgres',
    announce: async () => {
      try {
        await protocol.announce(async (message) => {
          // The listener connections of every instance on this database, this one's among them.
          const { rows } = await database.executeSql(
            'select pg_notify($1, $2), (select count(*) from pg_stat_activity where datname = current_database() and application_name = $3)::int as listeners',
            [REVOCATION_CHANNEL, message, LISTENER_NAME],
          );
          return Number(rows[0]?.listeners ?? 0) - (client ? 1 : 0);
        });
      } catch (err) {
        log.warn({ err: { message: (err as Error).message } }, 'a revocation could not be announced over PostgreSQL; other instances see it within 15 s');
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
