import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';
import { CBSE_OBJECTIVE, JEE_ADVANCED_MULTIPLE, JEE_ADVANCED_NUMERIC, JEE_ADVANCED_SINGLE, JEE_MAIN, marksFor, maxMarks, NEET } from './marking.ts';
import type { AnswerCheck, MarkingScheme, Question } from './question-types.ts';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

/** All 15 non-empty subsets of A–D. */
const SUBSETS: string[][] = Array.from({ length: 15 }, (_, i) => OPTIONS.filter((_, bit) => ((i + 1) >> bit) & 1));

function mcq(key: readonly string[]): Question {
  return {
    code: 'Q',
    type: 'multiple_choice',
    language: 'en',
    body: '',
    options: OPTIONS.map((code) => ({ code, body: code })),
    answer: { kind: 'choice', options: [...key] },
    hints: [],
    solution: '',
    idealTimeS: 180,
    difficulty: 7,
    primaryConcept: null,
    secondaryConcepts: [],
  };
}

function jeeMarks(key: readonly string[], chosen: readonly string[]): number {
  return marksFor(JEE_ADVANCED_MULTIPLE, checkAnswer(mcq(key), { kind: 'choice', options: [...chosen] }), chosen.length > 0);
}

/**
 * The JEE Advanced paper instructions, written independently of marksFor: −2 for any wrong option;
 * otherwise by (number of correct options, number of them chosen).
 */
function expectedJee(key: readonly string[], chosen: readonly string[]): number {
  const wrong = chosen.some((c) => !key.includes(c));
  if (chosen.length === 0) return 0;
  if (wrong) return -2;
  const partial: Record<string, number> = { '4/4': 4, '4/3': 3, '4/2': 2, '4/1': 1, '3/3': 4, '3/2': 2, '3/1': 1, '2/2': 4, '2/1': 1, '1/1': 4 };
  const marks = partial[`${key.length}/${chosen.length}`];
  if (marks === undefined) throw new Error(`no rule for ${key.join('')} / ${chosen.join('')}`);
  return marks;
}

describe('scheme constants', () => {
  it('hold the published marks', () => {
    expect(JEE_ADVANCED_SINGLE).toEqual({ kind: 'simple', correct: 3, wrong: -1, unanswered: 0 });
    expect(JEE_ADVANCED_MULTIPLE).toEqual({ kind: 'jee-advanced-multiple', full: 4, threeOfFour: 3, twoChosen: 2, oneChosen: 1, wrong: -2, unanswered: 0 });
    expect(JEE_ADVANCED_NUMERIC).toEqual({ kind: 'simple', correct: 3, wrong: 0, unanswered: 0 });
    expect(JEE_MAIN).toEqual({ kind: 'simple', correct: 4, wrong: -1, unanswered: 0 });
    expect(NEET).toEqual({ kind: 'simple', correct: 4, wrong: -1, unanswered: 0 });
    expect(CBSE_OBJECTIVE).toEqual({ kind: 'simple', correct: 1, wrong: 0, unanswered: 0 });
  });

  it('are frozen data', () => {
    for (const scheme of [JEE_ADVANCED_SINGLE, JEE_ADVANCED_MULTIPLE, JEE_ADVANCED_NUMERIC, JEE_MAIN, NEET, CBSE_OBJECTIVE])
      expect(Object.isFrozen(scheme)).toBe(true);
  });

  it.each([
    [JEE_ADVANCED_SINGLE, 3],
    [JEE_ADVANCED_MULTIPLE, 4],
    [JEE_ADVANCED_NUMERIC, 3],
    [JEE_MAIN, 4],
    [NEET, 4],
    [CBSE_OBJECTIVE, 1],
  ] as const)('maxMarks(%o) is %d', (scheme, max) => expect(maxMarks(scheme)).toBe(max));
});

describe('simple schemes', () => {
  const right: AnswerCheck = { correctness: 1, correct: true };
  const wrong: AnswerCheck = { correctness: 0, correct: false };
  const partly: AnswerCheck = { correctness: 0.5, correct: false };
  const unreadable: AnswerCheck = { correctness: 0, correct: false, invalid: true };

  it.each([
    [JEE_MAIN, 4, -1],
    [NEET, 4, -1],
    [JEE_ADVANCED_SINGLE, 3, -1],
    [JEE_ADVANCED_NUMERIC, 3, 0],
    [CBSE_OBJECTIVE, 1, 0],
  ] as const)('%o: correct %d, wrong %d; partly correct and unreadable count as wrong', (scheme, correct, wrongMarks) => {
    expect(marksFor(scheme, right, true)).toBe(correct);
    expect(marksFor(scheme, wrong, true)).toBe(wrongMarks);
    expect(marksFor(scheme, partly, true)).toBe(wrongMarks);
    expect(marksFor(scheme, unreadable, true)).toBe(wrongMarks);
  });

  it('not attempted, or no check, scores the unanswered marks', () => {
    const scheme: MarkingScheme = { kind: 'simple', correct: 2, wrong: -1, unanswered: -0.5 };
    expect(marksFor(scheme, right, false)).toBe(-0.5);
    expect(marksFor(scheme, wrong, false)).toBe(-0.5);
    expect(marksFor(scheme, null, true)).toBe(-0.5);
  });

  it('an answer waiting for review scores 0 until a person marks it', () => {
    expect(marksFor(JEE_MAIN, { correctness: 0, correct: false, needsReview: true }, true)).toBe(0);
  });

  it('works end to end with checkAnswer', () => {
    const q: Question = { ...mcq(['B']), type: 'single_choice' };
    expect(marksFor(JEE_MAIN, checkAnswer(q, { kind: 'choice', options: ['b'] }), true)).toBe(4);
    expect(marksFor(JEE_MAIN, checkAnswer(q, { kind: 'choice', options: ['A'] }), true)).toBe(-1);
    expect(marksFor(JEE_MAIN, checkAnswer(q, null), false)).toBe(0);
  });
});

