import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Health and server time (platform.md §4.6, §7.5). */
export class SystemService {
  /** When this server started serving, epoch ms (wall clock, for the uptime). */
  readonly #started = Date.now();

  constructor(
    private readonly database: Pick<Database, 'kind' | 'ping'>,
    /** Current time in epoch ms (injectable for tests). */
    private readonly clock: () => number,
  ) {}

  /** `{ status: 'ok', database, uptime_s }` when the database answers; 503 DATABASE_UNAVAILABLE otherwise. */
  async health(): Promise<{ status: 'ok'; database: 'pglite' | 'postgres'; uptime_s: number }> {
    try {
      await this.database.ping();
    } catch {
      throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' as const, database: this.database.kind, uptime_s: Math.round((Date.now() - this.#started) / 1000) };
  }

  /** Server time in epoch ms, for time sync. */
  now(): number {
    return this.clock();
  }
}
