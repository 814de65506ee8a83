/**
 * The weekly digest e-mail to parents (issue 21 §2; decision 035), on Mondays at 07:00 India time.
 *
 * - JOBS=pgboss: a `parent-weekly-digest` cron job (`0 7 * * 1`, tz Asia/Kolkata) on the app's
 *   pg-boss schema; its worker sends last week's digests.
 * - JOBS=off: an in-process timer every hour (and a minute after the start) that sends last week's
 *   digests once Monday 07:00 has passed; a restart on a Monday catches up.
 * Sending is idempotent per (parent, week) (ParentDigestService), so several instances, a repeated
 * cron tick or the timer after a restart never send a digest twice.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { ParentDigestService } from '../modules/parent/digest.service.ts';
import type { JobLogger } from './test-deadlines.ts';

export const DIGEST_QUEUE = 'parent-weekly-digest';
/** How often the in-process timer looks whether the week's digest is due (ms): hourly. */
export const DIGEST_CHECK_MS = 3600_000;

/** Starts the weekly digest on pg-boss; returns a stop function. */
export async function startParentDigestJob(
  database: Database,
  digest: ParentDigestService,
  log: JobLogger & { info(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) }, schema: 'pgboss' });
  boss.on('error', (err: unknown) => log.warn({ err }, 'parent digest: pg-boss error'));
  await boss.start();
  await boss.createQueue(DIGEST_QUEUE);
  await boss.work(DIGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const run = await digest.sendDue();
    if (run) log.info({ ...run }, 'parent digest: weekly e-mails sent');
  });
  await boss.schedule(DIGEST_QUEUE, '0 7 * * 1', {}, { tz: 'Asia/Kolkata' });
  return () => boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

/** The JOBS=off timer: checks hourly (and a minute after the start) and sends when due; returns a stop function. */
export function startParentDigestTimer(digest: ParentDigestService, log: JobLogger & { info(obj: object, msg: string): void }): () => void {
  const tick = () =>
    digest
      .sendDue()
      .then((run) => run && run.sent > 0 && log.info({ ...run }, 'parent digest: weekly e-mails sent'))
      .catch((err: unknown) => log.warn({ err }, 'parent digest: sending failed'));
  const first = setTimeout(tick, 60_000);
  const hourly = setInterval(tick, DIGEST_CHECK_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
