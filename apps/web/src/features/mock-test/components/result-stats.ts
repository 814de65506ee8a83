/** Figures of the result charts (learning.md §2 Tests, feedback page), pure so they are tested alone. */
import type { TestResult } from '@abhyas/contracts';
import { TEST_ATTEMPT_TYPES, type TestAttemptType } from '@abhyas/domain';

/** Questions per attempt type, every type present (0 when none), from the per-question qualities. */
export function qualityCounts(result: TestResult): Record<TestAttemptType, number> {
  const counts = Object.fromEntries(TEST_ATTEMPT_TYPES.map((t) => [t, 0])) as Record<TestAttemptType, number>;
  for (const q of result.questions) counts[q.attempt_quality] += 1;
  return counts;
}

/** Each section's score, maximum marks and share (score / max, 0 when max is 0). */
export function sectionScores(result: TestResult) {
  return result.sections.map((s) => ({ code: s.code, name: s.name, score: s.score, max: s.max_marks, share: s.max_marks > 0 ? s.score / s.max_marks : 0 }));
}

/** Each question in paper order: number in the paper and in its section, seconds spent and ideal seconds (whole), and whether it ran over the ideal time. */
export function questionTimes(result: TestResult) {
  const names = new Map(result.sections.map((s) => [s.code, s.name]));
  const perSection = new Map<string, number>();
  return result.questions.map((q, i) => {
    const inSection = (perSection.get(q.section) ?? 0) + 1;
    perSection.set(q.section, inSection);
    return {
      code: q.code,
      n: i + 1,
      inSection,
      section: names.get(q.section) ?? q.section,
      spent: Math.round(q.time_spent),
      ideal: Math.round(q.ideal_time),
      over: q.time_spent > q.ideal_time,
    };
  });
}
