import type { EmbiumHistory } from '@abhyas/contracts';
import { answerAwardObject, EMBIUM_RULES, embiumAwardMessage, isPracticeAnswer, looksLikeUuid, SESSION_COMPLETE_SILVER } from '@abhyas/domain';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { PracticeAttemptsService } from '../answers/attempts.service.ts';
import type { PracticeSessionsService } from '../sessions/sessions.service.ts';
import type { EmbiumLedgerRepository } from './embium-ledger.repository.ts';

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

  /**
   * An embium award event (platform.md §7.4; see EMBIUM_EVENTS in the contracts):
   * `practice_session_complete` awards SESSION_COMPLETE_SILVER for a finished session with at least
   * one answer; `practice_answer` (object `<sessionId>:<questionCode>`) only reports the answer's,
   * awarded when it was checked. 404 for an object that is not this profile's, 409 NOT_ELIGIBLE for a
   * session not finished or without answers.
   */
  async award(profileId: string, eventId: 'practice_session_complete' | 'practice_answer', objectId: string) {
    let awarded = 0;
    if (eventId === 'practice_session_complete') {
      const s = looksLikeUuid(objectId) ? await this.sessions.find(profileId, objectId) : null;
      if (!s) throw notFound(`No practice session ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_SESSION');
      const answered = (await this.sessions.state(s.id)).attempts.filter(isPracticeAnswer).length;
      if (!s.endedAt || answered === 0) throw conflict('Finish the practice session (with at least one answer) first.', 'NOT_ELIGIBLE');
      awarded = await this.ledger.credit({
        profileId,
        kind: 'silver',
        amount: SESSION_COMPLETE_SILVER,
        reason: 'practice_session_complete',
        source: `practice:${s.id}`,
      });
    } else {
      const answer = answerAwardObject(objectId);
      const s = answer ? await this.sessions.find(profileId, answer.sessionId) : null;
      if (!s || !answer || !(await this.attempts.find(s.id, answer.questionCode)))
        throw notFound(`No practice answer ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_ANSWER');
    }
    const b = await this.balance(profileId);
    return {
      data: {
        total_points: b.silver + b.gold,
        awarded_points: awarded,
        user_message: embiumAwardMessage(awarded),
        feature_category: 'Practice' as const,
      },
    };
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
