import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { practiceErrorReports } from '../db/schema/index.ts';
import { bearer, buildTestApp, GOOD_PASSWORD, verifiedParent, verifiedStudent } from '../test/harness.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Two server instances on one database, as behind a load balancer (docs/deploy.md, decision 018):
 * a sign-out or a password change through one ends access through the other on the next call, and
 * with Redis a rate limit counts the requests of both. Revocations travel over PostgreSQL
 * LISTEN/NOTIFY (TEST_DATABASE_URL) or Redis pub/sub (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/** A fresh database (a new PostgreSQL database, or one in-memory PGlite) and the URL the instances are given. */
async function sharedDatabase(kind: 'pglite' | 'postgres'): Promise<{ url?: string; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { open: async () => database, drop: () => database.close() };
  }
  const name = `abhyas_instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  return {
    url: url.toString(),
    open: async () => {
      const database = await openDatabase({ url: url.toString(), poolMax: 4 });
      opened.push(database);
      return database;
    },
    drop: async () => {
      for (const d of opened) await d.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Two instances (each its own app, caches and connections) on one database, one JWT secret. */
async function twoInstances(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<Pair> {
  const shared = await sharedDatabase(kind);
  const build = async () => {
    const { app } = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        JOBS: 'off',
        JWT_SECRET: 'instances-test-secret-of-at-least-32-characters',
        ...(shared.url ? { DATABASE_URL: shared.url } : {}),
        ...env,
      }),
      database: await shared.open(),
      logger: false,
    });
    await app.ready();
    return app;
  };
  const a = await build();
  const b = await build();
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await shared.drop();
    },
  };
}

/** A Redis of its own for each pair of instances: the Redis may be shared with other test runs. */
const ownRedis = () => ({ REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` });

const setups: { name: string; kind: 'pglite' | 'postgres'; env: () => Record<string, string> }[] = [
  ...(pgUrl ? [{ name: 'PostgreSQL LISTEN/NOTIFY', kind: 'postgres' as const, env: () => ({}) }] : []),
  ...(redisUrl ? [{ name: 'Redis pub/sub', kind: 'pglite' as const, env: ownRedis }] : []),
  ...(pgUrl && redisUrl ? [{ name: 'Redis pub/sub, on PostgreSQL', kind: 'postgres' as const, env: ownRedis }] : []),
];

describe.skipIf(setups.length === 0).each(setups)('revocations between two instances over $name', ({ kind, env }) => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await twoInstances(kind, env());
  });
  afterAll(async () => pair?.close());

  const session = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(token) });

  it('a sign-out through one instance ends access through the other on the next call', async () => {
    const { parentToken, token } = await verifiedStudent(pair.a, 'Kavya Nair');
    // The other instance has the session in its cache (kept up to 15 s).
    expect((await session(pair.b, token)).statusCode).toBe(200);
    expect((await session(pair.b, parentToken)).statusCode).toBe(200);

    const out = await pair.a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(parentToken), payload: { clear_all_sessions: false } });
    expect(out.statusCode).toBe(200);

    const after = await session(pair.b, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
    expect((await session(pair.b, parentToken)).statusCode).toBe(401);
  });

  it('a password change through one instance ends the account’s other sessions on the other', async () => {
    const parent = await verifiedParent(pair.a, 'Arjun Rao');
    // A second device of the same account, signed in through the other instance.
    const other = await pair.b.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: parent.mobile, password: GOOD_PASSWORD } });
    expect(other.statusCode).toBe(200);
    const otherToken = String(other.headers['x-auth-token']);
    expect((await session(pair.b, otherToken)).statusCode).toBe(200);

    const changed = await pair.a.inject({
      method: 'PUT',
      url: '/api/auth/update_password',
      headers: bearer(parent.token),
      payload: { old_password: GOOD_PASSWORD, new_password: 'Another#2026pass' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await session(pair.b, otherToken)).statusCode).toBe(401);
    // The device that changed it stays signed in, on either instance.
    expect((await session(pair.b, parent.token)).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUrl)('rate limits shared in Redis', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await twoInstances('pglite', { ...ownRedis(), RATE_LIMIT_GLOBAL_PER_MIN: '6' });
  });
  afterAll(async () => pair?.close());

  it('counts the calls of one address through both instances against one limit', async () => {
    const remoteAddress = '10.1.2.3';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = i % 2 === 0 ? pair.a : pair.b;
      statuses.push((await app.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('an instance whose Redis cannot be reached', () => {
  let pair: Pair;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    pair = await twoInstances('pglite', { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_GLOBAL_PER_MIN: '20' });
  }, 30_000);
  afterAll(async () => pair?.close());

  it('still answers, counts its limits in the process, and ends a signed-out session', async () => {
    const remoteAddress = '10.1.2.3';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await pair.a.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode);
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 200), 429]);

    const { parentToken } = await verifiedStudent(pair.a, 'Ishaan Das');
    const out = await pair.a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(parentToken), payload: { clear_all_sessions: false } });
    expect(out.statusCode).toBe(200);
    expect((await pair.a.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(parentToken) })).statusCode).toBe(401);
  });
});

describe('a revoked session on a call whose token is optional', () => {
  it('acts as nobody: an error report with the token of a signed-out profile is not filed under that profile', async () => {
    const t = await buildTestApp('pglite');
    try {
      const { parentToken, token } = await verifiedStudent(t.app, 'Tara Sen');
      const report = {
        error_code: 500,
        error_type: 'HTTP',
        label: '/api/v1/practice/x',
        screen_name: 'Practice Summary',
        module_name: 'Practice',
        feature_name: 'NA',
      };
      const file = async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/practice/errors', headers: bearer(token), payload: report });
        expect(res.statusCode).toBe(202);
        const [row] = await t.services.database.db.select().from(practiceErrorReports).where(eq(practiceErrorReports.id, res.json().id));
        return row!.profileId;
      };
      expect(await file()).not.toBeNull();
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(parentToken), payload: { clear_all_sessions: false } });
      expect(await file()).toBeNull();
    } finally {
      await t.close();
    }
  });
});
