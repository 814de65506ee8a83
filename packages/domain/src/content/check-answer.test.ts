import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  DEFAULT_NUMERIC_TOLERANCE,
  normaliseBlankAnswer,
  normaliseCode,
  numericKeyAccepts,
  parseIntegerAnswer,
  parseNumberAnswer,
} from './check-answer.ts';
import type { AnswerKey, Question, QuestionType, Response } from './question-types.ts';
import { QUESTION_TYPES } from './question-types.ts';

function question(type: QuestionType, answer: AnswerKey, extra: Partial<Question> = {}): Question {
  return {
    code: 'Q1',
    type,
    language: 'en',
    body: 'Body',
    answer,
    hints: [],
    solution: '',
    idealTimeS: 60,
    difficulty: 5,
    primaryConcept: null,
    secondaryConcepts: [],
    ...extra,
  };
}

const choice = (...options: string[]): Response => ({ kind: 'choice', options });
const text = (value: string): Response => ({ kind: 'text', value });
const blanks = (...values: string[]): Response => ({ kind: 'blanks', values });
const matrix = (pairs: Record<string, string[]>): Response => ({ kind: 'matrix', pairs });
const sequence = (...order: string[]): Response => ({ kind: 'sequence', order });

const CHOICE_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'assertion_reason',
  'matrix_single_choice',
  'matrix_match_single_choice',
  'linked_comprehension',
] as const satisfies readonly QuestionType[];

/** A question of every type with a typical key, and a fully correct response to it. */
const SAMPLES: Record<QuestionType, { key: AnswerKey; right: Response }> = {
  single_choice: { key: { kind: 'choice', options: ['B'] }, right: choice('B') },
  multiple_choice: { key: { kind: 'choice', options: ['A', 'C'] }, right: choice('C', 'A') },
  matrix: { key: { kind: 'matrix', pairs: { A: ['P', 'Q'], B: ['R'] } }, right: matrix({ A: ['Q', 'P'], B: ['R'] }) },
  matrix_single_choice: { key: { kind: 'choice', options: ['D'] }, right: choice('D') },
  matrix_match_single_choice: { key: { kind: 'choice', options: ['A'] }, right: choice('a') },
  linked_comprehension: { key: { kind: 'choice', options: ['C'] }, right: choice('C') },
  true_false: { key: { kind: 'choice', options: ['T'] }, right: choice('T') },
  assertion_reason: { key: { kind: 'choice', options: ['A'] }, right: choice('A') },
  integer: { key: { kind: 'integer', value: 7 }, right: text('7') },
  subjective_answer: { key: { kind: 'subjective', modelAnswer: 'Because…' }, right: text('Because…') },
  subjective_numerical: { key: { kind: 'numeric', accept: { value: 2.5 } }, right: text('2.50') },
  fill_in_the_blank: { key: { kind: 'blanks', blanks: [['Newton']] }, right: blanks('newton') },
  fill_in_the_blanks: { key: { kind: 'blanks', blanks: [['H2O', 'water'], ['CO2']] }, right: blanks('Water', 'co2') },
  single_dropdown: { key: { kind: 'blanks', blanks: [['mitochondria']] }, right: blanks('Mitochondria') },
  multiple_dropdown: { key: { kind: 'blanks', blanks: [['x'], ['y']] }, right: blanks('X', 'Y') },
  match_the_following: { key: { kind: 'matrix', pairs: { '1': ['C'], '2': ['A'] } }, right: matrix({ '1': ['C'], '2': ['A'] }) },
  sequencing: { key: { kind: 'sequence', order: ['C', 'A', 'B'] }, right: sequence('C', 'A', 'B') },
  numerical_operations: { key: { kind: 'numeric', accept: { min: 1, max: 2 } }, right: text('1.5') },
};

