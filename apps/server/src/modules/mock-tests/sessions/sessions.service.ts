import { attemptDeadline, attemptRemainingS, compensatedDurationS, compensatedSchedule, scheduleOf, scheduleState } from '@abhyas/domain';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import { conflict } from '../mock-test-errors.ts';
import type { BundleRow } from '../paper/paper.repository.ts';
import type { PaperService } from '../paper/paper.service.ts';
import type { ScoringService } from '../scoring/scoring.service.ts';
import type { TestAccessService } from '../test-access.service.ts';
import type { SectionLocks } from './section-locks.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/**
 * Test sessions on the server's clock (issue #4 §1; learning.md §7 Tests): the start (one open
 * attempt per profile and test), the resume after a reload or on another device, the profile's
 * latest session. All times are epoch ms from `now()`.
 */
export class SessionsService {
  /**
   * Called after a session starts, with its deadline (the background job that finishes it when
   * the student never comes back; app.ts sets it when jobs run). Must not throw.
   */
  onSessionStarted: ((sessionId: string, deadlineAt: Date) => Promise<void>) | null = null;

  /**
   * The profile's compensatory time, minutes per hour (issue 22 §2; decision 038), read at each
   * start: the deadline (hence the deadline job and the sweep) and the section windows of the new
   * session are stretched by (60 + it) / 60 and the figure kept on the session. Null: none.
   */
  compensatoryMinutes: ((profileId: string) => Promise<number>) | null = null;

  /**
   * Checks the school assignment a start names (`homework_id`; issue 23 §2, decision 041) and gives
   * the ids the session stores: the assignment, its institute and class (the client's `schoolId`
   * and `classId` are replaced by them). Throws 400 HOMEWORK_NOT_YOURS when it is not the
   * profile's open assignment of this test. Set by app.ts.
   */
  homework: ((profileId: string, homeworkId: string, testCode: string) => Promise<{ homeworkId: string; schoolId: string; classId: string }>) | null = null;

  constructor(
    private readonly repo: SessionsRepository,
    private readonly events: EventsRepository,
    private readonly paper: PaperService,
    private readonly scoring: ScoringService,
    /** Which tests a profile may open (issue 15 Major 4): the exams of its goal. */
    private readonly access: TestAccessService,
    private readonly locks: SectionLocks,
    private readonly now: () => number,
  ) {}

  /** The profile a child token acts for (its goal and exam), or 404 UNKNOWN_PROFILE. */
  async profile(userId: string, profileId: string): Promise<{ id: string; goalCode: string; examCode: string }> {
    const row = await this.repo.findProfileOfUser(userId, profileId);
    if (!row) throw notFound('This profile no longer exists.', 'UNKNOWN_PROFILE');
    return row;
  }

  /** The session if it belongs to the profile; 404 UNKNOWN_SESSION otherwise (another profile's session is not revealed). */
  async session(profileId: string, sessionId: string): Promise<SessionRow> {
    const row = await this.repo.findSession(profileId, sessionId);
    if (!row) throw notFound(`No test session ${sessionId} for this profile.`, 'UNKNOWN_SESSION');
    return row;
  }

  /** The largest eorder stored for the session (the column is kept only at the finish; the events hold it). */
  async lastEorderOf(s: SessionRow): Promise<number> {
    return Math.max(s.lastEorder, await this.events.maxEorder(s.id));
  }

  /** The profile's latest session of the test, keyed by test code ({} when none). Finishes the expired sessions first. */
  async sessionMap(profileId: string, testCode: string) {
    await this.scoring.finishExpired();
    const row = await this.repo.findLatestSession(profileId, testCode);
    return row
      ? {
          [testCode]: {
            id: row.id,
            status: row.status as SessionRow['status'] & ('STARTED' | 'FINISHED' | 'PENDING_EVALUATION'),
            uiStyle: row.uiStyle as 'dark' | 'light',
          },
        }
      : {};
  }

