import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import { loadEnv, type Env } from './env.ts';
import { buildApp } from './app.ts';
import { ConnectionDrain, Shutdown, exitFlushingLogs, signalExitCode } from './lib/shutdown.ts';
import { logTransport } from './lib/log-format.ts';

/**
 * A stop asked by the parent process over IPC (scripts/start.mjs, the cluster primary) instead of
 * a signal, so that it is never counted twice with the same signal from the process group;
 * `now`: exit at once. Decision 019.
 */
interface StopMessage {
  type: 'abhyas:stop';
  signal: NodeJS.Signals;
  now?: boolean;
}
/** Sent to the parent once stop messages are listened to; until then a parent forwards signals as signals. */
const STOPPABLE = { type: 'abhyas:stoppable' } as const;

function isStopMessage(m: unknown): m is StopMessage {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'abhyas:stop';
}

/**
 * Starts Abhyas: migrations, seed, API and web app on PORT (default 3000).
 *
 * With PostgreSQL (`DATABASE_URL`) and `WEB_CONCURRENCY` > 1, the process is a cluster primary: it
 * prepares the database once (migrations, seed, the JWT secret in DATA_DIR), then forks that many
 * server processes sharing the port; the first runs the background jobs, and a process that dies
 * is replaced. PGlite is one process's database, so with it the server is always one process.
 * Read-through caches stay per process (docs/performance.md, test cohort).
 *
 * Stopping (issue 28, decision 019): SIGTERM or SIGINT stops accepting, lets the answers in flight
 * finish, stops pg-boss and closes the database, within SHUTDOWN_DEADLINE_MS (10 s); past it the
 * process logs what was pending and exits 1. A second signal exits at once (128 + n). A stop
 * before the server serves exits at once with 0.
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
  const isPrimary = cluster.isPrimary && workers > 1;
  // The process's own log (stops while starting, the cluster primary); the app logs through Fastify's.
  const log = pino({
    level: env.LOG_LEVEL,
    ...logTransport(env),
  });
  const loggers: object[] = [log];
  const shutdown = new Shutdown({
    // The primary waits for its server processes, each bound by the deadline: one second more.
    deadlineMs: env.SHUTDOWN_DEADLINE_MS + (isPrimary ? 1000 : 0),
    log,
    exit: (code, budgetMs) => exitFlushingLogs(loggers, code, budgetMs),
  });
  listenForStops(shutdown);
  if (isPrimary) return primary(env, workers, shutdown, log);
  await serve(env, shutdown, loggers);
}

/** Signals and the parent's stop messages go to `shutdown`, from the first moment on. */
function listenForStops(shutdown: Shutdown): void {
  process.on('SIGINT', () => shutdown.signal('SIGINT'));
  process.on('SIGTERM', () => shutdown.signal('SIGTERM'));
  if (process.send) {
    process.on('message', (m: unknown) => {
      if (!isStopMessage(m)) return;
      if (m.now) shutdown.now(`the parent process asked (${m.signal})`, signalExitCode(m.signal));
      else shutdown.stop(`${m.signal}, through the parent process`);
    });
    process.send(STOPPABLE);
  }
}

/** One server process: builds the app and listens. */
async function serve(env: Env, shutdown: Shutdown, loggers: object[]): Promise<void> {
  const { app, services } = await buildApp({ env });
  loggers.push(app.log);
  const drain = new ConnectionDrain(app.server);
  // app.close() closes the HTTP server first, then runs the onClose hooks: this one (registered
  // last, run first), then app.ts's (pg-boss, then the database).
  let step = 'closing the HTTP server (answers in flight)';
  app.addHook('onClose', async () => {
    step = 'stopping the background jobs and closing the database';
  });
  // A library's promise that fails with nobody listening (pg-boss marking a job failed while the
  // database restarts) is logged; it must not take every student's connection down with it.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: { message: (reason as Error)?.message ?? String(reason) } }, 'unhandled promise rejection');
  });
  // A cohort starting a test opens thousands of connections within seconds: a deep accept queue
  // (the kernel caps it at net.core.somaxconn) keeps them waiting instead of being reset.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: 4096 });
  shutdown.serving(
    {
      // Every connection ends once its answer is sent; app.close() then waits only for those answers.
      stop: async () => {
        drain.drain();
        await app.close();
      },
      pending: () => ({ step, ...drain.pending() }),
    },
    app.log,
  );
  if (cluster.isPrimary) app.log.info(`Abhyas is running on http://localhost:${env.PORT} (database: ${services.database.kind})`);
}

/** The cluster primary: prepares the database once, then forks and watches `count` server processes. */
async function primary(env: Env, count: number, shutdown: Shutdown, log: Logger): Promise<void> {
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
  const stoppable = new WeakSet<Worker>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  const fork = (index: number) => {
    const worker = cluster.fork({
      WORKER_INDEX: String(index),
      SEED_DEMO: 'false',
      // One process runs pg-boss's workers; the others leave finishing to it (and to reads).
      ...(index > 0 ? { JOBS: 'off' } : {}),
    });
    worker.on('message', (m: unknown) => {
      if (typeof m === 'object' && m !== null && (m as { type?: unknown }).type === STOPPABLE.type) stoppable.add(worker);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ worker: index, exit: signal ?? code }, `server process ${index} exited (${signal ?? code}); starting another`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, 1000);
    });
  };
  for (let i = 0; i < count; i += 1) fork(i);
  shutdown.serving(
    {
      // Each server process stops itself within the deadline; the primary exits once all have,
      // with 0 only if each of them exited 0.
      stop: () =>
        new Promise<number>((resolve) => {
          stopping = true;
          const workers = alive();
          let left = workers.length;
          let code = 0;
          if (left === 0) resolve(0);
          for (const w of workers) {
            w.once('exit', (exitCode) => {
              if (exitCode !== 0) code = 1;
              left -= 1;
              if (left === 0) resolve(code);
            });
            // Over IPC once the process listens for it: it may get the same signal from the process group too.
            try {
              if (stoppable.has(w)) w.send({ type: 'abhyas:stop', signal: 'SIGTERM' } satisfies StopMessage);
              else w.process.kill('SIGTERM');
            } catch {
              w.process.kill('SIGTERM'); // its channel just closed
            }
          }
        }),
      pending: () => ({ serverProcesses: alive().map((w) => w.process.pid) }),
      abandon: () => {
        for (const w of alive()) w.process.kill('SIGKILL');
      },
    },
    log,
  );
  log.info(`Abhyas is running on http://localhost:${env.PORT} (database: postgres, ${count} server processes)`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
