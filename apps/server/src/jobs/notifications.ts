/**
 * The notification pipeline's jobs (issue 20 §2; decision 034). Notifications are created from
 * events as jobs, never in the request that caused them:
 *
 * - `notification-deliver`: one job per (event key, profile), sent by `enqueue`; its worker runs
 *   `DeliveryService.deliver`, which is idempotent per channel, so pg-boss's retries (5, with
 *   back-off) and a second run after a crash send nothing twice.
 * - `notification-sweep` (cron, every NOTIFICATION_SWEEP_MINUTES): enqueues the due daily reminders
 *   (revision, streak, journey) and sends the pushes held through the quiet hours.
 *
 * With JOBS=off the same work runs in process: `enqueue` runs the delivery on the next turn of the
 * event loop (retried 3 times, 2 s apart), and a timer sweeps.
 */
import type PgBoss from 'pg-boss';
import type { NotifyInput } from '../modules/notifications/notifications.service.ts';
import type { DeliveryService } from '../modules/notifications/delivery/delivery.service.ts';
import type { RemindersService } from '../modules/notifications/delivery/reminders.service.ts';
import type { JobLogger } from './test-deadlines.ts';

export const DELIVER_QUEUE = 'notification-deliver';
export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';

/** A delivery job's data. */
export interface DeliverJob {
  profileId: string;
  input: NotifyInput;
}

/** How other modules hand a notification to the pipeline. */
export interface NotificationJobs {
  /** Queues the delivery of `input` to `profileId`. Resolves once queued; never throws (logged). */
  enqueue(profileId: string, input: NotifyInput): Promise<void>;
  /** Runs one sweep now (tests, the CLI). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

/** The worker's work for one delivery job (exported so tests can run a job twice). */
export async function runDeliverJob(delivery: Pick<DeliveryService, 'deliver'>, job: DeliverJob): Promise<void> {
  await delivery.deliver(job.profileId, job.input);
}

async function sweepOnce(delivery: DeliveryService, reminders: RemindersService, log: JobLogger): Promise<void> {
  await reminders.sweep().catch((err: unknown) => log.warn({ err }, 'notifications: reminder sweep failed'));
  await delivery.releaseHeld().catch((err: unknown) => log.warn({ err }, 'notifications: releasing held pushes failed'));
}

/** The pipeline on pg-boss (the instance the test-deadline jobs started). */
export async function startNotificationJobs(
  boss: PgBoss,
  delivery: DeliveryService,
  reminders: RemindersService,
  log: JobLogger,
  options: { sweepMinutes: number; pollingIntervalSeconds?: number },
): Promise<NotificationJobs> {
  await boss.createQueue(DELIVER_QUEUE);
  await boss.createQueue(NOTIFICATION_SWEEP_QUEUE);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<DeliverJob>(DELIVER_QUEUE, polling, async (jobs) => {
    for (const job of jobs) await runDeliverJob(delivery, job.data);
  });
  await boss.work(NOTIFICATION_SWEEP_QUEUE, polling, async () => sweepOnce(delivery, reminders, log));
  await boss.schedule(NOTIFICATION_SWEEP_QUEUE, options.sweepMinutes === 1 ? '* * * * *' : `*/${options.sweepMinutes} * * * *`);
  return {
    async enqueue(profileId, input) {
      try {
        await boss.send(DELIVER_QUEUE, { profileId, input } satisfies DeliverJob, {
          singletonKey: `${input.dedupeKey} ${profileId}`,
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
        });
      } catch (err) {
        log.warn({ err: { message: (err as Error).message }, key: input.dedupeKey }, 'notifications: could not queue a delivery');
      }
    },
    sweep: () => sweepOnce(delivery, reminders, log),
    async stop() {
      /* pg-boss is stopped by its owner (the test-deadline jobs) */
    },
  };
}

/** The pipeline in process (JOBS=off). */
export function startInProcessNotificationJobs(
  delivery: DeliveryService,
  reminders: RemindersService,
  log: JobLogger,
  options: { sweepMinutes: number; retryDelayMs?: number },
): NotificationJobs {
  const pending = new Set<Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const run = (job: DeliverJob, attempt: number) => {
    const p = runDeliverJob(delivery, job)
      .catch((err: unknown) => {
        if (attempt >= 3 || stopped) {
          log.warn({ err: { message: (err as Error).message }, key: job.input.dedupeKey }, 'notifications: delivery failed');
          return;
        }
        const t = setTimeout(() => {
          timers.delete(t);
          run(job, attempt + 1);
        }, options.retryDelayMs ?? 2000);
        t.unref();
        timers.add(t);
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  const sweep = setInterval(() => void sweepOnce(delivery, reminders, log), options.sweepMinutes * 60_000);
  sweep.unref();
  return {
    async enqueue(profileId, input) {
      // Delivered on the next turn of the loop, not in the caller's request; counted as pending at
      // once, so a stop right after the enqueue still delivers it.
      const later = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run({ profileId, input }, 1));
      pending.add(later);
      void later.finally(() => pending.delete(later));
    },
    sweep: () => sweepOnce(delivery, reminders, log),
    async stop() {
      stopped = true;
      clearInterval(sweep);
      for (const t of timers) clearTimeout(t);
      // A waiting enqueue starts its delivery while we wait: wait for that one too.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