describe('checkAnswer for every question type', () => {
  it.each(QUESTION_TYPES.filter((t) => t !== 'subjective_answer'))('%s: the right response is correct', (type) => {
    const { key, right } = SAMPLES[type];
    expect(checkAnswer(question(type, key), right)).toMatchObject({ correctness: 1, correct: true });
  });

  it.each(QUESTION_TYPES)('%s: no response or an empty one scores 0 and is not invalid', (type) => {
    const q = question(type, SAMPLES[type].key);
    for (const empty of [
      null,
      undefined,
      choice(),
      choice(' ', ''),
      text(''),
      text('   '),
      blanks(),
      blanks('', ' '),
      matrix({}),
      matrix({ A: [] }),
      sequence(),
    ]) {
      const kindMatches = empty === null || empty === undefined || empty.kind === SAMPLES[type].right.kind;
      if (!kindMatches) continue;
      const result = checkAnswer(q, empty);
      expect(result.correctness).toBe(0);
      expect(result.correct).toBe(false);
      expect(result.invalid).toBeUndefined();
      expect(result.needsReview).toBeUndefined();
    }
  });

  it.each(QUESTION_TYPES)('%s: a response of another kind is invalid', (type) => {
    const q = question(type, SAMPLES[type].key);
    const others = [choice('A'), text('A'), blanks('A'), matrix({ A: ['P'] }), sequence('A')].filter((r) => r.kind !== SAMPLES[type].right.kind);
    expect(others).toHaveLength(4);
    for (const r of others) expect(checkAnswer(q, r)).toEqual({ correctness: 0, correct: false, invalid: true });
  });
});

describe('choice questions', () => {
  const mcq = question('multiple_choice', { kind: 'choice', options: ['A', 'C', 'D'] });

  it('needs exactly the key as a set; order, duplicates and case are ignored', () => {
    expect(checkAnswer(mcq, choice('d', 'A', 'c', 'A'))).toEqual({ correctness: 1, correct: true, chosenCorrect: 3, chosenWrong: 0, keyCount: 3 });
    expect(checkAnswer(mcq, choice(' A ', 'C', 'D'))).toMatchObject({ correct: true });
  });

  it('a subset of the key is not correct but is counted', () => {
    expect(checkAnswer(mcq, choice('A', 'C'))).toEqual({ correctness: 0, correct: false, chosenCorrect: 2, chosenWrong: 0, keyCount: 3 });
  });

  it('a superset of the key is wrong and counts the wrong option', () => {
    expect(checkAnswer(mcq, choice('A', 'B', 'C', 'D'))).toEqual({ correctness: 0, correct: false, chosenCorrect: 3, chosenWrong: 1, keyCount: 3 });
  });

  it('an empty choice reports the key size and no choices', () => {
    expect(checkAnswer(mcq, choice())).toEqual({ correctness: 0, correct: false, chosenCorrect: 0, chosenWrong: 0, keyCount: 3 });
    expect(checkAnswer(mcq, choice(' ', ''))).toEqual({ correctness: 0, correct: false, chosenCorrect: 0, chosenWrong: 0, keyCount: 3 });
  });

  it('single choice: a different option is wrong, not invalid', () => {
    const q = question('single_choice', { kind: 'choice', options: ['B'] });
    expect(checkAnswer(q, choice('A'))).toMatchObject({ correctness: 0, correct: false, chosenWrong: 1 });
    expect(checkAnswer(q, choice('A')).invalid).toBeUndefined();
    expect(checkAnswer(q, choice('A', 'B')).correct).toBe(false);
  });

  it('linked comprehension follows its key: a numerical part is checked as a number', () => {
    const q = question('linked_comprehension', { kind: 'numeric', accept: { value: 9.8, tolerance: 0.1 } });
    expect(checkAnswer(q, text('9.75')).correct).toBe(true);
    expect(checkAnswer(q, text('9.6')).correct).toBe(false);
    expect(checkAnswer(q, choice('A')).invalid).toBe(true);
  });

  const codes = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 1 });
  /** Chosen codes, the same codes reordered with some repeated and re-cased, and a case pattern. */
  const chosenAndNoisy = codes.chain((chosen) =>
    fc.tuple(fc.constant(chosen), fc.shuffledSubarray(chosen, { minLength: chosen.length }), fc.subarray(chosen), fc.array(fc.boolean())),
  );

  test.prop([codes, chosenAndNoisy])(
    'the result does not depend on order, duplicates or case of the chosen codes',
    (key, [chosen, permuted, repeated, lower]) => {
      const q = question('multiple_choice', { kind: 'choice', options: key });
      const noisy = [...permuted, ...repeated].map((c, i) => (lower[i] === true ? c.toLowerCase() : c));
      const base = checkAnswer(q, choice(...chosen));
      expect(checkAnswer(q, choice(...noisy))).toEqual(base);
      const keySet = new Set(key);
      const right = chosen.filter((c) => keySet.has(c)).length;
      expect(base).toEqual({
        correctness: right === key.length && right === chosen.length ? 1 : 0,
        correct: right === key.length && right === chosen.length,
        chosenCorrect: right,
        chosenWrong: chosen.length - right,
        keyCount: key.length,
      });
    },
  );
});

