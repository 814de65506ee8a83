import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// nginx in front of two built server instances, one PostgreSQL database, one Redis (docs/deploy.md).
import { findExecutable, startLoadBalanced } from '../../scripts/lib/load-balancer.mjs';

// Several server instances behind a load balancer (issue 14 §3, decision 018): a rate limit holds
// through both instances together, a sign-out through one ends access through the other on the
// next call, and a student taking a test while an instance is killed and restarted loses no
// acknowledged answer. Needs PostgreSQL (TEST_DATABASE_URL, as the server tests' PostgreSQL run),
// and Debian's nginx and redis-server (`.ci/run` installs them when missing).
const adminUrl = process.env.TEST_DATABASE_URL;
const missing = ['nginx', 'redis-server'].filter((name) => !findExecutable(name));
if (!adminUrl) console.warn('server-instances.spec.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it.');
if (missing.length > 0) console.warn(`server-instances.spec.ts skipped: ${missing.join(' and ')} not found (apt-get install -y nginx-light redis-server).`);

/** The global rate limit of the instances, per address and minute: reached on purpose in the first test. */
const GLOBAL_LIMIT = 60;

interface LoadBalanced {
  base: string;
  instances: { port: number; pid: number; base: string }[];
  kill(i: number): void;
  restart(i: number): Promise<{ port: number; pid: number }>;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  upstream: string;
  body: string;
}

