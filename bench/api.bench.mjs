// `npm run bench:api`: latency and throughput of the account calls, measured over loopback HTTP
// against the built server on a fresh PGlite store (bounded: fixed request counts, stops by itself).
// Prints p50/p95/p99 in ms and requests per second. Figures are recorded in docs/performance.md.
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const { base, stop } = await startBuiltServer({
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  RATE_LIMIT_AUTH_PER_15_MIN: '100000',
  RATE_LIMIT_GLOBAL_PER_MIN: '1000000',
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `total` calls of `fn` with `concurrency` in flight; returns latency percentiles and rate. */
async function load(name, total, concurrency, fn) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const ok = await fn();
        times.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} n=${String(total).padEnd(5)} c=${String(concurrency).padEnd(3)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms  ${(total / seconds).toFixed(0)} req/s${failures ? `  FAILURES ${failures}` : ''}`,
  );
}

try {
  const json = { 'content-type': 'application/json' };
  const signIn = () =>
    fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'demo@abhyas.in', password: 'Mango#Monsoon26' }) });
  const first = await signIn();
  const token = first.headers.get('x-auth-token');
  const auth = { authorization: `Bearer ${token}` };
  console.log(`Node ${process.version}, store: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  await load('GET /api/now', 2000, 16, async () => (await fetch(`${base}/api/now`)).ok);
  await load('GET /api/content/goals-exams', 500, 8, async () => (await fetch(`${base}/api/content/goals-exams?locale=en`)).ok);
  await load('GET /api/auth/connected_profiles', 1000, 8, async () => (await fetch(`${base}/api/auth/connected_profiles`, { headers: auth })).ok);
  // Issue 25 §1: 50 clients at once (target p99 under 100 ms on both stores).
  await load('GET /api/auth/connected_profiles (50 clients)', 2000, 50, async () => (await fetch(`${base}/api/auth/connected_profiles`, { headers: auth })).ok);
  await load('POST /api/auth/sign-in (argon2id)', 100, 4, async () => (await signIn()).ok);
  const mem = await fetch(`${base}/api/health`).then((r) => r.json());
  console.log(`\nserver up ${mem.uptime_s} s`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop();
}
