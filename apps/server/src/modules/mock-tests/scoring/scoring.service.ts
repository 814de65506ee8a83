import { TEST_GRACE_S } from '@abhyas/contracts';
import {
  attemptFinishedAt,
  isPastDeadline,
  replayEvents,
  scoreAttempt,
  type AttemptScore,
  type MarkingScheme,
  type Question,
  type Replay,
  type TestEvent,
} from '@abhyas/domain';
import type { EventsRepository } from '../events/events.repository.ts';
import type { PaperService } from '../paper/paper.service.ts';
import type { BundleRow } from '../paper/paper.repository.ts';
import type { SessionRow, SessionsRepository } from '../sessions/sessions.repository.ts';
import type { ScoringRepository } from './scoring.repository.ts';

/** How many expired (or unscored) sessions the sweep reads at a time. */
const SWEEP_PAGE = 200;

/**
 * Finishing and scoring attempts (issue #4 §1; decision 006): the score is worked out from the
 * replayed event log with the bundle's marking; a finish is one conditional UPDATE, so a job, the
 * sweep and a read that reach one session at once leave one result. A submit is answered at once
 * and scored in the background. Times are epoch ms from `now()`.
 */
export class ScoringService {
  /** Background scoring of submitted sessions, one at a time (a whole cohort submits within seconds). */
  #scoring: Promise<unknown> = Promise.resolve();
  /** Set by `close`: queued background scoring is left to the sweep after the restart. */
  #closing = false;
  /** The sweeps running now (`finishExpired`), which `close` waits for. */
  readonly #sweeps = new Set<Promise<number>>();

  /**
   * Called once a session's score is stored (the Achieve diagnostic seeds mastery from it; app.ts
   * sets it). The hook logs its own errors; a throw is swallowed here and never fails the finish.
   */
  onScored: ((s: SessionRow, score: AttemptScore) => Promise<void>) | null = null;

  constructor(
    private readonly repo: ScoringRepository,
    private readonly sessions: SessionsRepository,
    private readonly events: EventsRepository,
    private readonly paper: PaperService,
    private readonly now: () => number,
  ) {}

  /** Whether the session is still STARTED although its deadline plus TEST_GRACE_S has passed. */
  expired(s: SessionRow): boolean {
    return isPastDeadline({ status: s.status, deadlineMs: s.deadlineAt.getTime() }, this.now(), TEST_GRACE_S * 1000);
  }

  /** The session's event log replayed over the bundle's questions (palette states, answers, times). */
  async replay(s: SessionRow, bundle: BundleRow): Promise<Replay> {
    const rows = await this.events.eventsOf(s.id);
    const events: TestEvent[] = rows.map((r) => ({
      eorder: r.eorder,
      event_type: r.eventType as TestEvent['event_type'],
      question_code: r.questionCode,
      section: r.section,
      t: r.t,
      event_info: r.eventInfo as TestEvent['event_info'],
    }));
    return replayEvents(
      bundle.sections.flatMap((x) => x.questionCodes),
      events,
    );
  }

  /** Runs the `onScored` hook; a failure never fails the finish (the result stands, the hook's owner recovers on its reads). */
  private async scored(s: SessionRow, score: AttemptScore): Promise<void> {
    await this.onScored?.(s, score).catch(() => undefined);
  }

  /**
   * The attempt as scored from the events stored so far (a session in progress included) and the
   * questions the student saved (Save & Next or Mark for Review, with or without an answer): the
   * adaptive diagnostic grades each answer as it arrives.
   */
  async liveAttempt(s: SessionRow): Promise<{ score: AttemptScore; saved: Set<string> }> {
    const rows = await this.events.eventsOf(s.id);
    const saved = new Set(
      rows.filter((r) => (r.eventType === 'save_attempt' || r.eventType === 'review_attempt') && r.questionCode).map((r) => r.questionCode!),
    );
    return { score: await this.computeScore(s), saved };
  }

  /** The attempt's score from its event log, with the bundle's marking (pure work plus two reads). */
  private async computeScore(s: SessionRow): Promise<AttemptScore> {
    const bundle = await this.paper.bundle(s.bundleCode);
    const [replay, byCode] = await Promise.all([this.replay(s, bundle), this.paper.questionsOf(bundle)]);
    return scoreAttempt(
      bundle.sections.map((x) => ({
        code: x.code,
        questions: x.questionCodes.flatMap((c) => {
          const q = byCode.get(c);
          return q ? [q.question] : [];
        }),
        marking: x.markingByType as Partial<Record<Question['type'], MarkingScheme>>,
      })),
      replay,
    );
  }