describe('parseIntegerAnswer', () => {
  it.each([
    ['5', 5],
    ['+5', 5],
    ['-3', -3],
    ['\u22123', -3],
    ['05', 5],
    ['  42 ', 42],
    ['0', 0],
    ['-0', 0],
    ['5.0', 5],
    ['-3.00', -3],
    ['१२', 12],
    ['৭', 7],
    ['೯', 9],
    ['４２', 42],
  ])('reads %j as %d', (input, expected) => expect(parseIntegerAnswer(input)).toBe(expected));

  it('reads -0 as positive zero', () => expect(Object.is(parseIntegerAnswer('-0'), 0)).toBe(true));

  it.each(['', ' ', '5.5', '5.', '.0', 'abc', '5a', '1e3', '1,000', '1 000', '--5', '+-5', '0x10', 'Infinity', '99999999999999999999', '5²'])(
    'rejects %j',
    (input) => expect(parseIntegerAnswer(input)).toBeNull(),
  );

  test.prop([fc.maxSafeInteger()])('round-trips every safe integer written in decimal', (n) => {
    expect(parseIntegerAnswer(String(n))).toBe(n === 0 ? 0 : n);
    expect(parseIntegerAnswer(` ${n > 0 ? '+' : ''}${n} `)).toBe(n === 0 ? 0 : n);
  });

  test.prop([fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 9 })])('a non-zero fraction is never an integer', (n, digit) => {
    expect(parseIntegerAnswer(`${n}.${digit}`)).toBeNull();
  });
});

describe('parseNumberAnswer', () => {
  it.each([
    ['2.5', 2.5],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['5.', 5],
    ['+7', 7],
    ['1e-3', 0.001],
    ['6.02E23', 6.02e23],
    [' \u22121.5 ', -1.5],
    ['00.250', 0.25],
    ['२.५', 2.5],
    ['３．１４', 3.14],
  ])('reads %j as %d', (input, expected) => expect(parseNumberAnswer(input)).toBe(expected));

  it.each(['', '.', '-', 'e3', '1e', '2,5', '1,000', '1,00,000', '1 000', '1/2', 'Infinity', 'NaN', '0x10', '1_000', '1e999', '5²', 'abc', '1.2.3'])(
    'rejects %j',
    (input) => expect(parseNumberAnswer(input)).toBeNull(),
  );

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })])('round-trips every finite double written by String()', (x) => {
    expect(parseNumberAnswer(String(x))).toBe(x === 0 ? 0 : x);
  });
});

