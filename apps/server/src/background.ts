import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { startTestDeadlineJobs } from './jobs/test-deadlines.ts';
import { startInProcessNotificationJobs, startNotificationJobs } from './jobs/notifications.ts';
import { startParentDigestJob, startParentDigestTimer } from './jobs/parent-digest.ts';
import { startFamilyDataJobs, startFamilyDataTimers } from './jobs/family-data.ts';
import { MasteryFitService } from './modules/practice/mastery-fit.service.ts';
import type { Services } from './services.ts';

/**
 * The server's background work, started once the services exist (app.ts): test sessions finished
 * at their deadline (pg-boss, or an in-process sweep with JOBS=off), the event stream's retention
 * prune and the mastery refit. Each timer is unref'd and stopped by an onClose hook.
 */
export async function startBackgroundWork(app: FastifyInstance, services: Services, database: Database, db: Database['db']): Promise<void> {
  const env = services.env;
  // Test sessions whose time ran out while the browser was away are finished and scored by a
  // background job (pg-boss: one job per session at its deadline, and a sweep every minute), so the
  // result exists even if the student never comes back; reads finish them too. With JOBS=off an
  // in-process sweep every 30 s does the same (decision 006).
  if (env.JOBS === 'pgboss') {
    const jobs = await startTestDeadlineJobs(database, services.mockTests, app.log);
    services.mockTests.onSessionStarted = (id, deadlineAt) => jobs.scheduleDeadline(id, deadlineAt);
    services.jobs = jobs;
    app.addHook('onClose', async () => jobs.stop());
    // Notifications (issue 20 §2; decision 034): delivery jobs and the reminder sweep on the same pg-boss.
    services.notificationJobs = await startNotificationJobs(jobs.boss, services.delivery, services.reminders, app.log, {
      sweepMinutes: env.NOTIFICATION_SWEEP_MINUTES,
    });
  } else {
    const sweep = setInterval(() => {
      services.mockTests.finishExpired().catch((err: unknown) => app.log.warn({ err }, 'finishing expired test sessions failed'));
    }, 30_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    const notificationJobs = startInProcessNotificationJobs(services.delivery, services.reminders, app.log, { sweepMinutes: env.NOTIFICATION_SWEEP_MINUTES });
    services.notificationJobs = notificationJobs;
    app.addHook('onClose', async () => notificationJobs.stop());
  }

  // The weekly digest e-mail to parents (issue 21 §2; decision 035): Monday 07:00 India time, on
  // pg-boss, or an hourly in-process check with JOBS=off; idempotent per (parent, week).
  if (env.JOBS === 'pgboss') {
    const stop = await startParentDigestJob(database, services.parentDigest, app.log);
    app.addHook('onClose', async () => stop());
  } else {
    const stop = startParentDigestTimer(services.parentDigest, app.log);
    app.addHook('onClose', async () => stop());
  }

  // The family's data (issue 21 §3; decision 036): exports built by a job, and a daily run that
  // purges learning records pending consent for 30 days and carries out erasures past their grace.
  const stopFamilyData =
    env.JOBS === 'pgboss' ? await startFamilyDataJobs(database, services.familyData, app.log) : startFamilyDataTimers(services.familyData, app.log);
  app.addHook('onClose', async () => stopFamilyData());

  // The event stream (issue 20 §4; decision 031): events older than DATA_EVENTS_RETENTION_DAYS are
  // deleted once a day (and a minute after the start). Several instances each prune; a repeat
  // deletes nothing. The close hook stores the batches accepted but not yet written; Fastify runs
  // onClose hooks last-added first, so it runs before the database's own hook (added above) closes it.
  const prune = () =>
    services.dataEvents
      .prune()
      .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'data events: old events pruned'))
      .catch((err: unknown) => app.log.warn({ err }, 'data events: pruning failed'));
  const firstPrune = setTimeout(prune, 60_000);
  const dailyPrune = setInterval(prune, 24 * 3600 * 1000);
  firstPrune.unref();
  dailyPrune.unref();
  app.addHook('onClose', async () => {
    clearTimeout(firstPrune);
    clearInterval(dailyPrune);
    await services.dataEvents.flush();
  });

  // Each concept's mastery parameters are refitted from the stored attempts every
  // MASTERY_FIT_INTERVAL_MS (issue 27; decision 007 "Fitted parameters"). Several instances each
  // run it; a run replaces each fit with the same result, so that only costs CPU.
  if (env.MASTERY_FIT_INTERVAL_MS > 0) {
    const fitter = new MasteryFitService(db);
    const refit = setInterval(() => {
      fitter
        .fitAll(env.MASTERY_FIT_MIN_ANSWERS)
        .then((run) => app.log.info({ concepts: run.fitted.length, ms: Math.round(run.ms) }, 'mastery parameters refitted'))
        .catch((err: unknown) => app.log.warn({ err }, 'refitting mastery parameters failed'));
    }, env.MASTERY_FIT_INTERVAL_MS);
    refit.unref();
    app.addHook('onClose', async () => clearInterval(refit));
  }
}