  /**
   * Starts the test for the profile, or returns its open session (idempotent while STARTED, even
   * without the password). A session whose deadline has passed is finished first, so a new attempt
   * starts fresh. The common start is one INSERT … ON CONFLICT DO NOTHING on the one-open-attempt
   * index, so two starts at once (a double tap, two tabs) get the same session. Errors: 409
   * TEST_NOT_STARTED / ATTEMPT_LOCKED / TEST_ENDED by the schedule, 400 TEST_PASSWORD_REQUIRED /
   * TEST_PASSWORD_WRONG, 404 UNKNOWN_TEST, 404 TEST_NOT_FOR_PROFILE for a test of an exam outside
   * the profile's goal, 503 TRY_AGAIN when three tries met a racing finish. The UI style defaults
   * to light, as NTA's screen (issue 15).
   */
  async createSession(
    profile: { id: string; goalCode: string; examCode: string },
    testCode: string,
    uiStyle: 'dark' | 'light' = 'light',
    password?: string,
    homeworkId?: string | null,
  ) {
    const bundle = await this.paper.bundle(testCode, profile.id);
    const closed = await this.access.refusalError(profile, bundle);
    if (closed) throw closed;
    const hw = homeworkId && this.homework ? await this.homework(profile.id, homeworkId, testCode) : null;
    /** The open attempt, given to the assignment when it was started outside any. */
    const reopened = async (open: SessionRow) => {
      if (hw && open.homeworkId === null) await this.repo.setHomework(open.id, hw);
      return { id: open.id, status: 'STARTED' as const };
    };
    const refusal = await this.startRefusal(bundle, password);
    if (refusal) {
      // A reload of an open attempt needs neither the password nor an open window.
      const open = await this.repo.findOpenSession(profile.id, testCode);
      if (open && !this.scoring.expired(open)) return reopened(open);
      throw refusal;
    }
    const extra = (await this.compensatoryMinutes?.(profile.id)) ?? 0;
    const durationS = compensatedDurationS(bundle.durationS, extra);
    const schedule = compensatedSchedule(scheduleOf(bundle), bundle.durationS, extra);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const startedAt = new Date(this.now());
      const row = {
        id: newId(),
        profileId: profile.id,
        bundleCode: testCode,
        examCode: bundle.examCode,
        goalCode: profile.goalCode,
        status: 'STARTED',
        uiStyle,
        startedAt,
        deadlineAt: new Date(attemptDeadline(startedAt.getTime(), durationS, schedule)),
        extraMinutesPerHour: extra,
        homeworkId: hw?.homeworkId ?? null,
        schoolId: hw?.schoolId ?? null,
        classId: hw?.classId ?? null,
      };
      if (await this.repo.insertSession(row)) {
        this.locks.remember(row.id, profile.id, bundle.sections, startedAt.getTime(), extra);
        await this.onSessionStarted?.(row.id, row.deadlineAt);
        return { id: row.id, status: 'STARTED' as const };
      }
      const open = await this.repo.findOpenSession(profile.id, testCode);
      if (open && !this.scoring.expired(open)) return reopened(open);
      if (open) await this.scoring.finish(open, 'deadline');
    }
    throw new AppError(503, 'TRY_AGAIN', 'The test could not be started just now; please try again.');
  }

  /** Why a new attempt may not start now (schedule, password), or null. */
  private async startRefusal(bundle: BundleRow, password: string | undefined): Promise<AppError | null> {
    const schedule = scheduleOf(bundle);
    if (schedule) {
      const state = scheduleState(schedule, this.now(), false);
      if (state === 'HIDDEN' || state === 'NOT_BEGUN')
        return conflict('TEST_NOT_STARTED', `This test opens at ${new Date(schedule.studentCanStartAt).toISOString()}.`);
      if (state === 'BEGUN/ATTEMPT_LOCKED') return conflict('ATTEMPT_LOCKED', 'New attempts at this test closed at its lock time.');
      if (state !== 'BEGUN/IN_ATTEMPT_WINDOW') return conflict('TEST_ENDED', 'This test has ended.');
    }
    if (bundle.passwordHash !== null) {
      if (!password) return new AppError(400, 'TEST_PASSWORD_REQUIRED', 'This test needs its password to start.');
      if (!(await verifyPassword(bundle.passwordHash, password))) return new AppError(400, 'TEST_PASSWORD_WRONG', 'That is not the password of this test.');
    }
    return null;
  }

  /** The session on the server's clock (for resuming after a reload or on another device); an expired one is finished first. 404 UNKNOWN_SESSION. */
  async resume(profileId: string, sessionId: string) {
    let s = await this.session(profileId, sessionId);
    if (this.scoring.expired(s)) s = await this.scoring.finish(s, 'deadline');
    return {
      id: s.id,
      status: s.status as 'STARTED' | 'FINISHED',
      test_code: s.bundleCode,
      started_at: s.startedAt.toISOString(),
      deadline_at: s.deadlineAt.toISOString(),
      remaining_s: s.status === 'STARTED' ? attemptRemainingS(s.deadlineAt.getTime(), this.now()) : 0,
      last_eorder: await this.lastEorderOf(s),
      ui_style: s.uiStyle as 'dark' | 'light',
      extra_minutes_per_hour: s.extraMinutesPerHour,
    };
  }
}