describe('integer questions', () => {
  const q = question('integer', { kind: 'integer', value: 5 });

  it('equal integers are correct, however they are written', () => {
    for (const t of ['5', '+5', '05', ' 5 ', '5.0']) expect(checkAnswer(q, text(t))).toEqual({ correctness: 1, correct: true });
  });

  it('another integer is wrong, not invalid', () => expect(checkAnswer(q, text('6'))).toEqual({ correctness: 0, correct: false }));

  it('non-integers are invalid', () => {
    for (const t of ['5.5', 'abc', '5 apples']) expect(checkAnswer(q, text(t))).toEqual({ correctness: 0, correct: false, invalid: true });
  });

  test.prop([fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 })])('correct exactly when the integers are equal', (key, given) => {
    expect(checkAnswer(question('integer', { kind: 'integer', value: key }), text(String(given))).correct).toBe(key === given);
  });
});

describe('numerical questions', () => {
  const q = (accept: Extract<AnswerKey, { kind: 'numeric' }>['accept']) => question('subjective_numerical', { kind: 'numeric', accept });

  it('uses the default tolerance of 0.01', () => {
    expect(DEFAULT_NUMERIC_TOLERANCE).toBe(0.01);
    expect(checkAnswer(q({ value: 2 }), text('2.01')).correct).toBe(true);
    expect(checkAnswer(q({ value: 2 }), text('1.99')).correct).toBe(true);
    expect(checkAnswer(q({ value: 2 }), text('2.0101')).correct).toBe(false);
  });

  it('counts decimal boundary values despite binary floating point', () => {
    // In binary, 2 − 1.99 and 1.11 − 1.1 come out as 0.010000000000000009, just above 0.01.
    expect(2 - 1.99).toBeGreaterThan(0.01);
    expect(1.11 - 1.1).toBeGreaterThan(0.01);
    expect(checkAnswer(q({ value: 2.0, tolerance: 0.01 }), text('1.99')).correct).toBe(true);
    expect(checkAnswer(q({ value: 1.1 }), text('1.11')).correct).toBe(true);
    expect(checkAnswer(q({ value: 4.35 }), text('4.36')).correct).toBe(true);
    expect(checkAnswer(q({ value: 2.0, tolerance: 0.005 }), text('2.005')).correct).toBe(true);
    expect(checkAnswer(q({ value: 2.0, tolerance: 0.005 }), text('2.0051')).correct).toBe(false);
    expect(checkAnswer(q({ value: 1.1, tolerance: 0 }), text('1.10')).correct).toBe(true);
    expect(checkAnswer(q({ value: 1.1, tolerance: 0 }), text('1.1000001')).correct).toBe(false);
    expect(checkAnswer(q({ value: 123456.78 }), text('123456.79')).correct).toBe(true);
    expect(checkAnswer(q({ value: 123456.78 }), text('123456.8')).correct).toBe(false);
  });

  it('accepts an inclusive range, bounds in either order', () => {
    expect(checkAnswer(q({ min: 0.1, max: 0.3 }), text('0.3')).correct).toBe(true);
    expect(checkAnswer(q({ min: 0.1, max: 0.3 }), text('.1')).correct).toBe(true);
    expect(checkAnswer(q({ min: 0.1, max: 0.3 }), text('0.31')).correct).toBe(false);
    expect(checkAnswer(q({ min: 0.3, max: 0.1 }), text('0.2')).correct).toBe(true);
  });

  it('numerical operations accepts exponents', () => {
    expect(checkAnswer(question('numerical_operations', { kind: 'numeric', accept: { value: 0.001, tolerance: 0.0001 } }), text('1e-3')).correct).toBe(true);
  });

  it('non-numbers are invalid, comma decimals included', () => {
    for (const t of ['abc', '2,5', '1/2']) expect(checkAnswer(q({ value: 2.5 }), text(t))).toEqual({ correctness: 0, correct: false, invalid: true });
  });

  const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const tolerance = fc.double({ min: 0, max: 100, noNaN: true });

  test.prop([value, tolerance, fc.double({ min: -1, max: 1, noNaN: true })])('any value within the tolerance is correct', (v, tol, f) => {
    const given = v + f * tol;
    fc.pre(Math.abs(given - v) <= tol);
    expect(checkAnswer(q({ value: v, tolerance: tol }), text(String(given))).correct).toBe(true);
    expect(numericKeyAccepts({ value: v, tolerance: tol }, given)).toBe(true);
  });

  test.prop([value, tolerance, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.boolean()])(
    'any value beyond tolerance + 1e-6 is incorrect',
    (v, tol, beyond, below) => {
      const given = below ? v - tol - beyond : v + tol + beyond;
      fc.pre(Math.abs(given - v) >= tol + 1e-6);
      expect(checkAnswer(q({ value: v, tolerance: tol }), text(String(given))).correct).toBe(false);
    },
  );

  test.prop([value, value, value])('a range accepts exactly the values between its bounds (beyond 1e-6)', (a, b, x) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    const inside = x >= low && x <= high;
    const outside = x < low - 1e-6 || x > high + 1e-6;
    fc.pre(inside || outside);
    expect(checkAnswer(q({ min: a, max: b }), text(String(x))).correct).toBe(inside);
  });
});

