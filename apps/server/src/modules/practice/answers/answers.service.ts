import type { z } from 'zod';
import type { PracticeSubmitResponse, practiceAnswerBody } from '@abhyas/contracts';
import { checkAnswer, offersSecondTry, QUESTION_ACCURACY_MIN_ATTEMPTS, sameAnswer, shownAccuracy, toResponse, type PracticeBadge } from '@abhyas/domain';
import { AppError, conflict, notFound } from '../../../lib/app-error.ts';
import { PracticeSessionsService } from '../sessions/sessions.service.ts';
import type { PracticeAttempt } from '../sessions/sessions.repository.ts';
import { questionIn, retryOf, type AnswerViews } from './answer-views.ts';
import type { AnswersRepository } from './answers.repository.ts';
import type { PracticeAttemptsService } from './attempts.service.ts';

/**
 * Practice answers (learning.md §4 Practice, §7 Practice): answers checked on the server with a
 * second try after a wrong first one (decision 008 "Second tries"), the full solution (never before
 * it is earned), and the share of learners who got a question right. A question sealed for the
 * profile (decision 017) is never answered or revealed: 409 ANSWER_KEY_SEALED.
 */
export class PracticeAnswersService {
  constructor(
    private readonly sessions: PracticeSessionsService,
    private readonly attempts: PracticeAttemptsService,
    private readonly views: AnswerViews,
    private readonly repo: AnswersRepository,
  ) {}

  /**
   * Checks a submitted answer (the view and submit events). A wrong (or partly right) first answer
   * earns a second try (`offersSecondTry`; decision 008 "Second tries"): it is kept without key,
   * solution, mastery change or embiums, and answered `status: retry`; the same answer again gets
   * that answer again. The final answer records the attempt, updates the mastery of the question's
   * concept and awards embiums in one transaction (a second try counts as assisted, like a hint: no
   * gold). A question already finished in the session returns its first result (repeats are
   * harmless). 404 outside the session's questions, 400 RESPONSE_DOES_NOT_FIT, 409 SESSION_ENDED,
   * 409 ANSWER_KEY_SEALED.
   */
  async answer(
    profileId: string,
    sessionId: string,
    code: string,
    events: z.infer<typeof practiceAnswerBody>,
    locale?: string,
  ): Promise<PracticeSubmitResponse> {
    const s = await this.sessions.must(profileId, sessionId);
    const stored = await this.sessions.question(s, code);
    (await this.sessions.sealed(profileId)).assertQuestion(code);
    const lang = locale ?? s.language;
    const q = questionIn(stored, lang);
    const submit = events.find((e) => e.event_type === 'submit')!;
    const selected = submit.event_info?.selected_answer ?? null;
    const response = toResponse(q, selected);
    if (selected !== null && response === null)
      throw new AppError(
        400,
        'RESPONSE_DOES_NOT_FIT',
        `The answer does not fit a ${q.type} question: send option codes for choice types and a string for typed answers.`,
      );
    const check = response ? checkAnswer(q, response) : { correctness: 0, correct: false };
    const facts = {
      selected,
      answered: response !== null,
      correct: check.correct,
      correctness: check.correctness,
      timeSpentS: submit.event_info?.time_spent ?? 0,
      hintUsed: submit.event_info?.hint_used ?? false,
      tries: 1,
    };

    let result = await this.attempts.find(sessionId, code);
    if (!result) {
      PracticeSessionsService.notEnded(s);
      let first = await this.attempts.firstTry(sessionId, code);
      if (!first && offersSecondTry(q, facts)) {
        first = await this.attempts.keepFirstTry(sessionId, code, facts);
        if (sameAnswer(q.answer, first.selected.answer, selected)) return retryOf(first, q);
      }
      if (first && sameAnswer(q.answer, first.selected.answer, selected)) return retryOf(first, q);
      result = await this.attempts.record(profileId, sessionId, code, q, stored.row.primaryConcept, {
        ...facts,
        hintUsed: facts.hintUsed || (first?.hintUsed ?? false),
        tries: first ? 2 : 1,
      });
    }
    const st = await this.sessions.state(sessionId);
    return this.views.resultOf(result, stored, lang, st.attempts);
  }

  /** Finishes a question left with its wrong first try open (see PracticeAttemptsService.finishFirstTry); null when none. */
  async finishFirstTry(profileId: string, sessionId: string, code: string): Promise<PracticeAttempt | null> {
    if (!(await this.attempts.firstTry(sessionId, code))) return null;
    const stored = await this.sessions.stored(code);
    return this.attempts.finishFirstTry(profileId, sessionId, code, questionIn(stored, undefined), stored.row.primaryConcept);
  }

  /**
   * The full solution (learning.md §3 answer_explanation). `reveal` false (GET): only once the
   * question was finished (409 NOT_ANSWERED otherwise, also while a wrong first try waits for its
   * second). `reveal` true (POST): finishes an unanswered question as revealed (NonAttempt), one with
   * a wrong first try with that answer, then returns it; idempotent. 409 SESSION_ENDED, ANSWER_KEY_SEALED.
   */
  async solution(profileId: string, sessionId: string, code: string, reveal: boolean, locale?: string) {
    const s = await this.sessions.must(profileId, sessionId);
    const stored = await this.sessions.question(s, code);
    (await this.sessions.sealed(profileId)).assertQuestion(code);
    const lang = locale ?? s.language;
    let attempt = await this.attempts.find(sessionId, code);
    if (!attempt) {
      if (!reveal) throw conflict('Answer the question (or ask for the solution) first.', 'NOT_ANSWERED');
      PracticeSessionsService.notEnded(s);
      // After a wrong first try, asking for the solution finishes the question with that answer.
      attempt =
        (await this.finishFirstTry(profileId, sessionId, code)) ??
        (await this.attempts.recordReveal(profileId, sessionId, code, stored.row.idealTimeS, 'NonAttempt'));
    }
    return {
      question_code: code,
      attemptTypeBadge: attempt.attemptType as PracticeBadge,
      revealed: attempt.revealed,
      answer_explanation: await this.views.explanation(stored, lang),
    };
  }

  /**
   * The share of stored attempts on a question answered right (learning.md §7 question_accuracy),
   * over every learner: final answers only (reveals, solve-with-us and first tries waiting for their
   * second excluded); with `stepIndex`, the finished checks of that solve-with-us step. Null
   * accuracy below QUESTION_ACCURACY_MIN_ATTEMPTS answers (`shownAccuracy`: a share of a handful
   * misleads). 404 UNKNOWN_QUESTION / UNKNOWN_STEP.
   */
  async accuracy(questionCode: string, stepIndex?: number) {
    const stored = await this.sessions.findQuestion(questionCode);
    if (!stored) throw notFound(`No question '${questionCode}'.`, 'UNKNOWN_QUESTION');
    let tally: { total: number; right: number };
    if (stepIndex === undefined) tally = await this.repo.answerTally(questionCode);
    else {
      if (stepIndex >= (stored.question.solveWithUs ?? []).length)
        throw notFound(`Question '${questionCode}' has no solve-with-us step ${stepIndex}.`, 'UNKNOWN_STEP');
      tally = await this.repo.stepCheckTally(questionCode, stepIndex);
    }
    return {
      question_code: questionCode,
      step_index: stepIndex ?? null,
      question_accuracy: shownAccuracy(tally.right, tally.total),
      attempts: tally.total,
      min_attempts: QUESTION_ACCURACY_MIN_ATTEMPTS,
    };
  }
}
