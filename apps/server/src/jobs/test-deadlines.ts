/**
 * Background finishing of test sessions (issue #4 §1: "a session whose deadline passes while the
 * browser is away is finished and scored by a background job (pg-boss)"). Decision 006.
 *
 * - Every session start sends a `test-session-deadline` job that becomes due at the session's
 *   deadline plus the grace (`TEST_GRACE_S`); its worker finishes and scores the session if it is
 *   still open. The job's singleton key is the session id, so a session has one such job. Starts
 *   within DEADLINE_BATCH_MS of each other share one INSERT.
 * - A `test-deadline-sweep` cron job (every minute) finishes any expired session a job missed
 *   (sessions started before a restart that lost nothing but the timer, or a failed send).
 * - Finishing is idempotent (`UPDATE … WHERE status = 'STARTED'`): a job, the sweep and a read that
 *   all reach the same session produce one result.
 *
 * pg-boss runs on the app's own database: on PostgreSQL through the pool, on PGlite through the
 * single embedded connection (`Database.executeSql`), in the schema `pgboss`.
 */
import PgBoss from 'pg-boss';
import { TEST_GRACE_S } from '@abhyas/contracts';
import type { Database } from '../db/client.ts';
import type { MockTestsService } from '../modules/mock-tests/mock-tests.service.ts';

export const DEADLINE_QUEUE = 'test-session-deadline';
export const SWEEP_QUEUE = 'test-deadline-sweep';
/** Deadline jobs wait at most this long (ms) to be inserted together, and at most this many go in one INSERT. */
const DEADLINE_BATCH_MS = 20;
const DEADLINE_BATCH_MAX = 500;

export interface JobLogger {
  warn(obj: object, msg: string): void;
}

export interface TestDeadlineJobs {
  /** Schedules the finishing of `sessionId` at `deadlineAt` + grace. Never throws (logged). */
  scheduleDeadline(sessionId: string, deadlineAt: Date): Promise<void>;
  /** Jobs in the deadline queue by state (tests and diagnostics). */
  pending(): Promise<number>;
  /** The pg-boss instance, shared by the other queues (notifications). */
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

export interface TestDeadlineJobOptions {
  /** Seconds between polls of the queue (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
}

/** Starts pg-boss on `database`, creates the queues, and registers the workers. */
export async function startTestDeadlineJobs(
  database: Database,
  mockTests: MockTestsService,
  log: JobLogger,
  options: TestDeadlineJobOptions = {},
): Promise<TestDeadlineJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Archive and delete completed jobs quickly: a deadline job has no value once done.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: unknown) => log.warn({ err }, 'background jobs: pg-boss error'));
  await boss.start();
  await boss.createQueue(DEADLINE_QUEUE);
  await boss.createQueue(SWEEP_QUEUE);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  await boss.work<{ sessionId: string }>(DEADLINE_QUEUE, polling, async (jobs) => {
    for (const job of jobs) await mockTests.finishIfExpired(job.data.sessionId);
  });
  await boss.work(SWEEP_QUEUE, polling, async () => {
    while ((await mockTests.finishExpired()) > 0) {
      /* finish in pages of 200 until none is left */
    }
  });
  await boss.schedule(SWEEP_QUEUE, '* * * * *');

  // Deadline jobs are inserted in batches: a cohort starting a test together sends one INSERT every
  // few milliseconds instead of one per student (bench:test-cohort's start burst). A caller waits
  // for its batch, so a resolved scheduleDeadline means the job is stored.
  let batch: { job: PgBoss.JobInsert; done: () => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    const jobs = batch;
    batch = [];
    try {
      await boss.insert(jobs.map((x) => x.job));
    } catch (err) {
      // The sweep finishes these sessions within a minute of their deadlines anyway.
      log.warn({ err: { message: (err as Error).message }, sessions: jobs.length }, 'background jobs: could not schedule test deadlines');
    }
    for (const x of jobs) x.done();
  };

  return {
    boss,
    scheduleDeadline(sessionId, deadlineAt) {
      return new Promise<void>((done) => {
        batch.push({
          job: {
            name: DEADLINE_QUEUE,
            data: { sessionId },
            startAfter: new Date(deadlineAt.getTime() + (TEST_GRACE_S + 1) * 1000).toISOString(),
            singletonKey: sessionId,
          },
          done,
        });
        if (batch.length >= DEADLINE_BATCH_MAX) {
          if (timer) clearTimeout(timer);
          void flush();
        } else timer ??= setTimeout(() => void flush(), DEADLINE_BATCH_MS);
      });
    },
    async pending() {
      return boss.getQueueSize(DEADLINE_QUEUE);
    },
    async stop() {
      if (timer) {
        clearTimeout(timer);
        await flush();
      }
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
