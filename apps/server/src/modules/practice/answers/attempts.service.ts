import { attemptQuality, DEFAULT_BKT, embiumsFor, updateMastery, type Question, type SelectedAnswer } from '@abhyas/domain';
import type { RevisionService } from '../../revision/revision.service.ts';
import type { FirstTry, PracticeAttempt } from '../sessions/sessions.repository.ts';
import type { AnswersRepository } from './answers.repository.ts';

/** What a checked answer brings to the attempt row. */
export interface AnswerFacts {
  selected: SelectedAnswer;
  answered: boolean;
  correct: boolean;
  correctness: number;
  /** Seconds. */
  timeSpentS: number;
  hintUsed: boolean;
  /** 2 for a second try (decision 008 "Second tries"): weaker evidence, never Perfect. */
  tries: number;
}

/**
 * Practice attempts (decision 007 mastery, decision 008 "Second tries"): the attempt row of a
 * finished question with its mastery update and embiums in one transaction, and the wrong first
 * try kept on the question's log row until the second.
 */
export class PracticeAttemptsService {
  constructor(
    private readonly repo: AnswersRepository,
    /** The revision queue: every finished question grades (or enrols) its card (issue 19 §2). */
    private readonly revision: RevisionService,
  ) {}

  /** The finished attempt of a question in a session, or null. */
  find(sessionId: string, code: string): Promise<PracticeAttempt | null> {
    return this.repo.findAttempt(sessionId, code);
  }

  /** The wrong first try waiting for its second, or null. */
  firstTry(sessionId: string, code: string): Promise<FirstTry | null> {
    return this.repo.firstTry(sessionId, code);
  }

  /** Codes of the session's questions with a first try still open (no attempt yet). */
  openFirstTries(sessionId: string): Promise<string[]> {
    return this.repo.openFirstTries(sessionId);
  }

  /** Keeps a wrong first try; returns the one kept (another request's, when two raced). */
  async keepFirstTry(sessionId: string, code: string, facts: AnswerFacts): Promise<FirstTry> {
    const first: FirstTry = {
      selected: { answer: facts.selected },
      correctness: facts.correctness,
      timeSpentS: facts.timeSpentS,
      hintUsed: facts.hintUsed,
      at: new Date().toISOString(),
    };
    await this.repo.ensureLogged(sessionId, code);
    await this.repo.keepFirstTryOnce(sessionId, code, first);
    return (await this.repo.firstTry(sessionId, code)) ?? first;
  }

  /**
   * Records the finished attempt of a question once: its badge (a second try counts as assisted,
   * like a hint: never Perfect, no gold), the mastery update of its concept (only for an answer; with
   * the concept's fitted parameters where the mastery-fit job made them, else the defaults; the
   * question's difficulty weighs the evidence: decision 007, issue 27), the embiums, in one
   * transaction holding the question's log row, so two racing calls record one attempt. A new attempt
   * then grades the question's revision card (issue 19 §2). Returns the attempt (the earlier one when
   * it already existed).
   */
  async record(profileId: string, sessionId: string, code: string, q: Question, concept: string | null, facts: AnswerFacts): Promise<PracticeAttempt> {
    const assisted = facts.hintUsed || facts.tries > 1;
    const type = attemptQuality({
      answered: facts.answered,
      correct: facts.correct,
      timeSpentS: facts.timeSpentS,
      idealTimeS: q.idealTimeS,
      hintUsed: assisted,
    });
    const { silver, gold } = embiumsFor(type);
    await this.repo.ensureLogged(sessionId, code);
    let fresh = false;
    const attempt = await this.repo.transaction(async ({ answers, ledger }) => {
      await answers.lockQuestionLog(sessionId, code);
      const previous = await answers.findAttempt(sessionId, code);
      if (previous) return previous;
      fresh = true;
      let before: number | null = null;
      let after: number | null = null;
      if (concept && facts.answered) {
        const current = await answers.mastery(profileId, concept);
        const params = (await answers.fittedParams(concept)) ?? DEFAULT_BKT;
        before = current ?? params.init;
        after = updateMastery(before, facts.correct, params, assisted, q.difficulty);
        await answers.saveMastery(profileId, concept, after, facts.correct);
      }
      const source = `practice:${sessionId}:${code}`;
      for (const [kind, amount] of [
        ['silver', silver],
        ['gold', gold],
      ] as const) {
        if (amount > 0) await ledger.credit({ profileId, kind, amount, reason: 'practice_answer', source });
      }
      return answers.insertAttempt({
        sessionId,
        questionCode: code,
        conceptCode: concept,
        correct: facts.correct,
        correctness: facts.correctness,
        selectedAnswer: { answer: facts.selected },
        timeSpentS: facts.timeSpentS,
        idealTimeS: q.idealTimeS,
        hintUsed: facts.hintUsed,
        tries: facts.tries,
        attemptType: type,
        masteryBefore: before,
        masteryAfter: after,
        silver,
        gold,
      });
    });
    if (fresh) await this.revision.onPracticeAttempt({ profileId, sessionId, questionCode: code, ...facts, idealTimeS: q.idealTimeS });
    return attempt;
  }

  /**
   * A question left with a wrong first try still open (skipped, moved on from, its solution asked
   * for, walked through, or the session finished) is finished with that first try: a wrong answer.
   * Returns the attempt, or null when there was no open first try.
   */
  async finishFirstTry(profileId: string, sessionId: string, code: string, q: Question, concept: string | null): Promise<PracticeAttempt | null> {
    const first = await this.repo.firstTry(sessionId, code);
    if (!first) return null;
    return this.record(profileId, sessionId, code, q, concept, {
      selected: first.selected.answer,
      answered: true,
      correct: false,
      correctness: first.correctness,
      timeSpentS: first.timeSpentS,
      hintUsed: first.hintUsed,
      tries: 1,
    });
  }

  /**
   * Records a question as finished without an answer (solution revealed or solve-with-us): no mastery
   * change, no embiums. Its revision card is graded: a walk-through answered right as helped (Hard),
   * anything else as not known (Again).
   */
  async recordReveal(profileId: string, sessionId: string, code: string, idealTimeS: number, badge: string): Promise<PracticeAttempt> {
    const inserted = await this.repo.insertAttemptOnce({
      sessionId,
      questionCode: code,
      conceptCode: null,
      correct: false,
      correctness: 0,
      selectedAnswer: { answer: null },
      timeSpentS: 0,
      idealTimeS,
      hintUsed: false,
      revealed: true,
      attemptType: badge,
    });
    if (inserted) {
      const right = badge === 'SolveWithUsCorrect';
      await this.revision.onPracticeAttempt({
        profileId,
        sessionId,
        questionCode: code,
        answered: right,
        correct: right,
        hintUsed: true,
        timeSpentS: 0,
        idealTimeS,
      });
    }
    return (await this.repo.findAttempt(sessionId, code))!;
  }
}
