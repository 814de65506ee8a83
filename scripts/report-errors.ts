/**
 * `npm run report:errors -- [--days 7] [--limit 20]` (issue 20 §4; decision 031): prints the most
 * frequent API_Error events of the last N days by feature_name and error_code, read from the event
 * stream (table data_events) in the database the server uses: DATABASE_URL, or the embedded one
 * under DATA_DIR (stop the server first: the embedded database takes one process at a time).
 * Exit codes: 0 printed, 2 bad usage.
 */
import { resolve } from 'node:path';
import { loadEnv } from '../apps/server/src/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataEventsRepository } from '../apps/server/src/modules/data-events/data-events.repository.ts';
import { DataEventsService, formatApiErrorReport } from '../apps/server/src/modules/data-events/data-events.service.ts';

const USAGE = 'Usage: npm run report:errors -- [--days <1–3650, default 7>] [--limit <1–500, default 20>]';

function numberOption(args: string[], flag: string, fallback: number, max: number): number | null {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  const n = Number(args[at + 1]);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

async function main(args: string[]): Promise<number> {
  const known = new Set(['--days', '--limit']);
  const days = numberOption(args, '--days', 7, 3650);
  const limit = numberOption(args, '--limit', 20, 500);
  if (days === null || limit === null || args.some((a) => a.startsWith('--') && !known.has(a)) || args.length % 2 !== 0) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'pglite') });
  try {
    const service = new DataEventsService(new DataEventsRepository(database.db), Date.now, env.DATA_EVENTS_RETENTION_DAYS, console);
    console.log(formatApiErrorReport(await service.topApiErrors(days, limit), days));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
