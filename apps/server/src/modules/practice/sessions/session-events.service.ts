import type { z } from 'zod';
import type { practiceEventsBody } from '@abhyas/contracts';
import { practiceEventEffects, practiceEventFollowUps } from '@abhyas/domain';
import type { PracticeAnswersService } from '../answers/answers.service.ts';
import type { PracticeAttemptsService } from '../answers/attempts.service.ts';
import type { PracticeInterventionsService } from '../interventions/interventions.service.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { PracticeSessionsService } from './sessions.service.ts';

/** Practice events (learning.md §3 Practice event, §7 Practice `/events`) and what they do to their session. */
export class PracticeSessionEventsService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly sessions: PracticeSessionsService,
    private readonly answers: PracticeAnswersService,
    private readonly attempts: PracticeAttemptsService,
    private readonly interventions: PracticeInterventionsService,
  ) {}

  /**
   * Stores practice events once per (session, eorder), in one transaction; repeats are counted as
   * duplicates. Newly stored events take effect (domain practiceEventEffects): start_session marks
   * the start, finish_session ends the session (a wrong first try still open is finished with that
   * answer), skip_question skips its question, and intervention_recommended / intervention_skipped
   * settle `event_info.recommendation_id` (failures ignored). 404 for another profile's session.
   */
  async store(profileId: string, sessionId: string, events: z.infer<typeof practiceEventsBody>) {
    const s = await this.sessions.must(profileId, sessionId);
    const cands = await this.sessions.candidates(s);
    const inScope = (code: string) => cands.some((c) => c.code === code);
    const now = new Date();
    const stored = await this.repo.transaction(async (tx) => {
      const fresh = await tx.storeEvents(
        sessionId,
        events.map((e) => ({
          eorder: e.eorder,
          type: e.type,
          questionCode: e.question_code ?? null,
          eventInfo: e.event_info ?? {},
          occurredAt: e.timestamp !== undefined ? new Date(e.timestamp) : now,
        })),
      );
      const effects = practiceEventEffects(events, fresh, { started: !!s.startedAt, ended: !!s.endedAt }, inScope);
      for (const code of effects.skip) await tx.markSkipped(sessionId, code);
      await tx.applyEventEffects(sessionId, {
        lastEorder: effects.lastEorder,
        ...(effects.start ? { startedAt: now } : {}),
        ...(effects.end ? { endedAt: now } : {}),
      });
      return fresh;
    });
    for (const f of practiceEventFollowUps(events, stored, inScope)) {
      // A question left (or a session ended) with a wrong first try open is finished with that answer.
      if (f.kind === 'finish-first-try') await this.answers.finishFirstTry(profileId, sessionId, f.questionCode);
      if (f.kind === 'finish-open-first-tries')
        for (const open of await this.attempts.openFirstTries(sessionId)) await this.answers.finishFirstTry(profileId, sessionId, open);
      if (f.kind === 'settle-intervention') await this.interventions.settle(sessionId, f.recommendationId, f.action).catch(() => undefined);
    }
    return { stored: stored.size, duplicates: events.length - stored.size, last_eorder: await this.repo.lastEorder(sessionId) };
  }
}
