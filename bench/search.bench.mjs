// `npm run bench:search` (issue #3 §6): p50 and p99 latency of 1,000 mixed search calls over the
// full catalogue (the demo seed: NCERT learning map, JEEBench, the project's packs), measured over
// loopback HTTP against the built server, one call at a time, then 8 at a time for throughput.
// Store: PostgreSQL by default (a fresh database `abhyas_bench_<n>` on BENCH_PG_URL, default the
// local server), or PGlite with `-- --pglite`. Target: p99 under 50 ms on PostgreSQL.
// Prints its figures; they are recorded in docs/performance.md. Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const usePglite = process.argv.includes('--pglite');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let databaseUrl = '';
let dbName = '';
if (!usePglite) {
  dbName = `abhyas_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** 1,000 queries a student might type: names, prefixes, typos, Hindi, question words, filters. */
function queries() {
  const map = JSON.parse(readFileSync('content/learning-map/ncert.json', 'utf8'));
  const chapters = map.books.flatMap((b) => b.chapters);
  const topics = chapters.flatMap((c) => c.topics ?? []);
  const words = [
    'force',
    'acid',
    'equation',
    'cell',
    'energy',
    'triangle',
    'probability',
    'current',
    'reaction',
    'genetics',
    'integral',
    'vector',
    'HCF',
    'photosynthesis',
    'मैट्रिक्स',
    'त्रिकोणमिति',
  ];
  const typo = (s) => (s.length > 5 ? s.slice(0, 2) + s[3] + s[2] + s.slice(4) : s);
  const out = [];
  let i = 0;
  const pick = (list) => list[(i * 7919) % list.length];
  while (out.length < 1000) {
    i += 1;
    const c = pick(chapters);
    const t = pick(topics);
    const kind = i % 8;
    if (kind === 0) out.push({ kind: 'chapter name', path: 'search', q: c.name });
    else if (kind === 1) out.push({ kind: 'suggest 4 letters', path: 'search/suggestions', q: c.name.slice(0, 4) });
    else if (kind === 2) out.push({ kind: 'typo', path: 'search', q: typo(c.name.split(' ')[0]) });
    else if (kind === 3) out.push({ kind: 'Hindi name', path: 'search', q: c.names?.hi ?? c.name });
    else if (kind === 4) out.push({ kind: 'topic name, topics', path: 'search', q: t.name, entity: 'topic' });
    else if (kind === 5) out.push({ kind: 'word, questions', path: 'search', q: pick(words), entity: 'question' });
    else if (kind === 6) out.push({ kind: 'suggest 6 letters', path: 'search/suggestions', q: t.name.slice(0, 6) });
    else out.push({ kind: 'word, page 2', path: 'search', q: pick(words), page: 1 });
  }
  return out;
}

const { base, stop } = await startBuiltServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_GLOBAL_PER_MIN: '1000000' });
try {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@abhyas.in', password: 'Mango#Monsoon26' }),
  });
  const auth = { authorization: `Bearer ${signIn.headers.get('x-auth-token')}` };
  const list = queries();
  const url = ({ path, q, entity, page }) =>
    `${base}/api/${path}?${new URLSearchParams({ q, ...(entity ? { entity } : {}), ...(page ? { page: String(page) } : {}) })}`;
  const counts = await fetch(url({ path: 'search', q: 'a' }), { headers: auth }).then((r) => r.json());
  for (const q of list.slice(0, 50)) await fetch(url(q), { headers: auth }); // warm-up
  const times = [];
  const byKind = {};
  let failures = 0;
  let hits = 0;
  for (const q of list) {
    const t0 = performance.now();
    const res = await fetch(url(q), { headers: auth });
    const body = await res.json();
    const ms = performance.now() - t0;
    times.push(ms);
    (byKind[q.kind] ??= []).push(ms);
    if (!res.ok) failures += 1;
    else if ((body.results ?? body.suggestions).length > 0) hits += 1;
  }
  times.sort((a, b) => a - b);
  console.log(`Node ${process.version}, store: ${usePglite ? 'PGlite' : 'PostgreSQL'}; catalogue: ${JSON.stringify(counts.groups)}`);
  console.log(
    `sequential  n=${list.length}  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms  max ${times.at(-1).toFixed(1)} ms  with results ${hits}${failures ? `  FAILURES ${failures}` : ''}`,
  );
  for (const [kind, list] of Object.entries(byKind)) {
    list.sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(20)} n=${String(list.length).padEnd(4)} p50 ${pct(list, 50).toFixed(1)} ms  p99 ${pct(list, 99).toFixed(1)} ms`);
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < list.length) {
        const q = list[next++];
        await fetch(url(q), { headers: auth }).then((r) => r.arrayBuffer());
      }
    }),
  );
  console.log(`concurrent  n=${list.length}  c=8  ${(list.length / ((performance.now() - started) / 1000)).toFixed(0)} req/s`);
  if (failures) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stop();
  if (dbName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
