/**
 * Background finishing of test sessions (issue #4 §1: "a session whose deadline passes while the
 * browser is away is finished and scored by a background job (pg-boss)"). Decision 006.
 *
 * - Every session start sends a `test-session-deadline` job that becomes due at the session's
 *   deadline plus the grace (`TEST_GRACE_S`); its worker finishes and scores the session if it is
 *   still open. The job's singleton key is the session id, so a session has one such job.
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
import type { TestsService } from '../modules/tests/tests.service.ts';

export const DEADLINE_QUEUE = 'test-session-deadline';
export const SWEEP_QUEUE = 'test-deadline-sweep';

export interface JobLogger {
  warn(obj: object, msg: string): void;
}

export interface TestDeadlineJobs {
  /** Schedules the finishing of `sessionId` at `deadlineAt` + grace. Never throws (logged). */
  scheduleDeadline(sessionId: string, deadlineAt: Date): Promise<void>;
  /** Jobs in the deadline queue by state (tests and diagnostics). */
  pending(): Promise<number>;
  stop(): Promise<void>;
}

export interface TestDeadlineJobOptions {
  /** Seconds between polls of the queue (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
}

/** Starts pg-boss on `database`, creates the queues, and registers the workers. */
export async function startTestDeadlineJobs(
  database: Database,
  tests: TestsService,
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
    for (const job of jobs) await tests.finishIfExpired(job.data.sessionId);
  });
  await boss.work(SWEEP_QUEUE, polling, async () => {
    while ((await tests.finishExpired()) > 0) {
      /* finish in pages of 200 until none is left */
    }
  });
  await boss.schedule(SWEEP_QUEUE, '* * * * *');

  return {
    async scheduleDeadline(sessionId, deadlineAt) {
      try {
        await boss.send(DEADLINE_QUEUE, { sessionId }, { startAfter: new Date(deadlineAt.getTime() + (TEST_GRACE_S + 1) * 1000), singletonKey: sessionId });
      } catch (err) {
        // The sweep finishes the session within a minute of its deadline anyway.
        log.warn({ err, sessionId }, 'background jobs: could not schedule a test deadline');
      }
    },
    async pending() {
      return boss.getQueueSize(DEADLINE_QUEUE);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