describe('blanks and drop-downs', () => {
  const q = question('fill_in_the_blanks', { kind: 'blanks', blanks: [['Carbon dioxide', 'CO2'], ['photosynthesis'], ['Café']] });

  it('normalises case, spaces and Unicode composition', () => {
    expect(normaliseBlankAnswer('  Carbon \u00a0  DIOXIDE\t')).toBe('carbon dioxide');
    expect(normaliseBlankAnswer('Cafe\u0301')).toBe(normaliseBlankAnswer('café'));
    expect(checkAnswer(q, blanks('carbon   dioxide', ' PHOTOSYNTHESIS ', 'cafe\u0301'))).toEqual({ correctness: 1, correct: true });
  });

  it('scores the fraction of blanks right', () => {
    expect(checkAnswer(q, blanks('co2', 'respiration', 'cafe'))).toEqual({ correctness: 1 / 3, correct: false });
    expect(checkAnswer(q, blanks('co2', 'photosynthesis'))).toEqual({ correctness: 2 / 3, correct: false });
    expect(checkAnswer(q, blanks('x', 'y', 'z'))).toEqual({ correctness: 0, correct: false });
  });

  it('ignores values beyond the last blank', () => {
    expect(checkAnswer(q, blanks('co2', 'photosynthesis', 'café', 'extra'))).toEqual({ correctness: 1, correct: true });
  });

  it('non-string values are invalid', () => {
    expect(checkAnswer(q, { kind: 'blanks', values: ['co2', 5] } as unknown as Response).invalid).toBe(true);
  });
});

describe('matrix and match the following', () => {
  const key: AnswerKey = { kind: 'matrix', pairs: { A: ['P', 'S'], B: ['Q'], C: ['R'], D: ['P'] } };
  const q = question('matrix', key);

  it('needs each row as a set; columns in any order and case', () => {
    expect(checkAnswer(q, matrix({ a: ['s', 'P'], B: ['Q', 'Q'], C: ['R'], D: ['P'] }))).toEqual({ correctness: 1, correct: true });
  });

  it('scores the fraction of rows fully right', () => {
    expect(checkAnswer(q, matrix({ A: ['P'], B: ['Q'], C: ['R'], D: ['P'] }))).toEqual({ correctness: 0.75, correct: false });
    expect(checkAnswer(q, matrix({ A: ['P', 'S', 'Q'], B: ['Q'] }))).toEqual({ correctness: 0.25, correct: false });
  });

  it('a question row missing from the key matches no column', () => {
    const withRows = question(
      'match_the_following',
      { kind: 'matrix', pairs: { A: ['P'] } },
      {
        rows: [
          { code: 'A', body: '' },
          { code: 'B', body: '' },
        ],
      },
    );
    expect(checkAnswer(withRows, matrix({ A: ['P'] }))).toEqual({ correctness: 1, correct: true });
    expect(checkAnswer(withRows, matrix({ A: ['P'], B: ['Q'] }))).toEqual({ correctness: 0.5, correct: false });
  });

  it('malformed pairs are invalid', () => {
    expect(checkAnswer(q, { kind: 'matrix', pairs: { A: 'P' } } as unknown as Response).invalid).toBe(true);
    expect(checkAnswer(q, { kind: 'matrix', pairs: ['P'] } as unknown as Response).invalid).toBe(true);
    expect(checkAnswer(q, { kind: 'matrix', pairs: { A: [5] } } as unknown as Response).invalid).toBe(true);
    expect(checkAnswer(q, { kind: 'matrix', pairs: null } as unknown as Response).invalid).toBe(true);
  });
});

