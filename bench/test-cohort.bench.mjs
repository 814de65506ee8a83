// `npm run bench:test-cohort` (issue #4 §4): N simulated students each take a 54-question test
// against the real built server over loopback HTTP: start a session and fetch the paper (as the
// test screen does), then every 3 s a batch with a view and a save event for the next question, then
// freeze; afterwards every session's events are read back. Each student has a create-your-own test
// of its own by default, or all take one bundle (`-- --bundle jee-adv-2016-p1`, a scheduled mock's
// case). Prints the
// throughput, p50/p99 latency of the event posts, and checks that events stored = events sent for
// every student. Store: PostgreSQL by default (a fresh database on BENCH_PG_URL, dropped after),
// or `-- --pglite`. Sizes: `-- --students 200,1000,2000` (default 200). Server processes (cluster,
// PostgreSQL only): `-- --workers 2` (default 1), sharing a pool of 20 connections. Target on PostgreSQL at
// N = 2,000: p99 under 100 ms and not one event lost. Needs `npm run build` first.
// `-- --url http://127.0.0.1:8080`: the cohort goes to a server already running there instead (a
// load balancer in front of several instances, e.g. `node scripts/load-balanced.mjs --instances 2
// --bench`; docs/deploy.md), whose rate limits must let a cohort through.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const usePglite = process.argv.includes('--pglite');
/** A running server (or load balancer) to send the cohort to, instead of starting one. */
const URL_ARG = arg('url', null);
/** Server processes (WEB_CONCURRENCY; PostgreSQL only). */
const WORKERS = usePglite ? 1 : Number(arg('workers', '1'));
const sizes = arg('students', '200').split(',').map(Number);
const QUESTIONS = Number(arg('questions', '54'));
const INTERVAL_MS = Number(arg('interval', '3000'));
/** One bundle every student takes (its code), instead of a create-your-own test each. */
const BUNDLE = arg('bundle', null);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * CPU time (ms, user + system) of one process and all its threads (the PGlite thread included),
 * from /proc; null where /proc is not there.
 */
function processCpuMs(pid, withReapedChildren = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of stat (utime, stime, and the same of children it has reaped), in clock ticks of 10 ms on Linux.
    const ticks = Number(fields[11]) + Number(fields[12]) + (withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks * 10;
  } catch {
    return null;
  }
}
/**
 * CPU time (ms) of every PostgreSQL process on this machine (its backends, checkpointer, WAL
 * writer…), the backends that have ended included (their time is the postmaster's reaped children's).
 */
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuMs(entry, true) ?? 0;
  }
  return total;
}

/**
 * The measured calls go through node:http with a keep-alive agent, not fetch: undici's fetch spent
 * about 0.7 ms of CPU per call here, on the same two cores as the server and PostgreSQL, and the
 * instrument should not be what saturates the machine. Resolves `{ status, ok, body }` (body parsed
 * JSON, or null); rejects on a network error.
 */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
/**
 * `--own-connections`: each student has a connection of its own, as each browser has, opened on
 * the instructions page before the start (a GET of the bundle's meta during set-up) and kept alive
 * (the server keeps idle connections 72 s). Without it, the students share one pool of kept-alive
 * connections and a start often opens a new one (a cold start).
 */
