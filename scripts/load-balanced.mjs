// `node scripts/load-balanced.mjs --instances 2 [--bench]`: N built server instances behind
// Debian's nginx on a fresh PostgreSQL database (on BENCH_PG_URL, else TEST_DATABASE_URL, else
// the machine's 127.0.0.1:5432) and a Redis of their own, as docs/deploy.md describes, until
// Ctrl-C; then everything is stopped and the database dropped. Prints the load balancer's URL.
// `--bench` lifts the per-address limits and splits a pool of 20 database connections among the
// instances, as `npm run bench:test-cohort` does for its own server, so that
// `npm run bench:test-cohort -- --url <that URL>` can run a cohort through it. Needs `npm run build`.
import pg from 'pg';
import { startLoadBalanced } from './lib/load-balancer.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const count = Number(arg('instances', '2'));
const bench = process.argv.includes('--bench');
const adminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

process.chdir(new URL('..', import.meta.url).pathname);
const dbName = `abhyas_lb_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const lb = await startLoadBalanced({
  count,
  databaseUrl: url.toString(),
  env: bench ? { RATE_LIMIT_GLOBAL_PER_MIN: '100000000', RATE_LIMIT_AUTH_PER_15_MIN: '1000000', DATABASE_POOL_MAX: String(Math.ceil(20 / count)) } : {},
});
console.log(
  `Abhyas: ${count} instances (ports ${lb.instances.map((s) => s.port).join(', ')}) behind nginx at ${lb.base}, Redis ${lb.redisUrl}, database ${dbName}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await lb.stop();
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
