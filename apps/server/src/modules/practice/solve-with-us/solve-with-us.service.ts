import type { z } from 'zod';
import type { SolveWithUsResponse, solveWithUsBody } from '@abhyas/contracts';
import { sameOptionCodes, stepOutcome, stepView, stepWrites, walkThroughBadge, type PracticeBadge, type StepOutcome } from '@abhyas/domain';
import { AppError, conflict } from '../../../lib/app-error.ts';
import { questionIn, type AnswerViews } from '../answers/answer-views.ts';
import type { PracticeAnswersService } from '../answers/answers.service.ts';
import type { PracticeAttemptsService } from '../answers/attempts.service.ts';
import type { PracticeSession } from '../sessions/sessions.repository.ts';
import { PracticeSessionsService, type StoredQuestion } from '../sessions/sessions.service.ts';
import type { SolveWithUsRepository } from './solve-with-us.repository.ts';

/**
 * Solve-with-us walk-throughs (learning.md §3 Solve-with-us data, §4 Practice): a question's
 * solution one step at a time, each step's check answered on the server with one more try after a
 * wrong answer (decision 008 "Second tries"), never ahead of the step reached, ending with its
 * badge. A question sealed for the profile (decision 017) is never walked through: 409 ANSWER_KEY_SEALED.
 */
export class SolveWithUsService {
  constructor(
    private readonly repo: SolveWithUsRepository,
    private readonly sessions: PracticeSessionsService,
    private readonly answers: PracticeAnswersService,
    private readonly attempts: PracticeAttemptsService,
    private readonly views: AnswerViews,
  ) {}

  private async view(s: PracticeSession, stored: StoredQuestion, locale: string, stepResult: SolveWithUsResponse['step_result']): Promise<SolveWithUsResponse> {
    const q = questionIn(stored, locale);
    const steps = q.solveWithUs ?? [];
    const log = await this.repo.walkThrough(s.id, stored.row.code);
    const rows = await this.repo.stepAttempts(s.id, stored.row.code);
    const current = Math.min(log?.swuStep ?? 0, steps.length);
    const badge = (log?.swuBadge ?? null) as SolveWithUsResponse['badge'];
    return {
      question_code: stored.row.code,
      steps: steps.slice(0, Math.min(current + 1, steps.length)).map((st, index) =>
        stepView(
          st,
          index,
          rows.find((r) => r.stepIndex === index),
        ),
      ),
      current_step_index: current,
      max_steps: steps.length,
      is_complete: badge !== null,
      badge,
      step_result: stepResult,
      answer_explanation: badge ? await this.views.explanation(stored, locale) : null,
    };
  }

  /** The session and question of a walk-through, opened at step 0 when new. 404 outside the session, 409 ANSWER_KEY_SEALED, NO_SOLVE_WITH_US. */
  private async question(profileId: string, sessionId: string, code: string) {
    const s = await this.sessions.must(profileId, sessionId);
    const stored = await this.sessions.question(s, code);
    (await this.sessions.sealed(profileId)).assertQuestion(code);
    if ((stored.question.solveWithUs ?? []).length === 0) throw conflict(`Question '${code}' has no solve-with-us steps.`, 'NO_SOLVE_WITH_US');
    await this.repo.open(sessionId, code);
    return { s, stored };
  }

  /** Solve-with-us (GET): opens the walk-through and returns the steps reached so far. 409 NO_SOLVE_WITH_US, ANSWER_KEY_SEALED. */
  async open(profileId: string, sessionId: string, code: string, locale?: string): Promise<SolveWithUsResponse> {
    const { s, stored } = await this.question(profileId, sessionId, code);
    return this.view(s, stored, locale ?? s.language, null);
  }

