/**
 * Scoring a finished attempt from its replayed event log (issue #4 §1; learning.md §3 Tests): an
 * answer counts only when the question's final status is Answered or Answered and Marked for
 * Review (NTA rule); each section's marking scheme per question type gives the marks.
 */
import { checkAnswer } from '../content/check-answer.ts';
import { marksFor, maxMarks } from '../content/marking.ts';
import type { MarkingScheme, Question } from '../content/question-types.ts';
import type { Replay, SelectedAnswer } from './events.ts';
import { toResponse } from './events.ts';
import { isEvaluated, type PaletteStatus } from './palette.ts';

export interface ScoredSectionInput {
  code: string;
  questions: Question[];
  /** Marking scheme per question type; a type without one scores 0 and adds no marks. */
  marking: Partial<Record<Question['type'], MarkingScheme>>;
}

export type Outcome = 'correct' | 'incorrect' | 'partial' | 'unattempted';

export interface ScoredQuestion {
  code: string;
  section: string;
  status: PaletteStatus;
  selectedAnswer: SelectedAnswer;
  marks: number;
  maxMarks: number;
  outcome: Outcome;
  timeSpentS: number;
}

export interface ScoredSection {
  code: string;
  score: number;
  maxMarks: number;
  correct: number;
  incorrect: number;
  partial: number;
  unattempted: number;
  timeSpentS: number;
}

export interface AttemptScore {
  score: number;
  maxMarks: number;
  sections: ScoredSection[];
  questions: ScoredQuestion[];
}

/**
 * Scores every question of every section. Outcome: unattempted when the answer is not evaluated
 * (or does not fit the type); correct at full marks; partial when marks are positive but below full
 * (JEE Advanced multiple correct); incorrect otherwise.
 */
export function scoreAttempt(sections: readonly ScoredSectionInput[], replay: Replay): AttemptScore {
  const questions: ScoredQuestion[] = [];
  const out: ScoredSection[] = sections.map((section) => {
    const s: ScoredSection = { code: section.code, score: 0, maxMarks: 0, correct: 0, incorrect: 0, partial: 0, unattempted: 0, timeSpentS: 0 };
    for (const q of section.questions) {
      const state = replay.questions.get(q.code) ?? { status: 'NOT_VISITED' as const, answer: null, timeSpentS: 0 };
      const scheme = section.marking[q.type];
      const full = scheme ? maxMarks(scheme) : 0;
      const response = isEvaluated(state.status) ? toResponse(q, state.answer) : null;
      const check = response ? checkAnswer(q, response) : null;
      const marks = scheme ? marksFor(scheme, check, response !== null) : 0;
      const outcome: Outcome = response === null ? 'unattempted' : check?.correct ? 'correct' : marks > 0 ? 'partial' : 'incorrect';
      s[outcome] += 1;
      s.score += marks;
      s.maxMarks += full;
      s.timeSpentS += state.timeSpentS;
      questions.push({
        code: q.code,
        section: section.code,
        status: state.status,
        selectedAnswer: state.answer,
        marks,
        maxMarks: full,
        outcome,
        timeSpentS: state.timeSpentS,
      });
    }
    return s;
  });
  return { score: out.reduce((n, s) => n + s.score, 0), maxMarks: out.reduce((n, s) => n + s.maxMarks, 0), sections: out, questions };
}

/**
 * NTA percentile of `score` among `scores` (all finished attempts, this one included):
 * 100 × (attempts scoring ≤ score) / attempts, to 7 decimals as NTA publishes; rank is 1 + the
 * number scoring strictly more.
 */
export function percentileAndRank(score: number, scores: readonly number[]): { percentile: number; rank: number; attempts: number } {
  const attempts = scores.length;
  if (attempts === 0) return { percentile: 100, rank: 1, attempts: 0 };
  const atOrBelow = scores.filter((s) => s <= score).length;
  const above = scores.filter((s) => s > score).length;
  return { percentile: Math.round((100 * atOrBelow * 1e7) / attempts) / 1e7, rank: above + 1, attempts };
}
