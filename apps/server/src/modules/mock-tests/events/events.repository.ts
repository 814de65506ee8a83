import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';
import { testEvents, testSessions } from '../../../db/schema/index.ts';

/**
 * The event posts of open sessions, many in one statement (`EventsService.appendToOpenSession` through a
 * GroupCommit): $1 the posts as JSON, each `{ k, sid, pid, at, ending, max_eorder, events }` (k its
 * place in the batch, `at` its arrival in epoch ms, `ending` 'freeze' / 'auto_submit' to finish the
 * session or null), $2 the grace in seconds. A post counts when its session is that profile's, open
 * and within its deadline plus grace at the post's arrival. The session row is written only when a
 * post finishes it: the last eorder of an open session is read from its events (the primary key
 * (session_id, eorder) answers max(eorder) from the index), so an ordinary post is one index lookup
 * and one insert. `test_sessions.last_eorder` holds it from the finish on. One row per post, by k.
 * A batch never holds two posts of one session (GroupCommit keys by session).
 */
const APPEND_EVENTS_SQL = `
  with req as (
    select r.k, r.sid, r.pid, r.ending, r.max_eorder, r.events, to_timestamp(r.at / 1000.0) as at
    from jsonb_to_recordset($1::jsonb) as r(k integer, sid uuid, pid uuid, at double precision, ending text, max_eorder integer, events jsonb)
  ), s as (
    select req.k, t.id, t.last_eorder from req
    cross join lateral (
      select id, last_eorder from test_sessions
      where id = req.sid and profile_id = req.pid and status = 'STARTED' and deadline_at >= req.at - make_interval(secs => $2::double precision)
      limit 1
    ) t
  ), ins as (
    insert into test_events (session_id, eorder, id, event_type, section, question_code, t, event_info)
    select s.id, v.eorder, v.id, v.event_type, v.section, v.question_code, v.t, v.event_info
    from s join req on req.k = s.k,
      jsonb_to_recordset(req.events) as v(eorder integer, id text, event_type text, section text, question_code text, t real, event_info jsonb)
    on conflict do nothing
    returning session_id
  ), counted as (
    select session_id, count(*)::integer as n from ins group by session_id
  ), fin as (
    update test_sessions t set status = 'FINISHED', finished_at = least(req.at, t.deadline_at), finish_reason = req.ending,
      last_eorder = greatest(t.last_eorder, req.max_eorder, (select max(e.eorder) from test_events e where e.session_id = t.id))
    from s join req on req.k = s.k
    where t.id = s.id and req.ending is not null
    returning t.id
  )
  select req.k, (s.id is not null) as open, coalesce(counted.n, 0) as inserted,
    greatest(s.last_eorder, req.max_eorder, (select max(e.eorder) from test_events e where e.session_id = s.id))::integer as last_eorder
  from req left join s on s.k = req.k left join counted on counted.session_id = s.id
  order by req.k`;

/** One event post for APPEND_EVENTS_SQL. */
export interface AppendPost {
  sid: string;
  pid: string;
  /** Arrival, epoch ms (the deadline is judged by it). */
  at: number;
  ending: 'freeze' | 'auto_submit' | null;
  max_eorder: number;
  events: unknown[];
}
/** The answer to one post: whether its session was open, how many events went in, and the session's last eorder then. */
export type AppendRow = { k: number; open: boolean; inserted: number; last_eorder: number | null };

/** A stored test event (`test_events`, one row per session and eorder). */
export type EventRow = typeof testEvents.$inferSelect;
/** A test event to store. */
export type NewEvent = typeof testEvents.$inferInsert;

/** The test event log (decision 013): one row per session and eorder, written once. */
export class EventsRepository {
  constructor(
    private readonly db: Db,
    /** Hot statements: named prepared statements on PostgreSQL, plain queries on PGlite (Database.prepared). */
    private readonly run: Database['prepared'],
  ) {}

  /**
   * Runs a batch of event posts in one statement (APPEND_EVENTS_SQL, named prepared statement
   * `abhyas_append_test_events_batch`) with `graceS` seconds of grace after each deadline; one
   * answer per post, in the order of `posts` (a post the statement did not answer: not open).
   */
  async appendBatch(posts: readonly AppendPost[], graceS: number): Promise<AppendRow[]> {
    const rows = await this.run<AppendRow>('abhyas_append_test_events_batch', APPEND_EVENTS_SQL, [JSON.stringify(posts.map((p, k) => ({ k, ...p }))), graceS]);
    const byK = new Map(rows.map((r) => [Number(r.k), r]));
    return posts.map((_, k) => byK.get(k) ?? { k, open: false, inserted: 0, last_eorder: null });
  }

  /** The largest eorder stored for the session, 0 when none (the primary key answers it from the index). */
  async maxEorder(sessionId: string): Promise<number> {
    const [row] = await this.db
      .select({ max: sql<number | null>`max(${testEvents.eorder})` })
      .from(testEvents)
      .where(eq(testEvents.sessionId, sessionId));
    return Number(row?.max ?? 0);
  }

  /** How many events the session has stored. */
  async countEvents(sessionId: string): Promise<number> {
    const [total] = await this.db.select({ n: count() }).from(testEvents).where(eq(testEvents.sessionId, sessionId));
    return total?.n ?? 0;
  }

  /** `limit` of the session's events in eorder, from `offset`. */
  async pageOfEvents(sessionId: string, offset: number, limit: number): Promise<EventRow[]> {
    return this.db.select().from(testEvents).where(eq(testEvents.sessionId, sessionId)).orderBy(asc(testEvents.eorder)).limit(limit).offset(offset);
  }

  /** Every event of the session (in no particular order: the replay orders them). */
  async eventsOf(sessionId: string): Promise<EventRow[]> {
    return this.db.select().from(testEvents).where(eq(testEvents.sessionId, sessionId));
  }

  /** How many of `eorders` the session has stored already. */
  async countStored(sessionId: string, eorders: number[]): Promise<number> {
    const [stored] = await this.db
      .select({ n: count() })
      .from(testEvents)
      .where(and(eq(testEvents.sessionId, sessionId), inArray(testEvents.eorder, eorders)));
    return stored?.n ?? 0;
  }

  /** Stores `rows` once per (session, eorder), leaving those already stored alone; returns how many went in (one statement). */
  async insertEvents(rows: NewEvent[]): Promise<number> {
    return (await this.db.insert(testEvents).values(rows).onConflictDoNothing().returning({ eorder: testEvents.eorder })).length;
  }

  /** Moves the session's `last_eorder` up to `maxEorder` (never down: greatest). */
  async raiseLastEorder(sessionId: string, maxEorder: number): Promise<void> {
    await this.db
      .update(testSessions)
      .set({ lastEorder: sql`greatest(${testSessions.lastEorder}, ${maxEorder})` })
      .where(eq(testSessions.id, sessionId));
  }
}
