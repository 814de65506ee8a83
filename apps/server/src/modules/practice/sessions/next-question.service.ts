import type { PracticeNextResponse } from '@abhyas/contracts';
import { chooseNextQuestion, DEFAULT_BKT, questionCodesOf, questionNumber, questionToResume } from '@abhyas/domain';
import { notFound } from '../../../lib/app-error.ts';
import { toPublicQuestion } from '../../questions/questions.service.ts';
import { questionIn, retryOf, type AnswerViews } from '../answers/answer-views.ts';
import type { PracticeAnswersService } from '../answers/answers.service.ts';
import type { PracticeInterventionsService } from '../interventions/interventions.service.ts';
import type { PracticeLookupService } from '../lookup/lookup.service.ts';
import type { PracticeSession, SessionsRepository } from './sessions.repository.ts';
import { PracticeSessionsService, type Candidate, type SessionState } from './sessions.service.ts';

/** What the question call asks for (see PracticeNextQuestionService.next). */
export interface NextQuestionOptions {
  questionCode?: string | undefined;
  skip?: boolean;
  next?: boolean;
  locale?: string;
  /** The question-start call (POST): records the start first. */
  start?: boolean;
}

const notInSession = (code: string) => notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');

/**
 * The question to work on next in a practice session (learning.md §4 Practice; issue #5): chosen by
 * mastery (BKT, docs/decisions/007) or replaced by a learning intervention (docs/decisions/008). A
 * question is never sent with its key before it is answered or revealed, and a question sealed for
 * the profile (decision 017) is passed over, or refused when asked for by code.
 */
