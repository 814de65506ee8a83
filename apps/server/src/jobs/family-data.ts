/**
 * Background work of the family's data (issue 21 §3; decision 036), on pg-boss like the test
 * deadlines: `family-data-export` builds one export (a job per request), `family-data-daily` (cron,
 * 02:30 UTC) purges learning records pending consent for 30 days, carries out erasures past their
 * 7-day grace, drops expired archives and builds any export left pending. With JOBS=off
 * (`startFamilyDataTimers`) an export is built in-process right after its request and the daily
 * run is a timer (a minute after the start, then every 24 hours).
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { FamilyDataLogger, FamilyDataService } from '../modules/family-data/family-data.service.ts';

export const EXPORT_QUEUE = 'family-data-export';
export const DAILY_QUEUE = 'family-data-daily';

/** Starts pg-boss for the family-data queues; returns its stop. */
export async function startFamilyDataJobs(database: Database, familyData: FamilyDataService, log: FamilyDataLogger): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: unknown) => log.warn({ err }, 'family data jobs: pg-boss error'));
  await boss.start();
  await boss.createQueue(EXPORT_QUEUE);
  await boss.createQueue(DAILY_QUEUE);
  const polling = { pollingIntervalSeconds: 2 };
  await boss.work<{ exportId: string }>(EXPORT_QUEUE, polling, async (jobs) => {
    for (const job of jobs) await familyData.exports.build(job.data.exportId);
  });
  await boss.work(DAILY_QUEUE, polling, async () => {
    await familyData.daily(log);
  });
  await boss.schedule(DAILY_QUEUE, '30 2 * * *');
  familyData.exports.onRequested = (exportId) => {
    boss.send(EXPORT_QUEUE, { exportId }).catch((err: unknown) => log.warn({ err }, 'family data: export job not sent (the daily run builds it)'));
  };
  return () => boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

/** JOBS=off: exports built in-process, the daily run on a timer. Returns its stop. */
export function startFamilyDataTimers(familyData: FamilyDataService, log: FamilyDataLogger): () => Promise<void> {
  const building = new Set<Promise<void>>();
  familyData.exports.onRequested = (exportId) => {
    const p = familyData.exports
      .build(exportId)
      .catch((err: unknown) => log.warn({ err }, 'family data: export build failed'))
      .finally(() => building.delete(p));
    building.add(p);
  };
  const run = () => familyData.daily(log).catch((err: unknown) => log.warn({ err }, 'family data: daily run failed'));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, 24 * 3600 * 1000);
  first.unref();
  daily.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(daily);
    await Promise.all([...building]);
  };
}
