// The built server started and stopped at chosen moments, on one store (e2e/servers/server-stop.spec.ts, issue 28).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { spawnBuiltServer } from '../../scripts/lib/built-server.mjs';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}
export interface Server {
  base: string;
  port: number;
  pid: number;
  child: { kill(sig: NodeJS.Signals): boolean };
  output(): string;
  healthy(ms?: number): Promise<void>;
  signal(sig?: NodeJS.Signals, o?: { group?: boolean }): void;
  exited: Promise<Exit>;
  exitInfo(): Exit | null;
}

export const adminUrl = process.env.TEST_DATABASE_URL;
/** The server's default stop deadline, and how long this test waits before calling a stop hung (a loaded machine's margin). */
export const DEADLINE_MS = 10_000;
// The deadline's timer runs on the event loop, which one long PGlite statement of the seed (WASM, on
// the main thread) holds for seconds beside the whole suite: 20 s of grace past the deadline.
export const HUNG_AFTER_MS = DEADLINE_MS + 20_000;
export const ENV = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_GLOBAL_PER_MIN: '1000000',
  RATE_LIMIT_TEST_EVENTS_PER_MIN: '1000000',
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
};
export const TEST_CODE = 'jee-main-mock-1';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check()` holds; rejects when the server exited first, or after `ms`. */
export async function until(server: Server, what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (server.exitInfo()) throw new Error(`the server exited (${JSON.stringify(server.exitInfo())}) before ${what}:\n${tail(server)}`);
    if (Date.now() > end) throw new Error(`no ${what} within ${ms / 1000} s:\n${tail(server)}`);
    await sleep(50);
  }
}

/** The server's last log lines, without the request lines. */
export function tail(server: Server): string {
  return server
    .output()
    .split('\n')
    .filter((l) => !/"msg":"(incoming request|request completed)"/.test(l))
    .slice(-15)
    .join('\n');
}

/** Whether any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A POST whose body never comes: a request in flight that never finishes (a client gone quiet). */
export function stalledUpload(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write('POST /api/auth/sign-in HTTP/1.1\r\nhost: test\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":');
  return socket;
}

/** One store the server runs on: PGlite in a data directory, or a PostgreSQL database (one process or a cluster). */
export class Backend {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'abhyas-stop-'));
  storeEnv: Record<string, string> = {};
  /** Sessions whose acknowledged events are to be checked at the next start. */
  unchecked: { sessionId: string; token: string; acked: number[] }[] = [];
  token = '';
  sessionId = '';
  nextEorder = 1;
  /** The store's seed is complete (a start served on it). */
  seeded = false;
  readonly databases: string[] = [];
  readonly alive = new Set<Server>();
  private pglite = 0;

  constructor(
    readonly name: string,
    readonly env: Record<string, string>,
    /** Through scripts/start.mjs (as `npm start`), or the server directly. */
    readonly viaStart: boolean,
    /** Signals go to the whole process group (a terminal's Ctrl-C, a service manager), or to the process. */
    readonly group: boolean,
  ) {}

  /** A store never used: a new PGlite directory, or a new PostgreSQL database. */
  async fresh(): Promise<void> {
    this.token = '';
    this.sessionId = '';
    this.nextEorder = 1;
    this.seeded = false;
    if (!this.env.DATABASE_URL) {
      this.pglite += 1;
      this.storeEnv = { DATA_DIR: join(this.dataDir, `pglite-${this.pglite}`) };
      return;
    }
    const name = `abhyas_stop_${Date.now()}_${this.databases.length}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    this.databases.push(name);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    this.storeEnv = { DATABASE_URL: url.toString() };
  }

  /**
   * Spawns the server on the current store (without waiting). Once a start has served on it, the
   * next ones skip the seed's checks of the content (SEED_DEMO=false): a second less per start,
   * and no part of stopping.
   */
  async spawn(env: Record<string, string> = {}, output: 'capture' | 'unread' = 'capture'): Promise<Server> {
    const server = (await spawnBuiltServer(
      { ...ENV, ...this.env, ...this.storeEnv, ...(this.seeded ? { SEED_DEMO: 'false' } : {}), ...env },
      { dataDir: this.storeEnv.DATA_DIR ?? this.dataDir, output, detached: true, ...(this.viaStart ? { entry: 'scripts/start.mjs' } : {}) },
    )) as Server;
    this.alive.add(server);
    void server.exited.then(() => this.alive.delete(server));
    return server;
  }

  /** Spawns the server, waits for /api/health, and checks the events acknowledged before the last stops. */
  async start(env: Record<string, string> = {}, output: 'capture' | 'unread' = 'capture'): Promise<Server> {
    const server = await this.spawn(env, output);
    // A start that finishes a first seed cut short, beside the rest of the suite, can take minutes.
    await server.healthy(240_000);
    this.seeded = true;
    for (const u of this.unchecked.splice(0)) {
      const stored = new Set<number>();
      for (let page = 0; ; page += 1) {
        const res = await fetch(`${server.base}/api/v1/test/${u.sessionId}/events?pageNumber=${page}`, { headers: { authorization: `Bearer ${u.token}` } });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { content: { eorder: number }[]; last: boolean };
        for (const e of body.content) stored.add(e.eorder);
        if (body.last || body.content.length === 0) break;
      }
      expect(u.acked.length).toBeGreaterThan(0);
      expect(u.acked.filter((e) => !stored.has(e))).toEqual([]);
    }
    return server;
  }

  /**
   * Sends SIGTERM (`times` of them, the next once the first is being handled) and waits for the
   * process to exit by itself; kills it and fails when it has not within HUNG_AFTER_MS.
   */
  async stop(server: Server, expected: Exit = { code: 0, signal: null }, times = 1): Promise<void> {
    server.signal('SIGTERM', { group: this.group });
    if (times > 1) {
      await until(server, 'the stop to begin', () => server.output().includes('"msg":"stopping"'));
      server.signal('SIGTERM', { group: this.group });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const exit = await Promise.race([server.exited, new Promise<null>((r) => (timer = setTimeout(() => r(null), HUNG_AFTER_MS)))]);
    clearTimeout(timer);
    if (!exit) {
      server.signal('SIGKILL', { group: true });
      await server.exited;
      // The whole group (the server under start.mjs, a cluster's processes) must be gone before the next start.
      for (let i = 0; i < 200 && groupAlive(server.pid); i += 1) await sleep(50);
    }
    expect(exit, `the server did not exit within ${HUNG_AFTER_MS / 1000} s of SIGTERM:\n${tail(server)}`).not.toBeNull();
    expect(exit, tail(server)).toEqual(expected);
  }

  /** The demo student's token and an open session of a mock test on this store. */
  async session(server: Server): Promise<void> {
    if (this.sessionId) return;
    const signIn = await fetch(`${server.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@abhyas.in', password: 'Mango#Monsoon26' }),
    });
    expect(signIn.status).toBe(200);
    const account = (await signIn.json()) as { data: { linked_profiles: { auth_token: string }[] } };
    this.token = account.data.linked_profiles[0]!.auth_token;
    const res = await fetch(`${server.base}/api/v1/test/${TEST_CODE}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: '{}',
    });
    expect(res.status).toBe(200);
    this.sessionId = ((await res.json()) as { id: string }).id;
  }

  /**
   * Kills every server of this backend still running and waits for them to be gone: after a
   * moment that failed half-way, so the next moment does not meet a server still holding the
   * store (PGlite allows one process per data directory).
   */
  async killAlive(): Promise<void> {
    const running = [...this.alive];
    for (const server of running) server.signal('SIGKILL', { group: true });
    await Promise.all(running.map((server) => server.exited));
  }

  async cleanup(): Promise<void> {
    for (const server of this.alive) server.signal('SIGKILL', { group: true });
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.databases.length === 0) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of this.databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