describe('sequencing', () => {
  const q = question('sequencing', { kind: 'sequence', order: ['C', 'A', 'D', 'B'] });

  it('is correct only in exactly the key order', () => {
    expect(checkAnswer(q, sequence('c', 'A', 'D', 'b'))).toEqual({ correctness: 1, correct: true });
    expect(checkAnswer(q, sequence('C', 'A', 'B', 'D'))).toEqual({ correctness: 0, correct: false });
    expect(checkAnswer(q, sequence('C', 'A', 'D'))).toEqual({ correctness: 0, correct: false });
    expect(checkAnswer(q, sequence('C', 'A', 'D', 'B', 'B'))).toEqual({ correctness: 0, correct: false });
  });
});

describe('subjective answers', () => {
  const q = question('subjective_answer', { kind: 'subjective', modelAnswer: 'Energy is conserved.' });

  it('wait for a person, even when the text equals the model answer', () => {
    expect(checkAnswer(q, text('Energy is conserved.'))).toEqual({ correctness: 0, correct: false, needsReview: true });
  });

  it('a blank answer is not sent for review', () => expect(checkAnswer(q, text('  '))).toEqual({ correctness: 0, correct: false }));
});

describe('codes', () => {
  it('normalise by trimming and upper-casing', () => expect(normaliseCode(' b ')).toBe('B'));
});

describe('robustness', () => {
  const anything = fc.oneof(
    fc.anything(),
    fc.record(
      {
        kind: fc.constantFrom('choice', 'text', 'blanks', 'matrix', 'sequence', 'other'),
        options: fc.anything(),
        value: fc.anything(),
        values: fc.anything(),
        pairs: fc.anything(),
        order: fc.anything(),
      },
      { requiredKeys: ['kind'] },
    ),
    fc.string().map((value) => ({ kind: 'text', value })),
    fc.array(fc.string()).map((options) => ({ kind: 'choice', options })),
    fc.dictionary(fc.string(), fc.array(fc.string())).map((pairs) => ({ kind: 'matrix', pairs })),
  );

  test.prop([fc.constantFrom(...QUESTION_TYPES), anything])('never throws and always returns a well-formed check', (type, response) => {
    const result = checkAnswer(question(type, SAMPLES[type].key), response as Response);
    expect(result.correctness).toBeGreaterThanOrEqual(0);
    expect(result.correctness).toBeLessThanOrEqual(1);
    expect(result.correct).toBe(result.correctness === 1);
    if (result.invalid) expect(result.correctness).toBe(0);
  });

  test.prop([fc.string()])('parsers never throw and agree with each other on integers', (s) => {
    const int = parseIntegerAnswer(s);
    const num = parseNumberAnswer(s);
    if (int !== null) expect(num).toBe(int);
    if (num !== null) expect(Number.isFinite(num)).toBe(true);
  });

  test.prop([fc.constantFrom(...CHOICE_TYPES), fc.string()])('a typed string is never a valid choice response', (type, s) => {
    expect(checkAnswer(question(type, { kind: 'choice', options: ['A'] }), text(s)).invalid).toBe(true);
  });
});