const OWN_CONNECTIONS = process.argv.includes('--own-connections');
const agents = new Map();
const agentOf = (token) => {
  if (!OWN_CONNECTIONS) return agent;
  let a = agents.get(token);
  if (!a) agents.set(token, (a = new Agent({ keepAlive: true, maxSockets: 1 })));
  return a;
};
function call(base, method, path, token, body, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${base}${path}`, {
      method,
      agent: agentOf(token),
      headers: {
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        authorization: `Bearer ${token}`,
        ...extraHeaders,
      },
    });
    // How long a new connection took to be established (0 on a kept-alive one), ms.
    const t0 = performance.now();
    let connectMs = 0;
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connectMs = performance.now() - t0));
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed = null;
        try {
          // A compressed body (asked for with accept-encoding) is timed, not read.
          parsed = text && !res.headers['content-encoding'] ? JSON.parse(text) : null;
        } catch {
          /* not JSON */
        }
        const timing = /dur=([\d.]+)/.exec(res.headers['server-timing'] ?? '');
        resolve({
          status: res.statusCode,
          ok: res.statusCode >= 200 && res.statusCode < 300,
          body: parsed,
          serverMs: timing ? Number(timing[1]) : NaN,
          connectMs,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `fn` over `items` with at most `n` in flight. */
async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

async function run(students) {
  let dbName = '';
  let databaseUrl = '';
  if (!usePglite && !URL_ARG) {
    dbName = `abhyas_cohort_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const {
    base,
    stop,
    pid: serverPid,
  } = URL_ARG
    ? { base: URL_ARG.replace(/\/$/, ''), stop: async () => {}, pid: undefined }
    : await startBuiltServer({
        DATABASE_URL: databaseUrl,
        RATE_LIMIT_GLOBAL_PER_MIN: '100000000',
        RATE_LIMIT_AUTH_PER_15_MIN: '1000000',
        DATABASE_POOL_MAX: String(Math.ceil(20 / WORKERS)),
        WEB_CONCURRENCY: String(WORKERS),
      });
  const post = (path, body, token) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  try {
    // Set-up (not measured): one parent per 10 students, each with 10 JEE Main profiles, each with its own 54-question test.
    const t0 = performance.now();
    const map = await (await fetch(`${base}/api/content/learning-map?exam=jee-main`)).json();
    const subjects = map.subjects.map((s) => ({ code: s.code, chapters: s.chapters.map((c) => c.code) }));
    const parents = Math.ceil(students / 10);
    const children = [];
    await pool(
      Array.from({ length: parents }, (_, i) => i),
      8,
      async (i) => {
        const mobile = `7${String(Date.now() % 1e5).padStart(5, '0')}${String(i).padStart(4, '0')}`;
        const signUp = await post('/api/auth/sign-up', { first_name: 'Bench', last_name: `Parent ${i}`, mobile, password: 'Kesar#Aam2026x' });
        const outbox = await (await fetch(`${base}/api/dev/outbox`)).json();
        const otp = outbox.messages.find((m) => m.to === mobile && m.otp).otp;
        const verified = await fetch(`${base}/api/auth/verifyOtp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-otp-token': signUp.headers.get('x-otp-token') },
          body: JSON.stringify({ otp }),
        });
        const token = verified.headers.get('x-auth-token');
        for (let k = 0; k < 10 && children.length < students; k += 1) {
          const add = await post('/api/auth/add_profile', { first_name: `Student${k}`, goal: 'preug', exam: 'jee-main' }, token);
          children.push((await add.json()).data.auth_token);
        }
      },
    );
    const tests = [];
    const testOf = async (code, child) => {
      const paper = await (await fetch(`${base}/api/v1/test/${code}/questions`, { headers: { authorization: `Bearer ${child}` } })).json();
      return { code, questions: paper.sections.flatMap((s) => s.questions.map((q) => ({ code: q.code, section: s.code, type: q.type, options: q.options }))) };
    };
    if (BUNDLE) {
      const shared = await testOf(BUNDLE, children[0]);
      if (shared.questions.length === 0) throw new Error(`The bundle ${BUNDLE} has no questions.`);
      // --questions n: only the first n are answered (a shorter run); the paper is still the whole bundle.
      shared.questions = shared.questions.slice(0, QUESTIONS);
      children.forEach((_, i) => (tests[i] = shared));
    } else {
      await pool(children, 8, async (child, i) => {
        const made = await post('/api/v1/test/custom', { subjects, question_count: QUESTIONS, duration_s: 10800 }, child);
        tests[i] = await testOf((await made.json()).code, child);
      });
    }
    if (OWN_CONNECTIONS) {
      // The instructions page: each student's browser asks for the bundle's meta on its own connection.
      await pool(children, 8, async (child, i) => {
        const meta = await call(base, 'GET', `/api/content/mocktest-bundles/meta?mocktest_bundle_code=${tests[i].code}`, child);
        if (!meta.ok) throw new Error(`meta of ${tests[i].code}: ${meta.status}`);
      });
    }
    const setupS = (performance.now() - t0) / 1000;

    // The cohort: every student starts within the first interval, then posts a batch every interval.
    const latencies = [];
    const submitLatencies = [];
    /** The start of each student: the session POST and the paper GET, ms. */
    const sessionLatencies = [];
    const paperLatencies = [];
    /** The server's own ms (Server-Timing) of the same calls. */
    const sessionServer = [];
    const paperServer = [];
    const sessionConnect = [];
    /** [ms since the cohort began, latency, server ms, connect ms] of every session POST. */
    const startTimeline = [];
    /**
     * [ms since the cohort began, latency ms, the server's own ms (its Server-Timing header)] of
     * every answer post, for the per-phase figures.
     */
    const timeline = [];
    let sent = 0;
    let failures = 0;
    const started = performance.now();
    // The client's own event-loop delay: time a response waits in the bench before it is timed.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const stored = [];
    // CPU per start and per answer post (issue 25 §2's capacity model, docs/deploy.md): the server's
    // (one process) and PostgreSQL's, at the cohort's start, once every student has the paper, and at the end.
    const measureCpu = serverPid !== undefined && WORKERS === 1;
    const cpuAt = () => (measureCpu ? { server: processCpuMs(serverPid), postgres: usePglite ? 0 : postgresCpuMs() } : null);
    const cpuStart = cpuAt();
    let cpuStarted = null;
    let postsAtStarted = 0;
    let studentsWithPaper = 0;
    await Promise.all(
      children.map(async (child, i) => {
        await sleep(Math.floor((i / students) * INTERVAL_MS));
        const { code, questions } = tests[i];
        let t = performance.now();
        const opened = await call(base, 'POST', `/api/v1/test/${code}/session`, child, {});
        sessionLatencies.push(performance.now() - t);
        sessionServer.push(opened.serverMs);
        sessionConnect.push(opened.connectMs);
        startTimeline.push([t - started, sessionLatencies.at(-1), opened.serverMs, opened.connectMs]);
        const session = opened.body;
        if (!opened.ok) failures += 1;
        t = performance.now();
        // As a browser asks for it: compressed (decision 014).
        const paper = await call(base, 'GET', `/api/v1/test/${code}/questions?locale=en`, child, undefined, { 'accept-encoding': 'gzip, deflate, br' });
        paperLatencies.push(performance.now() - t);
        paperServer.push(paper.serverMs);
        if (!paper.ok) failures += 1;
        if (++studentsWithPaper === students) {
          cpuStarted = cpuAt();
          postsAtStarted = latencies.length;
        }
        let eorder = 0;
        let mySent = 0;
        for (let q = 0; q < questions.length; q += 1) {
          const question = questions[q];
          const answer = question.options ? [question.options[(i + q) % question.options.length].code] : String((i + q) % 10);
          const events = [
            { eorder: ++eorder, event_type: 'view_question', question_code: question.code, section: question.section, t: q * 3 },
            {
              eorder: ++eorder,
              event_type: 'save_attempt',
              question_code: question.code,
              section: question.section,
              t: q * 3 + 2,
              event_info: { selected_answer: answer },
            },
          ];
          t = performance.now();
          const res = await call(base, 'POST', `/api/v1/test/${session.id}/events`, child, { events });
          latencies.push(performance.now() - t);
          timeline.push([t - started, latencies.at(-1), res.serverMs]);
          if (!res.ok) failures += 1;
          mySent += events.length;
          await sleep(INTERVAL_MS);
        }
        t = performance.now();
        const freeze = await call(base, 'POST', `/api/v1/test/${session.id}/events`, child, {
          events: [{ eorder: ++eorder, event_type: 'freeze', t: questions.length * 3 }],
        });
        latencies.push(performance.now() - t);
        submitLatencies.push(latencies.at(-1));
        if (!freeze.ok) failures += 1;
        mySent += 1;
        sent += mySent;
        stored.push({ sessionId: session.id, child, sent: mySent, stored: -1 });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuEnd = cpuAt();
    loopDelay.disable();
    // Afterwards (not measured, and not competing with the submits): every session's stored events.
    await pool(stored, 8, async (s) => {
      s.stored = (await call(base, 'GET', `/api/v1/test/${s.sessionId}/events?pageNumber=0`, s.child)).body.totalElements;
    });
    latencies.sort((a, b) => a - b);
    submitLatencies.sort((a, b) => a - b);
    sessionLatencies.sort((a, b) => a - b);
    paperLatencies.sort((a, b) => a - b);
    sessionServer.sort((a, b) => a - b);
    paperServer.sort((a, b) => a - b);
    sessionConnect.sort((a, b) => a - b);
    const lost = stored.filter((s) => s.stored !== s.sent).length;
    console.log(
      `N=${String(students).padEnd(5)} ${BUNDLE ? `${BUNDLE}, ` : ''}${OWN_CONNECTIONS ? 'own connections, ' : ''}${URL_ARG ? `through ${URL_ARG}` : usePglite ? 'PGlite    ' : `PostgreSQL, ${WORKERS} server process${WORKERS > 1 ? 'es' : ''}`}  set-up ${setupS.toFixed(0)} s  run ${seconds.toFixed(0)} s  posts ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s)  p50 ${pct(latencies, 50).toFixed(1)} ms  p99 ${pct(latencies, 99).toFixed(1)} ms  max ${latencies.at(-1).toFixed(1)} ms  (of which the submit posts: p50 ${pct(submitLatencies, 50).toFixed(1)} ms, p99 ${pct(submitLatencies, 99).toFixed(1)} ms)  events sent ${sent}  students with events lost ${lost}${failures ? `  FAILED POSTS ${failures}` : ''}`,
    );
    // Where the slow posts fall: the start (the first 10 s, while sessions are created), the steady
    // middle, and the end (the last 10 s, while the submits are scored).
    const runMs = seconds * 1000;
    const phase = (from, to) =>
      timeline
        .filter(([at]) => at >= from && at < to)
        .map(([, l]) => l)
        .sort((a, b) => a - b);
    const phases = [
      ['start', phase(0, 10_000)],
      ['middle', phase(10_000, runMs - 10_000)],
      ['end', phase(runMs - 10_000, Infinity)],
    ];
    const serverLatencies = timeline.map(([, , s]) => s).sort((a, b) => a - b);
    console.log(
      `        the starts (within the first ${INTERVAL_MS} ms): session POST p50 ${pct(sessionLatencies, 50).toFixed(1)} ms p99 ${pct(sessionLatencies, 99).toFixed(1)} ms · paper GET p50 ${pct(paperLatencies, 50).toFixed(1)} ms p99 ${pct(paperLatencies, 99).toFixed(1)} ms (connecting: p50 ${pct(sessionConnect, 50).toFixed(1)} ms p99 ${pct(sessionConnect, 99).toFixed(1)} ms; the server's own: session p50 ${pct(sessionServer, 50).toFixed(1)} ms p99 ${pct(sessionServer, 99).toFixed(1)} ms, paper p50 ${pct(paperServer, 50).toFixed(1)} ms p99 ${pct(paperServer, 99).toFixed(1)} ms)`,
    );
    console.log(
      `        the server's own time for the answer posts (Server-Timing): p50 ${pct(serverLatencies, 50).toFixed(1)} ms, p99 ${pct(serverLatencies, 99).toFixed(1)} ms, max ${serverLatencies.at(-1).toFixed(1)} ms`,
    );
    console.log(
      `        the bench's own event-loop delay: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    console.log(
      cpuStart && cpuStarted && cpuEnd
        ? `        CPU (/proc): the starts (until every student had the paper, ${postsAtStarted} posts among them) ${((cpuStarted.server - cpuStart.server) / students).toFixed(2)} ms of the server${usePglite ? ' (its PGlite thread included)' : ` and ${((cpuStarted.postgres - cpuStart.postgres) / students).toFixed(2)} ms of PostgreSQL`} per student · the rest ${((cpuEnd.server - cpuStarted.server) / Math.max(1, latencies.length - postsAtStarted)).toFixed(2)} ms of the server${usePglite ? '' : ` and ${((cpuEnd.postgres - cpuStarted.postgres) / Math.max(1, latencies.length - postsAtStarted)).toFixed(2)} ms of PostgreSQL`} per answer post`
        : '        CPU: not measured (a server of its own, one process, on Linux only)',
    );
    console.log(
      `        answer posts by phase: ${phases.map(([name, l]) => `${name} ${l.length} p50 ${pct(l, 50).toFixed(1)} ms p99 ${pct(l, 99).toFixed(1)} ms`).join(' · ')}`,
    );
    // BENCH_TIMELINE=<file>: every answer post as "ms since start, latency ms, server ms (Server-Timing)",
    // for a closer look (slow posts that cluster in time point at a stall, not at steady load).
    if (process.env.BENCH_TIMELINE) {
      writeFileSync(process.env.BENCH_TIMELINE, timeline.map(([at, l, s]) => `${at.toFixed(0)},${l.toFixed(1)},${s}`).join('\n'));
      writeFileSync(`${process.env.BENCH_TIMELINE}.starts`, startTimeline.map((r) => r.map((x) => x.toFixed(1)).join(',')).join('\n'));
    }
    if (lost || failures) process.exitCode = 1;
    // Storage per event on PostgreSQL (the capacity model in docs/deploy.md): the event table with its indexes.
    if (databaseUrl) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query(`select count(*)::bigint as n, pg_total_relation_size('test_events') as bytes from test_events`);
      await db.end();
      const n = Number(rows[0].n);
      if (n > 0)
        console.log(
          `        storage: test_events ${n} rows, ${(Number(rows[0].bytes) / 1048576).toFixed(1)} MB with indexes, ${(Number(rows[0].bytes) / n).toFixed(0)} bytes per event`,
        );
    }
  } finally {
    await stop();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

console.log(`Node ${process.version}; ${QUESTIONS} questions, a batch (view + save) every ${INTERVAL_MS} ms, then freeze`);
for (const n of sizes) await run(n);
agent.destroy();
for (const a of agents.values()) a.destroy();