describe.skipIf(!adminUrl || missing.length > 0)('two server instances behind nginx, with PostgreSQL and Redis', () => {
  let lb: LoadBalanced;
  const dbName = `abhyas_instances_${Date.now()}`;

  beforeAll(async () => {
    process.chdir(new URL('../..', import.meta.url).pathname);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    lb = (await startLoadBalanced({
      count: 2,
      databaseUrl: url.toString(),
      env: { RATE_LIMIT_GLOBAL_PER_MIN: String(GLOBAL_LIMIT), RATE_LIMIT_AUTH_PER_15_MIN: '500' },
    })) as LoadBalanced;
  });
  afterAll(async () => {
    await lb?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /**
   * One call through nginx on a connection of its own, from the loopback address `from` (default
   * 127.0.0.1; nginx passes it on in X-Forwarded-For, which the instances trust from nginx alone,
   * TRUST_PROXY=1). Resolves status 0 when the connection failed.
   */
  const call = (method: string, path: string, { token, body, from }: { token?: string; body?: unknown; from?: string } = {}) =>
    new Promise<Answer>((resolve) => {
      const req = request(`${lb.base}${path}`, {
        method,
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: {
          connection: 'close',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          // nginx's $upstream_addr lists every instance it tried ("dead, survivor" once the dead
          // one's 1 s fail_timeout has passed and it is tried again): the last one answered.
          resolve({
            status: res.statusCode ?? 0,
            upstream: String(res.headers['x-upstream'] ?? '')
              .split(',')
              .pop()!
              .trim(),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', () => resolve({ status: 0, upstream: '', body: '' }));
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });

  let signUps = 0;
  /** A verified parent with one JEE Main profile, signed up through nginx: both tokens. */
  async function student(name: string): Promise<{ parent: string; child: string }> {
    signUps += 1;
    const mobile = `8${String((Date.now() % 1e8) * 10 + (signUps % 10)).padStart(9, '0')}`;
    const signUp = await fetch(`${lb.base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: name, last_name: 'Student', mobile, password: 'Instances#2026pass' }),
    });
    expect(signUp.status).toBe(201);
    // The development outbox answers loopback callers only, never through a proxy (issue 14 §1.8):
    // read it from an instance directly (both share the database).
    const outbox = (await (await fetch(`${lb.instances[0]!.base}/api/dev/outbox`)).json()) as { messages: { to: string; otp?: string }[] };
    const otp = outbox.messages.find((m) => m.to === mobile && m.otp)!.otp;
    const verified = await fetch(`${lb.base}/api/auth/verifyOtp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-otp-token': signUp.headers.get('x-otp-token')! },
      body: JSON.stringify({ otp }),
    });
    const parent = verified.headers.get('x-auth-token')!;
    const add = await call('POST', '/api/auth/add_profile', { token: parent, body: { first_name: name, goal: 'preug', exam: 'jee-main' } });
    expect([200, 201]).toContain(add.status);
    return { parent, child: (JSON.parse(add.body) as { data: { auth_token: string } }).data.auth_token };
  }

  const upstreamPorts = () => lb.instances.map((s) => `127.0.0.1:${s.port}`);

  it('counts a rate limit through both instances together', async () => {
    // A client of its own (a loopback address of its own), so no other test's calls count.
    const from = '127.0.0.7';
    const answers: Answer[] = [];
    for (let i = 0; i < GLOBAL_LIMIT + 2; i += 1) answers.push(await call('GET', '/api/health', { from }));
    // nginx took turns: each instance answered about half of the calls.
    const [a, b] = upstreamPorts();
    expect(answers.filter((x) => x.upstream === a).length).toBeGreaterThanOrEqual(GLOBAL_LIMIT / 2 - 1);
    expect(answers.filter((x) => x.upstream === b).length).toBeGreaterThanOrEqual(GLOBAL_LIMIT / 2 - 1);
    // The limit counts the calls of both: the call after the limit-th is refused, whichever instance has it.
    expect(answers.slice(0, GLOBAL_LIMIT).every((x) => x.status === 200)).toBe(true);
    expect(answers.slice(GLOBAL_LIMIT).map((x) => x.status)).toEqual([429, 429]);
    expect(new Set(answers.slice(GLOBAL_LIMIT).map((x) => x.upstream)).size).toBe(2);
    // Another address is not affected.
    expect((await call('GET', '/api/health', { from: '127.0.0.8' })).status).toBe(200);
  });

  it('ends access through the other instance on the next call after a sign-out through one', async () => {
    const { parent, child } = await student('Signout');
    // Both instances know the session (each keeps it in its cache up to 15 s).
    const before = [await call('GET', '/api/auth/get-session', { token: child }), await call('GET', '/api/auth/get-session', { token: child })];
    expect(before.map((x) => x.status)).toEqual([200, 200]);
    expect(new Set(before.map((x) => x.upstream))).toEqual(new Set(upstreamPorts()));

    const out = await call('POST', '/api/auth/sign-out', { token: parent, body: { clear_all_sessions: false } });
    expect(out.status).toBe(200);
    const [after, again] = [await call('GET', '/api/auth/get-session', { token: child }), await call('GET', '/api/auth/get-session', { token: child })];
    // The very next calls, one through each instance (the one that signed out, and the other).
    expect(new Set([after.upstream, again.upstream])).toEqual(new Set(upstreamPorts()));
    expect([after.status, again.status]).toEqual([401, 401]);
    expect((JSON.parse(after.body) as { error: { code: string } }).error.code).toBe('SESSION_EXPIRED');
    expect((await call('GET', '/api/auth/get-session', { token: parent })).status).toBe(401);
  });

  it('keeps every acknowledged answer of a test while an instance is killed and restarted, and scores it right', async () => {
    const { child } = await student('Steady');
    const opened = await call('POST', '/api/v1/test/jee-main-mock-1/session', { token: child, body: {} });
    expect(opened.status).toBe(200);
    const sessionId = (JSON.parse(opened.body) as { id: string }).id;
    const paper = await call('GET', '/api/v1/test/jee-main-mock-1/questions?locale=en', { token: child });
    expect(paper.status).toBe(200);
    const questions = (
      JSON.parse(paper.body) as { sections: { code: string; questions: { code: string; options?: { code: string }[] | null }[] }[] }
    ).sections.flatMap((s) => s.questions.filter((q) => q.options && q.options.length > 0).map((q) => ({ code: q.code, section: s.code })));
    expect(questions.length).toBeGreaterThanOrEqual(24);

    let eorder = 0;
    /** Events the server acknowledged (a 200 to the post that carried them), by eorder. */
    const acknowledged = new Map<number, { question_code?: string; event_type: string }>();
    const answeredBy: string[] = [];
    let retried = 0;
    /** Posts a batch as the browser's queue does: again after a failure, until it is acknowledged. */
    const send = async (events: { eorder: number; event_type: string; question_code?: string }[]) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const res = await call('POST', `/api/v1/test/${sessionId}/events`, { token: child, body: { events } });
        if (res.status === 200) {
          for (const e of events) acknowledged.set(e.eorder, e);
          answeredBy.push(res.upstream);
          return;
        }
        // 502 (the instance died while answering) or no answer: the queue waits and retries.
        expect([0, 502, 503, 504]).toContain(res.status);
        retried += 1;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`events ${events.map((e) => e.eorder).join(',')} never acknowledged`);
    };
    const answer = (q: { code: string; section: string }, i: number) => [
      { eorder: ++eorder, event_type: 'view_question', question_code: q.code, section: q.section, t: i * 3 },
      { eorder: ++eorder, event_type: 'save_attempt', question_code: q.code, section: q.section, t: i * 3 + 2, event_info: { selected_answer: ['A'] } },
    ];

    // Eight answers with both instances up.
    for (let i = 0; i < 8; i += 1) await send(answer(questions[i]!, i));
    // The ninth is on its way as instance 0 is killed (SIGKILL: no draining, its connections cut).
    const inFlight = send(answer(questions[8]!, 8));
    lb.kill(0);
    await inFlight;
    const survivor = `127.0.0.1:${lb.instances[1]!.port}`;
    const duringOutage = answeredBy.length;
    for (let i = 9; i < 16; i += 1) await send(answer(questions[i]!, i));
    // While it was down, the survivor answered everything that was acknowledged.
    expect(new Set(answeredBy.slice(duringOutage))).toEqual(new Set([survivor]));

    // The killed instance is started again on its port, and takes its share of the posts again.
    await lb.restart(0);
    const afterRestart = answeredBy.length;
    for (let i = 16; i < 24; i += 1) await send(answer(questions[i]!, i));
    // nginx retries a refused instance after 1 s; keep answering until the restarted one has answered some.
    for (let i = 24; i < questions.length && !answeredBy.slice(afterRestart).includes(`127.0.0.1:${lb.instances[0]!.port}`); i += 1) {
      await new Promise((r) => setTimeout(r, 300));
      await send(answer(questions[i]!, i));
    }
    expect(answeredBy.slice(afterRestart)).toContain(`127.0.0.1:${lb.instances[0]!.port}`);

    // Every acknowledged event is stored, each once.
    const stored = await call('GET', `/api/v1/test/${sessionId}/events?pageNumber=0`, { token: child });
    expect(stored.status).toBe(200);
    const storedEorders = (JSON.parse(stored.body) as { content: { eorder: number }[] }).content.map((e) => e.eorder).sort((x, y) => x - y);
    expect(storedEorders).toEqual([...acknowledged.keys()].sort((x, y) => x - y));

    // Submit, and the result counts every acknowledged answer against the key.
    await send([{ eorder: ++eorder, event_type: 'freeze', t: questions.length * 3 } as { eorder: number; event_type: string }]);
    const result = await call('GET', `/api/v1/test/${sessionId}/result?locale=en`, { token: child });
    expect(result.status).toBe(200);
    const body = JSON.parse(result.body) as { score: number; questions: { code: string; selected_answer: unknown; correct_answer?: { options?: string[] } }[] };
    const savedCodes = [...acknowledged.values()].filter((e) => e.event_type === 'save_attempt').map((e) => e.question_code);
    const answered = body.questions.filter((q) => q.selected_answer !== null);
    expect(answered.map((q) => q.code).sort()).toEqual([...savedCodes].sort());
    expect(answered.every((q) => JSON.stringify(q.selected_answer) === '["A"]')).toBe(true);
    // JEE Main: +4 for a correct option, −1 for a wrong one.
    const expected = answered.reduce((n, q) => n + (q.correct_answer?.options?.[0] === 'A' ? 4 : -1), 0);
    expect(body.score).toBe(expected);
    console.log(`server-instances: ${acknowledged.size} events acknowledged, ${retried} posts sent again after a failure, score ${body.score}`);
  });
});
