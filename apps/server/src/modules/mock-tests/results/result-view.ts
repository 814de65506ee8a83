import type { TestResult } from '@abhyas/contracts';
import { keyPublishAt, localizeQuestion, publication, releaseAt, scheduleOf, testAttemptQuality, testTakenKind, type AttemptScore } from '@abhyas/domain';
import type { BundleRow } from '../paper/paper.repository.ts';
import type { StoredQuestion } from '../../questions/questions.service.ts';
import type { SessionRow } from '../sessions/sessions.repository.ts';
import { resultStanding } from './standing.ts';

/** What a result is built from: the finished, scored session, its test, the test's questions, and every finished score of the test. */
export interface ResultInput {
  session: SessionRow;
  bundle: BundleRow;
  score: AttemptScore;
  questions: ReadonlyMap<string, StoredQuestion>;
  /** The scores of every finished attempt at the test (for the percentile and rank, see `resultStanding`). */
  scores: number[];
  locale: string | undefined;
  /** Epoch ms: decides whether the key and the solutions are published. */
  now: number;
}

/**
 * The result as GET /v1/test/{sessionId}/result answers it (issue #4 §1): score, sections,
 * questions with the key and solution once published (at once for an unscheduled test), attempt
 * quality, accuracy, percentile and rank with what they are taken from (`resultStanding`: a published
 * reference for a full paper while the test has few attempts). Pure.
 */
export function resultView({ session: s, bundle, score, questions: byCode, scores, locale, now }: ResultInput): TestResult {
  const names = new Map(bundle.sections.map((x) => [x.code, (locale && x.names?.[locale]) || x.name]));
  const schedule = scheduleOf(bundle);
  const published = publication(schedule, now);
  const keyAt = schedule ? keyPublishAt(schedule) : 0;
  const solutionAt = schedule ? releaseAt(schedule) : 0;
  const quality = (q: AttemptScore['questions'][number]) =>
    testAttemptQuality({
      answered: q.outcome !== 'unattempted',
      correct: q.outcome === 'correct',
      partial: q.outcome === 'partial',
      timeSpentS: q.timeSpentS,
      idealTimeS: byCode.get(q.code)?.row.idealTimeS ?? 0,
    });
  const qualityCounts: Partial<Record<ReturnType<typeof testAttemptQuality>, number>> = {};
  for (const q of score.questions) qualityCounts[quality(q)] = (qualityCounts[quality(q)] ?? 0) + 1;
  const attempted = score.questions.filter((q) => q.outcome !== 'unattempted').length;
  const kind = testTakenKind({
    code: bundle.code,
    scheduled: schedule !== undefined,
    ownerProfileId: bundle.ownerProfileId,
    ownerClassId: bundle.ownerClassId,
  });
  return {
    session_id: s.id,
    test_code: s.bundleCode,
    status: s.status as 'FINISHED',
    finish_reason: s.finishReason,
    score: score.score,
    max_marks: score.maxMarks,
    sections: score.sections.map((x) => ({
      code: x.code,
      name: names.get(x.code) ?? x.code,
      score: x.score,
      max_marks: x.maxMarks,
      correct: x.correct,
      incorrect: x.incorrect,
      partial: x.partial,
      unattempted: x.unattempted,
      time_spent: x.timeSpentS,
    })),
    questions: score.questions.map((q) => {
      const stored = byCode.get(q.code);
      const localized = stored ? localizeQuestion(stored.question, locale && stored.row.languages.includes(locale) ? locale : undefined) : null;
      return {
        code: q.code,
        section: q.section,
        status: q.status,
        selected_answer: q.selectedAnswer,
        marks: q.marks,
        outcome: q.outcome,
        time_spent: q.timeSpentS,
        ideal_time: byCode.get(q.code)?.row.idealTimeS ?? 0,
        attempt_quality: quality(q),
        ...(localized && published.answerKey ? { correct_answer: localized.answer } : {}),
        ...(localized && published.solutions ? { solution: localized.solution } : {}),
      };
    }),
    answer_key_publish_at: published.answerKey ? null : new Date(keyAt).toISOString(),
    solution_publish_at: published.solutions ? null : new Date(solutionAt).toISOString(),
    accuracy: attempted === 0 ? 0 : score.questions.filter((q) => q.outcome === 'correct').length / attempted,
    attempt_quality: qualityCounts,
    ...resultStanding(bundle.examCode, score, scores, kind),
  };
}
