import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

// The server as a cluster (WEB_CONCURRENCY=2, PostgreSQL only; docs/performance.md, test cohort):
// the primary prepares the database once and forks two server processes sharing the port. A
// student's token, test session and events work whichever process answers, and a process that
// dies is replaced while the other keeps answering. Runs when TEST_DATABASE_URL names a
// PostgreSQL server (as in CI), like the server tests' PostgreSQL run.
const adminUrl = process.env.TEST_DATABASE_URL;

interface Server {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The primary's live child processes (the server processes). */
const workersOf = (pid: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((x) => Number(x.trim()))
    .filter((x) => x > 0);

describe.skipIf(!adminUrl)('the server as a cluster of processes on PostgreSQL', () => {
  let server: Server;
  const dbName = `abhyas_cluster_${Date.now()}`;

  beforeAll(async () => {
    process.chdir(new URL('../..', import.meta.url).pathname);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    server = (await startBuiltServer({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2', RATE_LIMIT_AUTH_PER_15_MIN: '500' })) as Server;
  });
  afterAll(async () => {
    await server?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** A POST on a connection of its own (no keep-alive), so the primary hands each to the next process. */
  const postFresh = (path: string, body: unknown, token: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${server.base}${path}`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, connection: 'close' },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });

  /** A GET on a connection of its own; resolves its status, or 0 when no answer came within `ms`. */
  const getFresh = (path: string, ms: number) =>
    new Promise<number>((resolve) => {
      const req = request(`${server.base}${path}`, { agent: false, headers: { connection: 'close' } });
      req.setTimeout(ms, () => {
        req.destroy();
        resolve(0);
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(-1));
      req.end();
    });

  async function student(): Promise<string> {
    const mobile = `8${String(Date.now() % 1e9).padStart(9, '0')}`;
    const signUp = await post('/api/auth/sign-up', { first_name: 'Cluster', last_name: 'Parent', mobile, password: 'Kesar#Aam2026x' });
    expect(signUp.ok).toBe(true);
    const outbox = (await (await fetch(`${server.base}/api/dev/outbox`)).json()) as { messages: { to: string; otp?: string }[] };
    const otp = outbox.messages.find((m) => m.to === mobile && m.otp)!.otp;
    const verified = await fetch(`${server.base}/api/auth/verifyOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-otp-token': signUp.headers.get('x-otp-token')! },
      body: JSON.stringify({ otp }),
    });
    const parent = verified.headers.get('x-auth-token')!;
    const add = await post('/api/auth/add_profile', { first_name: 'Student', goal: 'preug', exam: 'jee-main' }, parent);
    return ((await add.json()) as { data: { auth_token: string } }).data.auth_token;
  }

  it('runs two server processes, and a test taken across both keeps every event', async () => {
    // The primary waits for neither process to listen before /api/health answers, so wait for both.
    for (let i = 0; i < 40 && workersOf(server.pid).length < 2; i += 1) await new Promise((r) => setTimeout(r, 250));
    expect(workersOf(server.pid)).toHaveLength(2);

    const child = await student();
    const session = (await (await post('/api/v1/test/jee-adv-2016-p1/session', {}, child)).json()) as { id: string };
    // Connections are handed out round-robin: twenty posts on fresh connections reach both processes.
    for (let i = 1; i <= 20; i += 1) {
      expect(await postFresh(`/api/v1/test/${session.id}/events`, { events: [{ eorder: i, event_type: 'view_question', t: i }] }, child)).toBe(200);
    }
    const page = (await (
      await fetch(`${server.base}/api/v1/test/${session.id}/events?pageNumber=0`, { headers: { authorization: `Bearer ${child}` } })
    ).json()) as { totalElements: number };
    expect(page.totalElements).toBe(20);
  });

  /** A GET with a token on a connection of its own: its status. */
  const getFreshWith = (path: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${server.base}${path}`, { agent: false, headers: { connection: 'close', authorization: `Bearer ${token}` } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });

  it('ends access in every process at once after a sign-out in one (PostgreSQL LISTEN/NOTIFY)', async () => {
    const child = await student();
    // Twenty calls on connections of their own reach both processes: each keeps the session cached.
    for (let i = 0; i < 20; i += 1) expect(await getFreshWith('/api/auth/get-session', child)).toBe(200);
    const out = await fetch(`${server.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${child}` },
      body: JSON.stringify({ clear_all_sessions: false }),
    });
    expect(out.status).toBe(200);
    // The very next calls, whichever process has them, find the session ended (no 15 s wait).
    const after: number[] = [];
    for (let i = 0; i < 20; i += 1) after.push(await getFreshWith('/api/auth/get-session', child));
    expect(after).toEqual(Array.from({ length: 20 }, () => 401));
  });

  it('replaces a server process that dies, while the other keeps answering', async () => {
    const [victim, survivor] = workersOf(server.pid);
    process.kill(victim!, 'SIGKILL');
    // Right after the kill, thirty calls on connections of their own: every one is answered by the
    // survivor, none hangs or fails. (With the primary handing connections round-robin, a
    // connection handed over in the instant of the death hung for good; server.ts, SCHED_NONE.)
    const statuses = await Promise.all(Array.from({ length: 30 }, () => getFresh('/api/health', 5_000)));
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    let workers: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      workers = workersOf(server.pid);
      if (workers.length === 2 && !workers.includes(victim!)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(workers).toContain(survivor);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(victim);
    // The new process answers too: calls keep succeeding after it has joined.
    const after = await Promise.all(Array.from({ length: 10 }, () => getFresh('/api/health', 5_000)));
    expect(after).toEqual(Array.from({ length: 10 }, () => 200));
  });
});