describe('JEE Advanced multiple correct', () => {
  const cases = SUBSETS.flatMap((key) => SUBSETS.map((chosen) => [key.join(''), chosen.join(''), expectedJee(key, chosen)] as const));

  it('covers 1, 2, 3 and 4 correct options against all 15 choices', () => {
    expect(cases).toHaveLength(225);
    expect(new Set(cases.map(([key]) => key.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(cases.map(([, , marks]) => marks))).toEqual(new Set([4, 3, 2, 1, -2]));
  });

  it.each(cases)('key %s, chosen %s → %d', (key, chosen, marks) => {
    expect(jeeMarks([...key], [...chosen])).toBe(marks);
  });

  it.each([
    // The worked examples of the JEE Advanced instructions (key A, B, D).
    ['ABD', 'ABD', 4],
    ['ABD', 'AB', 2],
    ['ABD', 'A', 1],
    ['ABD', 'BD', 2],
    ['ABD', 'ABC', -2],
    ['ABCD', 'ABC', 3],
    ['AC', 'C', 1],
    ['C', 'AC', -2],
  ] as const)('instruction example: key %s, chosen %s → %d', (key, chosen, marks) => {
    expect(jeeMarks([...key], [...chosen])).toBe(marks);
  });

  it('nothing chosen is unanswered, even when the caller says attempted', () => {
    expect(jeeMarks(['A', 'B'], [])).toBe(0);
    const check = checkAnswer(mcq(['A', 'B']), { kind: 'choice', options: [] });
    expect(marksFor({ ...JEE_ADVANCED_MULTIPLE, unanswered: -0.25 } as MarkingScheme, check, true)).toBe(-0.25);
  });

  it('more than four correct options: a partial choice outside the rule is wrong', () => {
    const check: AnswerCheck = { correctness: 0, correct: false, chosenCorrect: 3, chosenWrong: 0, keyCount: 5 };
    expect(marksFor(JEE_ADVANCED_MULTIPLE, check, true)).toBe(-2);
    expect(marksFor(JEE_ADVANCED_MULTIPLE, { ...check, chosenCorrect: 2 }, true)).toBe(2);
  });

  it('a check without option counts scores full or wrong', () => {
    expect(marksFor(JEE_ADVANCED_MULTIPLE, { correctness: 1, correct: true }, true)).toBe(4);
    expect(marksFor(JEE_ADVANCED_MULTIPLE, { correctness: 0.5, correct: false }, true)).toBe(-2);
  });

  const codes = ['A', 'B', 'C', 'D', 'E', 'F'];
  const key = fc.subarray(codes, { minLength: 1 });
  const chosen = fc.subarray(codes);

  test.prop([key, chosen])('marks never exceed full', (k, c) => {
    expect(jeeMarks(k, c)).toBeLessThanOrEqual(maxMarks(JEE_ADVANCED_MULTIPLE));
  });

  test.prop([key, fc.array(fc.boolean())])('choosing exactly the key, in any case, gives full marks', (k, lower) => {
    expect(
      jeeMarks(
        k,
        k.map((c, i) => (lower[i] === true ? c.toLowerCase() : c)),
      ),
    ).toBe(4);
  });

  test.prop([key, chosen, fc.constantFrom(...codes)])('adding a wrong option never increases marks', (k, c, extra) => {
    fc.pre(!k.includes(extra));
    expect(jeeMarks(k, [...c, extra])).toBeLessThanOrEqual(jeeMarks(k, c));
  });

  // Only for four options: with five or more, three of five correct is outside the rule and wrong.
  test.prop([fc.subarray([...OPTIONS], { minLength: 1 }), fc.subarray([...OPTIONS]), fc.constantFrom(...OPTIONS)])(
    'with four options, adding a correct option never decreases marks',
    (k, c, extra) => {
      fc.pre(k.includes(extra));
      expect(jeeMarks(k, [...c, extra])).toBeGreaterThanOrEqual(jeeMarks(k, c));
    },
  );

  test.prop([fc.constantFrom(JEE_ADVANCED_SINGLE, JEE_ADVANCED_NUMERIC, JEE_MAIN, NEET, CBSE_OBJECTIVE, JEE_ADVANCED_MULTIPLE), key, chosen, fc.boolean()])(
    'no scheme ever gives more than its maximum',
    (scheme, k, c, attempted) => {
      expect(marksFor(scheme, checkAnswer(mcq(k), { kind: 'choice', options: c }), attempted)).toBeLessThanOrEqual(maxMarks(scheme));
    },
  );
});
