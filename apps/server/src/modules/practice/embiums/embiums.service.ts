import type { EmbiumHistory } from '@abhyas/contracts';
import type { EmbiumEvent } from '@abhyas/contracts';
import {
  answerAwardObject,
  EMBIUM_RULES,
  embiumAwardMessage,
  isPracticeAnswer,
  looksLikeUuid,
  MILESTONE_GOLD,
  milestoneAwardObject,
  REVISION_DONE_SILVER,
  SESSION_COMPLETE_SILVER,
  TEST_FINISHED_SILVER,
} from '@abhyas/domain';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { PracticeAttemptsService } from '../answers/attempts.service.ts';
import type { PracticeSessionsService } from '../sessions/sessions.service.ts';
import type { EmbiumLedgerRepository } from './embium-ledger.repository.ts';

/**
 * What the awards outside practice are checked against (set in app.ts once those services exist):
 * a test session's status, whether a day's revision queue was done, an exam's earned milestones.
 */
export interface AwardSources {
  /** The profile's test session (undefined when it is not this profile's); status FINISHED once scored. */
  testSession(profileId: string, sessionId: string): Promise<{ status: string; finishedAt: Date | null } | undefined>;
  /** Whether the whole revision queue of that India date was done. */
  revisionDayDone(profileId: string, day: string): Promise<boolean>;
  /** Whether the profile earned the exam's milestone; null when the exam is not the profile's or unknown. */
  milestoneEarned(profileId: string, examCode: string, milestoneId: string): Promise<boolean | null>;
}

/** Where each award event is earned (the response's feature_category). */
const CATEGORY: Record<EmbiumEvent, 'Practice' | 'Test' | 'Revision' | 'Achieve'> = {
  practice_session_complete: 'Practice',
  practice_answer: 'Practice',
  test_finished: 'Test',
  revision_done: 'Revision',
  milestone: 'Achieve',
};

/**
 * Embiums of practice (platform.md §7.4): award events, whose amount the server decides, once per
 * event and object (the ledger's unique index), and the balance. Answers earn theirs when checked
 * (PracticeAttemptsService.record).
 */
export class EmbiumsService {
  constructor(
    private readonly ledger: EmbiumLedgerRepository,
    private readonly sessions: PracticeSessionsService,
    private readonly attempts: PracticeAttemptsService,
  ) {}

  /** The checks of the test, revision and milestone awards; until set, those events are 404. */
  sources: AwardSources | null = null;

  /**
   * An embium award event (platform.md §7.4; see EMBIUM_EVENTS in the contracts), once per event and
   * object (the ledger's unique source):
   * - `practice_session_complete`: SESSION_COMPLETE_SILVER for a finished session with at least one answer;
   * - `practice_answer` (object `<sessionId>:<questionCode>`): only reports the answer's, awarded when it was checked;
   * - `test_finished`: TEST_FINISHED_SILVER for a finished test session;
   * - `revision_done` (object an India date): REVISION_DONE_SILVER for a day whose whole queue was done;
   * - `milestone` (object `<examCode>:<milestoneId>`): MILESTONE_GOLD for an earned milestone.
   * Errors: 404 for an object that is not this profile's; 409 NOT_ELIGIBLE for one not (yet) earned.
   */
  async award(profileId: string, eventId: EmbiumEvent, objectId: string) {
    const awarded = await this.credit(profileId, eventId, objectId);
    const b = await this.balance(profileId);
    return {
      data: {
        total_points: b.silver + b.gold,
        awarded_points: awarded,
        user_message: embiumAwardMessage(awarded),
        feature_category: CATEGORY[eventId],
      },
    };
  }

  /** Checks the event's object and credits its award once; the embiums added now (0 when awarded before). */
  private async credit(profileId: string, eventId: EmbiumEvent, objectId: string): Promise<number> {
    const notEligible = (what: string) => conflict(what, 'NOT_ELIGIBLE');
    switch (eventId) {
      case 'practice_session_complete': {
        const s = looksLikeUuid(objectId) ? await this.sessions.find(profileId, objectId) : null;
        if (!s) throw notFound(`No practice session ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_SESSION');
        const answered = (await this.sessions.state(s.id)).attempts.filter(isPracticeAnswer).length;
        if (!s.endedAt || answered === 0) throw notEligible('Finish the practice session (with at least one answer) first.');
        return this.ledger.credit({ profileId, kind: 'silver', amount: SESSION_COMPLETE_SILVER, reason: eventId, source: `practice:${s.id}` });
      }
      case 'practice_answer': {
        const answer = answerAwardObject(objectId);
        const s = answer ? await this.sessions.find(profileId, answer.sessionId) : null;
        if (!s || !answer || !(await this.attempts.find(s.id, answer.questionCode)))
          throw notFound(`No practice answer ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_ANSWER');
        return 0;
      }
      case 'test_finished': {
        const t = looksLikeUuid(objectId) && this.sources ? await this.sources.testSession(profileId, objectId) : undefined;
        if (!t) throw notFound(`No test session ${objectId} for this profile.`, 'UNKNOWN_TEST_SESSION');
        if (t.status === 'STARTED' || !t.finishedAt) throw notEligible('Finish the test first.');
        return this.ledger.credit({ profileId, kind: 'silver', amount: TEST_FINISHED_SILVER, reason: eventId, source: `test:${objectId}` });
      }
      case 'revision_done': {
        if (!this.sources) throw notFound('Revision awards are not available.', 'UNKNOWN_REVISION_DAY');
        if (!(await this.sources.revisionDayDone(profileId, objectId)))
          throw notEligible(`The revision queue of ${objectId} was not done: review every card due that day first.`);
        return this.ledger.credit({ profileId, kind: 'silver', amount: REVISION_DONE_SILVER, reason: eventId, source: `revision:${objectId}` });
      }
      case 'milestone': {
        const m = milestoneAwardObject(objectId);
        const earned = m && this.sources ? await this.sources.milestoneEarned(profileId, m.examCode, m.milestoneId) : null;
        if (!m || earned === null) throw notFound(`No milestones of exam '${m?.examCode ?? objectId}' for this profile.`, 'UNKNOWN_MILESTONE');
        if (!earned) throw notEligible(`The milestone '${m.milestoneId}' is not earned yet.`);
        return this.ledger.credit({ profileId, kind: 'gold', amount: MILESTONE_GOLD, reason: eventId, source: `milestone:${objectId}` });
      }
    }
  }

  /** The profile's embium balance: the sum of its ledger, per kind. */
  balance(profileId: string): Promise<{ silver: number; gold: number }> {
    return this.ledger.balance(profileId);
  }

  /**
   * GET /api/embiums/history: the balance, the award rules (EMBIUM_RULES) and one page of the ledger,
   * newest first; `at` epoch ms. Paging checked by the contract (page ≥ 1, page_size 1–50).
   */
  async history(profileId: string, page: number, pageSize: number): Promise<EmbiumHistory> {
    const [b, { rows, total }] = await Promise.all([this.balance(profileId), this.ledger.history(profileId, (page - 1) * pageSize, pageSize)]);
    return {
      balance: { total: b.silver + b.gold, silver: b.silver, gold: b.gold },
      rules: EMBIUM_RULES.map((r) => ({ ...r })),
      items: rows.map((r) => ({
        amount: r.amount,
        kind: r.kind === 'gold' ? ('gold' as const) : ('silver' as const),
        event: r.reason,
        object: r.source,
        at: r.createdAt.getTime(),
      })),
      page,
      page_size: pageSize,
      total,
    };
  }
}
