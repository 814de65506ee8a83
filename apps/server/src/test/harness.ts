import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadEnv } from '../env.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { Services } from '../services.ts';

type Backend = 'pglite' | 'postgres';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Back ends a server test file runs on: PGlite alone, or PostgreSQL alone when TEST_DATABASE_URL
 * names a server (TEST_EVERY_STORE=1: both). The browser tests run the whole app on PGlite, the
 * store `npm start` gives, and files whose subject is the store itself use STORE_BACKENDS; running
 * every file on both stores was 40 % of CI's server stage (decision 044).
 */
export const BACKENDS: Backend[] = !postgres ? ['pglite'] : process.env.TEST_EVERY_STORE === '1' ? ['pglite', 'postgres'] : ['postgres'];

/**
 * Both stores (PostgreSQL when TEST_DATABASE_URL is set), for the files where they can differ:
 * transactions and concurrent writes, bulk imports and the seed, search's extensions, the event
 * store, jobs, the engines' answer paths and the exports' value types (decision 044).
 */
export const STORE_BACKENDS: Backend[] = postgres ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function freshDatabase(kind: Backend): Promise<Database> {
  if (kind === 'pglite') {
    // The migrated template of this run (test/global-setup.ts); a file run outside it starts empty.
    const template = inject('pgliteTemplate');
    return openDatabase(template ? { template: new Blob([readFileSync(template)]) } : {});
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `abhyas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // A copy of the run's migrated template (test/global-setup.ts) instead of 42 migrations a file.
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** Moves the server clock (ms). */
  clock: { now: number };
  close(): Promise<void>;
}

/** Boots the real application on a fresh database for `inject()`. */
export async function buildTestApp(kind: Backend, env: Record<string, string> = {}, extra: Partial<BuildOptions> = {}): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const clock = { now: Date.now() };
  const { app, services } = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS: 'off', ...env }),
    database,
    now: () => clock.now,
    logger: false,
    ...extra,
  });
  await app.ready();
  return {
    app,
    services,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json() as T;

/** Latest OTP sent to an address, read from the development outbox like a developer would. */
export async function lastOtp(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const msg = json<{ messages: { to: string; otp: string | null }[] }>(res).messages.find((m) => m.to === to && m.otp);
  if (!msg?.otp) throw new Error(`no OTP sent to ${to}`);
  return msg.otp;
}

let counter = 0;
/** A unique valid Indian mobile number per call. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

export const GOOD_PASSWORD = 'Vidya#2026pass';

/** Signs up, verifies by OTP and returns the parent token and ids. */
export async function verifiedParent(app: FastifyInstance, name = 'Meera Iyer') {
  const mobile = uniqueMobile();
  const [first, ...rest] = name.split(' ');
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { first_name: first, last_name: rest.join(' '), mobile, password: GOOD_PASSWORD },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const otp = await lastOtp(app, mobile);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verifyOtp',
    headers: { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    payload: { otp },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return {
    mobile,
    token: String(verify.headers['x-auth-token']),
    refresh: String(verify.headers['x-refresh-token']),
    userId: json<{ data: { user_details: { id: string } } }>(verify).data.user_details.id,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A verified parent with one student profile (CBSE class 10 unless `exam` says otherwise): the
 * parent token and the profile's (child) token, as a signed-in student's app would hold them.
 */
export async function verifiedStudent(
  app: FastifyInstance,
  name: string,
  exam: { goal: string; exam: string } = { goal: 'k12-cbse', exam: 'cbse-class-10' },
): Promise<{ parentToken: string; token: string }> {
  const parent = await verifiedParent(app, name);
  const add = await app.inject({
    method: 'POST',
    url: '/api/auth/add_profile',
    headers: bearer(parent.token),
    payload: { first_name: name.split(' ')[0], ...exam },
  });
  if (add.statusCode !== 200 && add.statusCode !== 201) throw new Error(`add_profile failed: ${add.body}`);
  return { parentToken: parent.token, token: json<{ data: { auth_token: string } }>(add).data.auth_token };
}
