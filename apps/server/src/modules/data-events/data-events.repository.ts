import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataEvents } from '../../db/schema/index.ts';

/** A new row of the event stream (table data_events). */
export type NewDataEvent = typeof dataEvents.$inferInsert;

/** One line of the API-error report: a feature, an error code and how often it was seen. */
export interface ApiErrorCount {
  featureName: string;
  errorCode: string;
  events: number;
  /** Distinct profiles among them (guests not counted). */
  profiles: number;
  lastAt: Date;
}

/** The data-events module's SQL (issue 20 §4; decision 031): append, prune by age, the error report. */
export class DataEventsRepository {
  constructor(private readonly db: Db) {}

  /** Appends the rows in one INSERT. */
  async append(rows: NewDataEvent[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(dataEvents).values(rows);
  }

  /** Deletes the events received before `before`; returns how many. */
  async pruneBefore(before: Date): Promise<number> {
    const deleted = await this.db.delete(dataEvents).where(lt(dataEvents.receivedAt, before)).returning({ id: dataEvents.id });
    return deleted.length;
  }

  /** Events stored (tests and diagnostics). */
  async size(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(dataEvents);
    return Number(row?.n ?? 0);
  }

  /** Every stored event, oldest first (tests). */
  async all(): Promise<(typeof dataEvents.$inferSelect)[]> {
    return this.db.select().from(dataEvents).orderBy(dataEvents.id);
  }

  /** API_Error events received since `since`, counted by feature_name and payload.error_code, most frequent first. */
  async topApiErrors(eventName: string, since: Date, limit: number): Promise<ApiErrorCount[]> {
    const code = sql<string>`coalesce(${dataEvents.payload} ->> 'error_code', '?')`;
    const feature = sql<string>`coalesce(${dataEvents.featureName}, '?')`;
    const rows = await this.db
      .select({
        featureName: feature,
        errorCode: code,
        events: count(),
        profiles: sql<number>`count(distinct ${dataEvents.profileId})`,
        lastAt: sql<Date>`max(${dataEvents.receivedAt})`.mapWith(dataEvents.receivedAt),
      })
      .from(dataEvents)
      .where(and(eq(dataEvents.name, eventName), gte(dataEvents.receivedAt, since)))
      .groupBy(feature, code)
      .orderBy(desc(count()), feature, code)
      .limit(limit);
    return rows.map((r) => ({ ...r, events: Number(r.events), profiles: Number(r.profiles) }));
  }
}
