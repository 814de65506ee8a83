import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { DataEventsRepository, type NewDataEvent } from './data-events.repository.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../../../..');
const DAY = 86_400_000;

/** `npm run report:errors` as an operator runs it, on an embedded database under DATA_DIR. */
describe('npm run report:errors', () => {
  it('prints the top API errors of the last N days by feature and code', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'abhyas-report-'));
    try {
      const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
      const error = (feature: string, code: string | number, daysAgo = 1, profileId: string | null = null): NewDataEvent => ({
        receivedAt: at(daysAgo),
        occurredAt: at(daysAgo),
        namespace: 'web',
        topic: 'clickstream',
        name: 'API_Error',
        featureName: feature,
        profileId,
        payload: { error_code: code, error_type: 'server', error_response: '…' },
      });
      const p1 = crypto.randomUUID();
      const p2 = crypto.randomUUID();
      await new DataEventsRepository(database.db).append([
        error('login', 401, 1, p1),
        error('login', 401, 2, p2),
        error('login', 401, 3, p1),
        error('add_profile', 500, 1),
        error('add_profile', 500, 2),
        // Older than the window, and not an API_Error: not counted.
        error('Notifications', 503, 10),
        error('Notifications', 503, 10),
        error('Notifications', 503, 10),
        { ...error('login', 401), name: 'page_view' },
      ]);
      await database.close();

      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
      delete env.DATABASE_URL;
      const { stdout } = await run('npx', ['tsx', 'scripts/report-errors.ts', '--days', '7'], { cwd: ROOT, env });
      const lines = stdout.trim().split('\n');
      expect(lines[0]).toBe('Top API errors of the last 7 days (API_Error events by feature_name and error_code):');
      const table = lines.slice(2).map((l) =>
        l
          .trim()
          .split(/\s{2,}/u)
          .slice(0, 4),
      );
      expect(table).toEqual([
        ['login', '401', '3', '2'],
        ['add_profile', '500', '2', '0'],
      ]);

      const usage = await run('npx', ['tsx', 'scripts/report-errors.ts', '--days', 'week'], { cwd: ROOT, env }).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run report:errors') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