  /**
   * Solve-with-us (POST): answers (or reveals, or reads) the current step, checked on the server; the
   * next step is revealed. A wrong first answer to a check keeps the step open for one more try
   * (`retry`, its answer kept back; the same answer again changes nothing); the second is final
   * (decision 008 "Second tries"). The last step completes the walk-through with its badge
   * (SolveWithUsCorrect / Incorrect / Revealed), recorded as the question's result when it had none
   * (after a wrong first try at the question itself, that answer is its result). Re-posting a
   * finished step returns its stored result. 400 STEP_ANSWER_REQUIRED / UNKNOWN_OPTION, 409
   * STEP_NOT_CURRENT (a later step), SESSION_ENDED, NO_SOLVE_WITH_US, ANSWER_KEY_SEALED.
   */
  async step(
    profileId: string,
    sessionId: string,
    code: string,
    opts: { showAnswer: boolean; showSolution: boolean; locale?: string },
    body: z.infer<typeof solveWithUsBody>,
  ): Promise<SolveWithUsResponse> {
    const { s, stored } = await this.question(profileId, sessionId, code);
    const lang = opts.locale ?? s.language;
    const steps = stored.question.solveWithUs ?? [];
    const current = (await this.repo.walkThrough(sessionId, code))?.swuStep ?? 0;
    const target = body.step_index ?? current;
    if (target > current) throw conflict(`Step ${target} is not reached yet; the current step is ${current}.`, 'STEP_NOT_CURRENT');
    if (target < current || current >= steps.length) {
      const index = Math.min(target, steps.length - 1);
      const row = await this.repo.stepAttempt(sessionId, code, index);
      return this.view(s, stored, lang, row ? { step_index: index, status: row.outcome as StepOutcome } : null);
    }
    PracticeSessionsService.notEnded(s);
    const step = steps[current]!;
    const reveal = opts.showSolution || opts.showAnswer;
    const held = await this.repo.stepAttempt(sessionId, code, current);
    const pending = held?.outcome === 'retry' ? held : null;
    if (step.check && !reveal) {
      if (body.answers.length === 0)
        throw new AppError(400, 'STEP_ANSWER_REQUIRED', `Step ${current} asks a question: send answers with the chosen option code.`);
      const codes = new Set(step.check.options.map((o) => o.code));
      const unknown = body.answers.find((a) => !codes.has(a));
      if (unknown !== undefined) throw new AppError(400, 'UNKNOWN_OPTION', `'${unknown}' is not an option of step ${current}.`);
      // The same wrong answer again is not a second try.
      if (pending && sameOptionCodes(pending.selected, body.answers)) return this.view(s, stored, lang, { step_index: current, status: 'retry' });
    }
    const outcome = stepOutcome(step, body.answers, reveal, pending);
    if (outcome === 'retry') {
      await this.repo.keepStepRetry(sessionId, code, current, body.answers, body.start_time ?? null);
      return this.view(s, stored, lang, { step_index: current, status: 'retry' });
    }
    const writes = stepWrites({
      steps,
      current,
      outcome,
      showAnswer: opts.showAnswer,
      showSolution: opts.showSolution,
      answers: body.answers,
      pending,
      startTimeMs: body.start_time ?? null,
    });
    const last = writes[writes.length - 1]!.stepIndex;
    await this.repo.transaction(async (tx) => {
      for (const w of writes) await tx.finishStep(sessionId, code, w);
      const advanced = await tx.advance(sessionId, code, current, last + 1);
      if (!advanced || last + 1 < steps.length) return;
      await tx.setBadge(sessionId, code, walkThroughBadge(steps, await tx.stepAttempts(sessionId, code)));
    });
    const badge = (await this.repo.walkThrough(sessionId, code))?.swuBadge;
    if (badge && !(await this.answers.finishFirstTry(profileId, sessionId, code)))
      await this.attempts.recordReveal(profileId, sessionId, code, stored.row.idealTimeS, badge as PracticeBadge);
    const row = await this.repo.stepAttempt(sessionId, code, current);
    return this.view(s, stored, lang, { step_index: current, status: (row?.outcome ?? outcome) as StepOutcome });
  }
}