export class PracticeNextQuestionService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly sessions: PracticeSessionsService,
    private readonly answers: PracticeAnswersService,
    private readonly interventions: PracticeInterventionsService,
    private readonly views: AnswerViews,
    private readonly lookup: PracticeLookupService,
  ) {}

  /** Serves one question: logs it as served and answers with hints, learning map, mastery and any earlier attempt. */
  private async serve(
    profileId: string,
    s: PracticeSession,
    code: string,
    cands: Candidate[],
    st: SessionState,
    locale: string,
  ): Promise<PracticeNextResponse> {
    await this.repo.logServed(s.id, code);
    const stored = await this.sessions.stored(code);
    const q = questionIn(stored, locale);
    const cand = cands.find((c) => c.code === code);
    const concept = cand?.concept ?? stored.row.primaryConcept;
    const mastery = concept ? await this.sessions.masteryOf(profileId, [concept]) : new Map<string, number>();
    const conceptCodes = [q.primaryConcept, ...q.secondaryConcepts].filter((c): c is string => !!c);
    const names = await this.lookup.conceptNames([...conceptCodes, ...(stored.row.topicCode ? [stored.row.topicCode] : [])], locale);
    const attempt = st.attempts.find((a) => a.questionCode === code);
    const firstTry = st.served.find((l) => l.code === code)?.firstTry ?? null;
    return {
      do_intervene: false,
      question: toPublicQuestion(stored, locale),
      hints: q.hints.map((h) => ({ body: h.body })),
      learning_map: {
        subject: stored.row.subject,
        chapter: stored.chapter ? { code: stored.chapter.code, name: stored.chapter.names[locale] || stored.chapter.name } : null,
        topic: stored.row.topicCode ? { code: stored.row.topicCode, name: names.get(stored.row.topicCode) ?? stored.row.topicCode } : null,
        concepts: conceptCodes.map((c) => ({ code: c, name: names.get(c) ?? c })),
      },
      content_type: 'Question',
      question_number: questionNumber(st.answered, st.skipped, code),
      total_question_count: cands.length,
      concept: concept ? { code: concept, mastery: mastery.get(concept) ?? DEFAULT_BKT.init } : null,
      attempt: attempt ? await this.views.resultOf(attempt, stored, locale, st.attempts) : firstTry ? retryOf(firstTry, q) : null,
    };
  }

  /**
   * The question to work on (GET question and the question-start POST; learning.md §4 Practice):
   * - `questionCode` with `skip`/`next`: that question is left (skipped when unanswered; a wrong
   *   first try left open is finished with it; 404 when not in the session);
   * - `questionCode` alone: that question (with its earlier result when answered);
   * - otherwise a pending intervention, a new one when the rule fires, the question served and not yet
   *   answered, the start question, or the next by mastery. Null when nothing is left (204).
   * 409 SESSION_ENDED after a finish_session event; 409 ANSWER_KEY_SEALED for a sealed `questionCode`,
   * or when only sealed questions are left.
   */
  async next(profileId: string, sessionId: string, opts: NextQuestionOptions): Promise<PracticeNextResponse | null> {
    let s = await this.sessions.must(profileId, sessionId);
    PracticeSessionsService.notEnded(s);
    const locale = opts.locale ?? s.language;
    let cands = await this.sessions.candidates(s);
    const inScope = (code: string) => cands.some((c) => c.code === code);
    const sealed = await this.sessions.sealed(profileId);
    if (opts.start) {
      // The question-start call: records the start (and the start question, the first of a list) once.
      // Every listed code must be in the session (404 names the first that is not) and not sealed.
      const listed = opts.questionCode ? questionCodesOf(opts.questionCode) : [];
      const outside = listed.find((c) => !inScope(c));
      if (outside) throw notInSession(outside);
      for (const c of listed) sealed.assertQuestion(c);
      const first = listed[0];
      s = await this.repo.markStarted(s.id, s.startedAt ?? new Date(), first && !s.startQuestionCode ? first : undefined);
      cands = await this.sessions.candidates(s);
      opts = { ...opts, questionCode: undefined };
    }
    let st = await this.sessions.state(s.id);
    if (opts.questionCode) {
      if (!inScope(opts.questionCode)) throw notInSession(opts.questionCode);
      if (!opts.skip && !opts.next) {
        sealed.assertQuestion(opts.questionCode);
        return this.serve(profileId, s, opts.questionCode, cands, st, locale);
      }
      // A wrong first try left open is finished with it (decision 008 "Second tries"); otherwise the question is skipped.
      const finished = st.answered.has(opts.questionCode) ? null : await this.answers.finishFirstTry(profileId, s.id, opts.questionCode);
      if (finished) st = await this.sessions.state(s.id);
      else if (!st.answered.has(opts.questionCode)) {
        await this.repo.markSkipped(s.id, opts.questionCode);
        st = await this.sessions.state(s.id);
      }
    }
    const pending = await this.interventions.pending(s.id);
    if (pending.length > 0) return this.interventions.response(pending, cands, st, locale);
    const fresh = await this.interventions.maybeIntervene(profileId, s, st);
    if (fresh) return this.interventions.response([fresh], cands, st, locale);

    // Sealed questions are passed over (decision 017): a chapter practice goes on without them.
    const open = (code: string) => inScope(code) && !sealed.has(code);
    const resume = questionToResume({ served: st.served, finished: st.answered, skipped: st.skipped, startQuestionCode: s.startQuestionCode, open });
    if (resume) return this.serve(profileId, s, resume, cands, st, locale);
    const done = new Set([...st.answered, ...st.skipped]);
    const concepts = [...new Set(cands.map((c) => c.concept).filter((c): c is string => c !== null))];
    const mastery = await this.sessions.masteryOf(profileId, concepts);
    const excluded = new Set([...done, ...st.served.map((l) => l.code), ...sealed.codes]);
    // A revision session serves its list in order (most overdue first); the others choose by mastery.
    const pick = PracticeSessionsService.servesInOrder(s) ? (cands.find((c) => !excluded.has(c.code)) ?? null) : chooseNextQuestion(cands, mastery, excluded);
    if (!pick) {
      // Nothing left but sealed questions: say why rather than "finished".
      sealed.assertNone(
        cands.filter((c) => !done.has(c.code)).map((c) => c.code),
        (code) => `The rest of this practice (question '${code}')`,
      );
      return null;
    }
    return this.serve(profileId, s, pick.code, cands, st, locale);
  }
}
