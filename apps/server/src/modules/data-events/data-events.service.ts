import { API_ERROR_EVENT, type DataEvent } from '@abhyas/contracts';
import { scrubPersonalData } from '@abhyas/domain';
import { GroupCommit } from '../../lib/group-commit.ts';
import type { ApiErrorCount, DataEventsRepository, NewDataEvent } from './data-events.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Who sent a batch, from its verified token (never from the body): all null for a guest. */
export interface EventSender {
  userId: string | null;
  profileId: string | null;
  browserId: string | null;
}

export interface DataEventsLogger {
  warn(obj: object, msg: string): void;
}

/**
 * The product's event stream (platform.md §7.5 data-events push/v2, §8; issue 20 §4; decision 031).
 *
 * `accept` never waits on the database: a batch goes into a group commit (lib/group-commit.ts)
 * whose flush writes every batch waiting at that moment in one INSERT, so a slow write delays only
 * the background flush, never the 202. A failed write is logged and its events are lost (the
 * stream is best-effort analytics). `flush()` waits for every write started so far: the app's
 * close hook calls it, so a server stop stores what it accepted.
 */
export class DataEventsService {
  readonly #writes: GroupCommit<NewDataEvent[], void>;
  readonly #pending = new Set<Promise<void>>();
  #seq = 0;

  constructor(
    private readonly repo: DataEventsRepository,
    private readonly now: () => number,
    /** Days an event is kept (DATA_EVENTS_RETENTION_DAYS). */
    private readonly retentionDays: number,
    private readonly log: DataEventsLogger,
    /** The names of the sender (account and profile), redacted from payloads (issue 21 §3; decision 036). */
    private readonly namesOf: (userId: string | null, profileId: string | null) => Promise<string[]> = async () => [],
  ) {
    this.#writes = new GroupCommit<NewDataEvent[], void>({
      run: async (batches) => {
        // No child's name, e-mail or mobile is stored (issue 21 §3): keys and patterns went at
        // `accept`; here each sender's own names are redacted too, looked up once per write.
        const rows = batches.flat();
        const names = new Map<string, Promise<string[]>>();
        for (const row of rows) {
          if (!row.userId && !row.profileId) continue;
          const key = `${row.userId}|${row.profileId}`;
          if (!names.has(key)) names.set(key, this.namesOf(row.userId ?? null, row.profileId ?? null));
          row.payload = scrubPersonalData(row.payload, await names.get(key)!);
        }
        await this.repo.append(rows);
        return batches.map(() => undefined);
      },
      keyOf: () => String(this.#seq++),
      maxInFlight: 1,
      maxBatch: 100,
    });
  }

  /** Takes a validated batch for storage; returns how many events it holds, at once. */
  accept(events: DataEvent[], sender: EventSender, where: { namespace: string; topic: string }): number {
    const receivedAt = new Date(this.now());
    const rows: NewDataEvent[] = events.map((e) => ({
      receivedAt,
      occurredAt: new Date(e.occurred_at),
      namespace: where.namespace,
      topic: where.topic,
      name: e.name,
      featureName: e.feature_name ?? null,
      userId: sender.userId,
      profileId: sender.profileId,
      sessionId: e.session_id ?? null,
      browserId: sender.browserId,
      payload: scrubPersonalData(e.payload),
    }));
    const write = this.#writes
      .submit(rows)
      .catch((err: unknown) => this.log.warn({ err: { message: (err as Error).message }, events: rows.length }, 'data events: a batch could not be stored'))
      .finally(() => this.#pending.delete(write));
    this.#pending.add(write);
    return rows.length;
  }

  /** Resolves once every batch accepted so far is written (or has failed and been logged). */
  async flush(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /** Deletes the events received more than the retention period ago; returns how many. */
  async prune(): Promise<number> {
    return this.repo.pruneBefore(new Date(this.now() - this.retentionDays * DAY_MS));
  }

  /** The most frequent API_Error events of the last `days` days by feature_name and error_code (npm run report:errors). */
  async topApiErrors(days: number, limit = 20): Promise<ApiErrorCount[]> {
    return this.repo.topApiErrors(API_ERROR_EVENT, new Date(this.now() - days * DAY_MS), limit);
  }

  /** Events stored (tests and diagnostics). */
  async stored(): Promise<number> {
    return this.repo.size();
  }
}

/**
 * The text `npm run report:errors -- --days N` prints: one line per feature_name and error_code,
 * most frequent first, with the events, the distinct profiles and the last time seen (UTC).
 */
export function formatApiErrorReport(rows: ApiErrorCount[], days: number): string {
  const head = `Top API errors of the last ${days} day${days === 1 ? '' : 's'} (API_Error events by feature_name and error_code):`;
  if (rows.length === 0) return `${head}\n  none`;
  const fw = Math.max(12, ...rows.map((r) => r.featureName.length));
  const cw = Math.max(10, ...rows.map((r) => r.errorCode.length));
  const lines = rows.map(
    (r) =>
      `  ${r.featureName.padEnd(fw)}  ${r.errorCode.padEnd(cw)}  ${String(r.events).padStart(7)}  ${String(r.profiles).padStart(8)}  ${r.lastAt.toISOString().slice(0, 16).replace('T', ' ')}`,
  );
  return [
    head,
    `  ${'feature_name'.padEnd(fw)}  ${'error_code'.padEnd(cw)}  ${'events'.padStart(7)}  ${'profiles'.padStart(8)}  last seen (UTC)`,
    ...lines,
  ].join('\n');
}
