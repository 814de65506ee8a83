import { TEST_EVENTS_PAGE_SIZE, TEST_GRACE_S, type TestEventInput } from '@abhyas/contracts';
import { isAnswerEvent, screenSectionEvents, type RefusedEvent, type TestEvent } from '@abhyas/domain';
import { GroupCommit } from '../../../lib/group-commit.ts';
import { conflict } from '../mock-test-errors.ts';
import type { ScoringService } from '../scoring/scoring.service.ts';
import type { SectionLocks } from '../sessions/section-locks.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { AppendPost, AppendRow, EventsRepository } from './events.repository.ts';

/** What an event post answers: events stored now, those stored before, the session's last eorder and status. */
export interface StoredEvents {
  accepted: number;
  duplicates: number;
  last_eorder: number;
  status: 'STARTED' | 'FINISHED';
}

/**
 * The event log of a test in progress (learning.md §7 Tests; decision 013): events stored once per
 * eorder, the common post in one statement coalesced with the others arriving meanwhile, answers
 * refused after the deadline and, under section locking, outside their section's time; pages of
 * the stored log for a resume. Times are epoch ms from `now()`.
 */
export class EventsService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly sessions: SessionsService,
    private readonly scoring: ScoringService,
    private readonly locks: SectionLocks,
    private readonly now: () => number,
  ) {}

  /**
   * Stores events once per eorder (retries and reorderings are harmless). Refused with 409: answer
   * events after the deadline plus TEST_GRACE_S (DEADLINE_PASSED; the session is then finished), and
   * new events for a finished session (SESSION_FINISHED; a pure retry of stored events is fine).
   * A freeze or auto_submit event finishes and scores the session. Under section locking, answer
   * events for a section outside its window are not stored: they come back in `refused` (the
   * caller answers 409 SECTION_CLOSED / SECTION_NOT_OPEN) while the rest of the batch is stored.
   * 404 UNKNOWN_SESSION for a session that is not the profile's.
   */
  async postEvents(profileId: string, sessionId: string, all: TestEventInput[]): Promise<StoredEvents & { refused: RefusedEvent[] }> {
    const { allowed: events, refused } = await this.screenSections(profileId, sessionId, all);
    if (events.length === 0) {
      const s = await this.sessions.session(profileId, sessionId);
      return { accepted: 0, duplicates: 0, last_eorder: await this.sessions.lastEorderOf(s), status: s.status as 'STARTED' | 'FINISHED', refused };
    }
    return { ...(await this.storeEvents(profileId, sessionId, events)), refused };
  }

  /**
   * Splits `events` into those the section windows allow and the answer events they refuse
   * (an answer to a section whose time is over, or whose turn has not come). A batch without
   * answers, and a session whose test does not lock sections, pass whole.
   */
  private async screenSections(
    profileId: string,
    sessionId: string,
    events: TestEventInput[],
  ): Promise<{ allowed: TestEventInput[]; refused: RefusedEvent[] }> {
    if (!events.some((e) => isAnswerEvent(e.event_type))) return { allowed: events, refused: [] };
    const lock = await this.locks.lockOf(profileId, sessionId);
    if (!lock) return { allowed: events, refused: [] };
    return screenSectionEvents(lock, events, this.now(), TEST_GRACE_S * 1000);
  }

  /** Stores the allowed events: the one-statement path when the session is open, else the full path with its 409s. */
  private async storeEvents(profileId: string, sessionId: string, events: TestEventInput[]): Promise<StoredEvents> {
    const ending = events.find((e) => e.event_type === 'freeze' || e.event_type === 'auto_submit')?.event_type as 'freeze' | 'auto_submit' | undefined;
    const fast = await this.appendToOpenSession(profileId, sessionId, events, ending);
    if (fast) {
      if (ending) this.scoring.queueScoring(sessionId);
      return fast;
    }
    let s = await this.sessions.session(profileId, sessionId);
    const eorders = [...new Set(events.map((e) => e.eorder))];
    if (s.status !== 'STARTED') {
      // Only a retry of events already stored is fine once the test is submitted.
      if ((await this.repo.countStored(sessionId, eorders)) === eorders.length)
        return { accepted: 0, duplicates: events.length, last_eorder: await this.sessions.lastEorderOf(s), status: s.status as 'FINISHED' };
      throw conflict('SESSION_FINISHED', 'This test has been submitted; no more answers are accepted.');
    }
    if (this.scoring.expired(s) && events.some((e) => isAnswerEvent(e.event_type))) {
      await this.scoring.finish(s, 'deadline');
      throw conflict(
        'DEADLINE_PASSED',
        'Time is up for this test: answers sent after the end are not accepted. Your answers saved before the end have been submitted.',
      );
    }
    const rows = events.map((e) => ({
      sessionId,
      eorder: e.eorder,
      id: e.id ?? null,
      eventType: e.event_type,
      section: e.section ?? null,
      questionCode: e.question_code ?? null,
      t: e.t,
      eventInfo: (e.event_info ?? null) as Record<string, unknown> | null,
    }));
    // Two statements, no transaction: the insert is atomic on its own, and last_eorder only ever
    // grows (greatest), so a crash between them loses nothing (resume also reads max(eorder)).
    const inserted = await this.repo.insertEvents(rows);
    const maxEorder = Math.max(...eorders);
    if (maxEorder > s.lastEorder) {
      await this.repo.raiseLastEorder(sessionId, maxEorder);
      s = { ...s, lastEorder: maxEorder };
    }
    const end = events.find((e) => e.event_type === 'freeze' || e.event_type === 'auto_submit');
    if (end) s = await this.scoring.submit(s, end.event_type);
    else if (this.scoring.expired(s)) s = await this.scoring.finish(s, 'deadline');
    return {
      accepted: inserted,
      duplicates: events.length - inserted,
      last_eorder: await this.sessions.lastEorderOf(s),
      status: s.status as 'STARTED' | 'FINISHED',
    };
  }

  /**
   * The common case of `postEvents` in one statement: when the session is this profile's, open and
   * within its deadline plus grace, the events are inserted once per eorder and last_eorder moves
   * up, and with `ending` (a freeze or auto_submit in the batch) the session is finished in the
   * same statement; null otherwise (the caller then takes the full path, with its errors). One
   * round trip instead of three or four keeps the tail latency down when thousands of students
   * post every 3 s and submit together (bench:test-cohort, docs/performance.md).
   */
  private async appendToOpenSession(
    profileId: string,
    sessionId: string,
    events: TestEventInput[],
    ending?: 'freeze' | 'auto_submit',
  ): Promise<StoredEvents | null> {
    const row = await this.#appends.submit({
      sid: sessionId,
      pid: profileId,
      at: this.now(),
      ending: ending ?? null,
      max_eorder: Math.max(...events.map((e) => e.eorder)),
      events: events.map((e) => ({
        eorder: e.eorder,
        id: e.id ?? null,
        event_type: e.event_type,
        section: e.section ?? null,
        question_code: e.question_code ?? null,
        t: e.t,
        event_info: e.event_info ?? null,
      })),
    });
    if (!row.open) return null;
    const inserted = Number(row.inserted);
    return {
      accepted: inserted,
      duplicates: events.length - inserted,
      last_eorder: Number(row.last_eorder),
      status: ending ? 'FINISHED' : 'STARTED',
    };
  }

  /**
   * The event posts of all students, coalesced (decision 013): while a statement runs, the posts
   * that arrive wait and go out together in the next one, so 2,000 students posting every 3 s make
   * tens of commits a second instead of hundreds. A quiet server flushes each post at once.
   */
  readonly #appends: GroupCommit<AppendPost, AppendRow> = new GroupCommit<AppendPost, AppendRow>({
    keyOf: (p) => p.sid,
    maxInFlight: 2,
    maxBatch: 200,
    run: (posts) => this.repo.appendBatch(posts, TEST_GRACE_S),
  });

  /** How the event posts were coalesced so far: flushes, posts carried, the largest flush. */
  get appendStats(): Readonly<{ flushes: number; calls: number; largest: number }> {
    return this.#appends.stats;
  }

  /** One page of the session's events in eorder (learning.md §7: pulled page by page until `last`). 404 UNKNOWN_SESSION. */
  async eventsPage(profileId: string, sessionId: string, pageNumber: number) {
    await this.sessions.session(profileId, sessionId);
    const totalElements = await this.repo.countEvents(sessionId);
    const rows = await this.repo.pageOfEvents(sessionId, pageNumber * TEST_EVENTS_PAGE_SIZE, TEST_EVENTS_PAGE_SIZE);
    return {
      content: rows.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        eorder: r.eorder,
        event_type: r.eventType as TestEvent['event_type'],
        section: r.section,
        question_code: r.questionCode,
        t: r.t,
        event_info: r.eventInfo,
      })),
      first: pageNumber === 0,
      last: (pageNumber + 1) * TEST_EVENTS_PAGE_SIZE >= totalElements,
      totalElements,
      pageNumber,
      pageSize: TEST_EVENTS_PAGE_SIZE,
    };
  }
}
