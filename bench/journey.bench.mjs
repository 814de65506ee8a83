// `npm run bench:journey`: latency of the journey's calls (issue 18 §4: `/achieve/paj/tiles` took
// 4–7 s beside the browser tests while the planner read every chapter page) over loopback HTTP
// against the built server on a fresh PGlite store with the demo content (JEE Main: its whole
// syllabus). A new student plans a target and a journey, then each call is timed (fixed counts,
// stops by itself). Prints p50/p95/p99 in ms; figures in docs/performance.md "Journey calls".
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const { base, stop } = await startBuiltServer({
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  RATE_LIMIT_AUTH_PER_15_MIN: '100000',
  RATE_LIMIT_GLOBAL_PER_MIN: '1000000',
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const json = { 'content-type': 'application/json' };

/** Runs `total` calls of `fn` with `concurrency` in flight and prints latency percentiles. */
async function load(name, total, concurrency, fn) {
  const times = [];
  let next = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        if (!(await fn())) failures += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} n=${String(total).padEnd(4)} c=${String(concurrency).padEnd(2)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms${failures ? `  FAILURES ${failures}` : ''}`,
  );
}

const post = (path, body, headers = {}) => fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

try {
  // A new family with one JEE Main student, through the development outbox.
  const mobile = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
  const signUp = await post('/api/auth/sign-up', { first_name: 'Bench', last_name: 'Parent', mobile, password: 'Mango#Monsoon26' });
  const outbox = await (await fetch(`${base}/api/dev/outbox`)).json();
  const otp = outbox.messages.find((m) => m.to === mobile && m.otp)?.otp;
  const verify = await post('/api/auth/verifyOtp', { otp }, { 'x-otp-token': signUp.headers.get('x-otp-token') ?? '' });
  const parent = verify.headers.get('x-auth-token');
  const added = await (
    await post('/api/auth/add_profile', { first_name: 'Anika', goal: 'preug', exam: 'jee-main' }, { authorization: `Bearer ${parent}` })
  ).json();
  const auth = { authorization: `Bearer ${added.data.auth_token}` };
  const examDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const t0 = performance.now();
  const plan = await post(
    '/api/achieve/paj/generate',
    {
      exam_code: 'jee-main',
      goal_code: 'preug',
      question_response: [
        { question_id: 'target_kind', choice_id: 'score' },
        { question_id: 'target_score', value: 200 },
        { question_id: 'exam_date', value: examDate },
        { question_id: 'daily_minutes', value: 60 },
        { question_id: 'journey_name', value: 'Bench' },
      ],
    },
    auth,
  );
  const journey = (await plan.json()).data;
  if (!plan.ok) throw new Error(`generate answered ${plan.status}`);
  console.log(`Node ${process.version}, store: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`first generate: ${(performance.now() - t0).toFixed(0)} ms, ${journey.steps.length} steps to ${examDate}\n`);
  const step = journey.steps.find((s) => s.kind === 'practice') ?? journey.steps[0];
  await load(
    'POST /api/achieve/paj/generate',
    10,
    1,
    async () => (await post('/api/achieve/paj/generate', { exam_code: 'jee-main', goal_code: 'preug' }, auth)).ok,
  );
  const current = (await (await fetch(`${base}/api/achieve/paj/current?exam_code=jee-main`, { headers: auth })).json()).data.paj_id;
  await load('GET /api/achieve/paj/tiles', 40, 4, async () => (await fetch(`${base}/api/achieve/paj/tiles?paj_id=${current}&locale=hi`, { headers: auth })).ok);
  await load('POST /api/achieve/home', 40, 4, async () => (await post('/api/achieve/home', { exam_code: 'jee-main', locale: 'en' }, auth)).ok);
  const tiles = (await (await fetch(`${base}/api/achieve/paj/tiles?paj_id=${current}`, { headers: auth })).json()).data;
  const one = tiles.days[0]?.steps[0] ?? step;
  await load(
    'GET /api/achieve/paj/step',
    40,
    4,
    async () => (await fetch(`${base}/api/achieve/paj/step?paj_id=${current}&step_id=${encodeURIComponent(one.step_id)}`, { headers: auth })).ok,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop();
}
