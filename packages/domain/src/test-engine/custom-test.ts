/**
 * Create-your-own-test (learning.md §3 "Create-your-own-test", §4; issue #4 §3): a test generated
 * from the bank for the chapters a student chose, with the exam's own marking.
 */
import type { MarkingScheme, QuestionType } from '../content/question-types.ts';

export type CustomDifficulty = 'easy' | 'medium' | 'hard' | 'mixed';

/** Question types a generated test may hold (auto-marked ones). */
export const CUSTOM_TEST_TYPES: readonly QuestionType[] = [
  'single_choice',
  'multiple_choice',
  'integer',
  'numerical_operations',
  'subjective_numerical',
  'true_false',
  'assertion_reason',
  'matrix_match_single_choice',
  'matrix_single_choice',
  'linked_comprehension',
  'fill_in_the_blank',
  'fill_in_the_blanks',
  'single_dropdown',
  'multiple_dropdown',
  'match_the_following',
  'sequencing',
];

export interface CustomCandidate {
  code: string;
  subject: string;
  chapter: string;
  type: QuestionType;
  /** 1–10. */
  difficulty: number;
}

export interface CustomTestSettings {
  questionCount: number;
  difficulty: CustomDifficulty;
  /** Allowed types (all of CUSTOM_TEST_TYPES when absent or empty). */
  types?: readonly QuestionType[];
}

const BANDS: Record<CustomDifficulty, [number, number]> = { easy: [1, 3], medium: [4, 6], hard: [7, 10], mixed: [1, 10] };

/** A small deterministic PRNG (mulberry32), so a seed gives the same test every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The questions of a generated test, one section per subject in the order given. The count is
 * shared evenly between subjects (the first ones take the remainder); within a subject questions
 * are drawn round-robin over its chapters, in a seeded shuffle, from candidates of the allowed
 * types and difficulty band. A subject with too few candidates gives what it has and its share
 * passes to the others. Codes never repeat.
 */
export function pickCustomTest(
  candidates: readonly CustomCandidate[],
  subjects: readonly string[],
  settings: CustomTestSettings,
  seed: number,
): { subject: string; questions: string[] }[] {
  const rnd = random(seed);
  const [lo, hi] = BANDS[settings.difficulty];
  const types = new Set(settings.types && settings.types.length > 0 ? settings.types : CUSTOM_TEST_TYPES);
  const pools = subjects.map((subject) => {
    const byChapter = new Map<string, string[]>();
    for (const c of candidates) {
      if (c.subject !== subject || !types.has(c.type) || c.difficulty < lo || c.difficulty > hi) continue;
      byChapter.set(c.chapter, [...(byChapter.get(c.chapter) ?? []), c.code]);
    }
    const chapters = [...byChapter.keys()].sort();
    for (const ch of chapters) {
      const list = [...new Set(byChapter.get(ch)!)].sort();
      for (let i = list.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rnd() * (i + 1));
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      byChapter.set(ch, list);
    }
    const order: string[] = [];
    for (let round = 0; order.length < candidates.length; round += 1) {
      let took = false;
      for (const ch of chapters) {
        const q = byChapter.get(ch)![round];
        if (q !== undefined) {
          order.push(q);
          took = true;
        }
      }
      if (!took) break;
    }
    return order;
  });
  const want = subjects.map((_, i) => Math.floor(settings.questionCount / subjects.length) + (i < settings.questionCount % subjects.length ? 1 : 0));
  const take = want.map((w, i) => Math.min(w, pools[i]!.length));
  let short = settings.questionCount - take.reduce((a, b) => a + b, 0);
  for (let i = 0; short > 0 && i < subjects.length; i += 1) {
    const extra = Math.min(short, pools[i]!.length - take[i]!);
    take[i]! += extra;
    short -= extra;
  }
  return subjects.map((subject, i) => ({ subject, questions: pools[i]!.slice(0, take[i]) }));
}

/**
 * The exam's own marking for a question type (issue #3: JEE Main and NEET +4/−1; JEE Advanced
 * +3/−1 single, partial marking for multiple, +3 numerical; CBSE and others +1/0).
 */
export function standardMarking(examCode: string, type: QuestionType): MarkingScheme {
  if (examCode === 'jee-advanced') {
    if (type === 'multiple_choice') return { kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 };
    if (type === 'integer' || type === 'numerical_operations' || type === 'subjective_numerical')
      return { kind: 'simple', correct: 3, wrong: 0, unanswered: 0 };
    return { kind: 'simple', correct: 3, wrong: -1, unanswered: 0 };
  }
  if (examCode === 'jee-main' || examCode === 'neet-ug') return { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 };
  return { kind: 'simple', correct: 1, wrong: 0, unanswered: 0 };
}
