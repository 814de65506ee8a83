import cluster from 'node:cluster';
import { loadEnv, type Env } from './env.ts';
import { buildApp } from './app.ts';

/**
 * Starts Abhyas: migrations, seed, API and web app on PORT (default 3000).
 *
 * With PostgreSQL (`DATABASE_URL`) and `WEB_CONCURRENCY` > 1, the process is a cluster primary: it
 * prepares the database once (migrations, seed, the JWT secret in DATA_DIR), then forks that many
 * server processes sharing the port; the first runs the background jobs, and a process that dies
 * is replaced. PGlite is one process's database, so with it the server is always one process.
 * Read-through caches stay per process (docs/performance.md, test cohort).
 */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const workers = env.DATABASE_URL ? env.WEB_CONCURRENCY : 1;
  if (cluster.isPrimary && workers > 1) return primary(env, workers);
  await serve(env);
}

/** One server process: builds the app and listens. */
async function serve(env: Env): Promise<void> {
  const { app, services } = await buildApp({ env });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A library's promise that fails with nobody listening (pg-boss marking a job failed while the
  // database restarts) is logged; it must not take every student's connection down with it.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: { message: (reason as Error)?.message ?? String(reason) } }, 'unhandled promise rejection');
  });
  // A cohort starting a test opens thousands of connections within seconds: a deep accept queue
  // (the kernel caps it at net.core.somaxconn) keeps them waiting instead of being reset.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: 4096 });
  if (cluster.isPrimary) app.log.info(`Abhyas is running on http://localhost:${env.PORT} (database: ${services.database.kind})`);
}

/** The cluster primary: prepares the database once, then forks and watches `count` server processes. */
async function primary(env: Env, count: number): Promise<void> {
  // Migrations, seed and the JWT secret, once, before any worker starts (no job runner here).
  const { app } = await buildApp({ env: { ...env, JOBS: 'off' }, logger: false });
  await app.close();
  // The processes accept from the shared socket themselves (SCHED_NONE) instead of the primary
  // accepting and handing each connection over (round-robin): a connection handed to a process in
  // the instant it dies stays open in the primary and hangs (9 of 150 in a test), while the
  // kernel gives a dead process nothing. On Linux the two spread connections evenly here (218/182
  // of 400). Decision 013.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({
      WORKER_INDEX: String(index),
      SEED_DEMO: 'false',
      // One process runs pg-boss's workers; the others leave finishing to it (and to reads).
      ...(index > 0 ? { JOBS: 'off' } : {}),
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`server process ${index} exited (${signal ?? code}); starting another`);
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let i = 0; i < count; i += 1) fork(i);
  console.log(`Abhyas is running on http://localhost:${env.PORT} (database: postgres, ${count} server processes)`);
  const shutdown = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const w of alive) {
      w.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      w.process.kill(signal);
    }
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