  /** Finishes and scores a STARTED session (once: a concurrent finish leaves the first result). */
  async finish(s: SessionRow, reason: string): Promise<SessionRow> {
    if (s.status !== 'STARTED') return s;
    const score = await this.computeScore(s);
    const updated = await this.repo.finishScored(s.id, new Date(attemptFinishedAt(this.now(), s.deadlineAt.getTime())), reason, score);
    if (updated) {
      await this.scored(updated, score);
      return updated;
    }
    return (await this.sessions.findById(s.id))!;
  }

  /**
   * A submit (freeze / auto_submit): the session is finished in one statement and answered at once;
   * its score is worked out in the background right after, and the result call (or the sweep)
   * scores it first if that has not happened yet (a restart in between). Keeps the submit of
   * thousands of students at the end of a test fast (bench:test-cohort).
   */
  async submit(s: SessionRow, reason: string): Promise<SessionRow> {
    if (s.status !== 'STARTED') return s;
    const updated = await this.repo.finishUnscored(s.id, new Date(attemptFinishedAt(this.now(), s.deadlineAt.getTime())), reason);
    if (!updated) return (await this.sessions.findById(s.id))!;
    this.#scoring = this.#scoring.then(() => (this.#closing ? undefined : this.ensureScored(updated))).catch(() => undefined);
    return updated;
  }

  /** Scores a session just finished by the event posts' one statement, after the ones queued before it. */
  queueScoring(sessionId: string): void {
    this.#scoring = this.#scoring
      .then(async () => {
        if (this.#closing) return;
        const row = await this.sessions.findById(sessionId);
        if (row) await this.ensureScored(row);
      })
      .catch(() => undefined);
  }

  /** Scores a finished session that has no result yet (idempotent); returns the current row. */
  async ensureScored(s: SessionRow): Promise<SessionRow> {
    if (s.status !== 'FINISHED' || s.result !== null) return s;
    const score = await this.computeScore(s);
    const updated = await this.repo.saveScore(s.id, score);
    if (updated) {
      await this.scored(updated, score);
      return updated;
    }
    return (await this.sessions.findById(s.id))!;
  }

  /**
   * At a server stop: starts no more of the queued background scoring nor of a sweep's sessions,
   * and waits for the ones running (a sweep's current session, the queue's), with their `onScored` work (the revision enrolment, the "result ready" notice), so that
   * none of it meets a closed database. What was left queued is finished and scored by the sweep
   * (`finishExpired`) after the restart, notice included.
   */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.allSettled([...this.#sweeps]);
    await this.scoringSettled();
  }

  /** Waits for the background scoring (and its `onScored` work), including what is queued while waiting (tests, shutdown). */
  async scoringSettled(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.#scoring;
      await current;
    } while (current !== this.#scoring);
  }

  /**
   * Finishes session `sessionId` (any profile) if its deadline plus grace has passed and it is
   * still open (the deadline job); true when this call finished it. Unknown ids are ignored.
   */
  async finishIfExpired(sessionId: string): Promise<boolean> {
    const s = await this.sessions.findById(sessionId);
    if (!s || !this.expired(s)) return false;
    const done = await this.finish(s, 'deadline');
    return done.finishReason === 'deadline' && done.status === 'FINISHED';
  }

  /** Finishes every session whose deadline plus grace has passed (the background sweep, SWEEP_PAGE at a time); returns how many. */
  async finishExpired(): Promise<number> {
    if (this.#closing) return 0;
    const run = this.sweepOnce();
    this.#sweeps.add(run);
    try {
      return await run;
    } finally {
      this.#sweeps.delete(run);
    }
  }

  /** One page of the sweep; stops between sessions once `close` was called (the next server's sweep goes on). */
  private async sweepOnce(): Promise<number> {
    const cutoff = new Date(this.now() - TEST_GRACE_S * 1000);
    const due = await this.repo.findOpenBefore(cutoff, SWEEP_PAGE);
    for (const s of due) {
      if (this.#closing) return 0;
      await this.finish(s, 'deadline');
    }
    // Submitted sessions whose background scoring was cut short (a restart) are scored here too.
    const unscored = await this.repo.findUnscored(SWEEP_PAGE);
    for (const s of unscored) {
      if (this.#closing) return 0;
      await this.ensureScored(s);
    }
    return due.length;
  }
}
