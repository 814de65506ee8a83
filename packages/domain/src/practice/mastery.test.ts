import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chooseNextQuestion, DEFAULT_BKT, MASTERED, predictCorrect, targetDifficulty, updateMastery, type BktParams } from './mastery.ts';

const prob = fc.double({ min: 0, max: 1, noNaN: true });
const params = fc.record({
  init: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  learn: fc.double({ min: 0, max: 0.5, noNaN: true }),
  guess: fc.double({ min: 0, max: 0.4, noNaN: true }),
  slip: fc.double({ min: 0, max: 0.4, noNaN: true }),
  forget: fc.constant(0),
}) as fc.Arbitrary<BktParams>;

describe('Bayesian Knowledge Tracing', () => {
  it('matches the worked numbers of the update', () => {
    // prior 0.2, slip 0.1, guess 0.2: P(L|right) = 0.18 / (0.18 + 0.16) = 0.5294…; then learn 0.15, forget 0.02.
    const right = updateMastery(0.2, true);
    expect(right).toBeCloseTo(0.529411 * 0.98 + 0.470588 * 0.15, 5);
    // P(L|wrong) = 0.02 / (0.02 + 0.64) = 0.0303…
    expect(updateMastery(0.2, false)).toBeCloseTo(0.030303 * 0.98 + 0.969697 * 0.15, 5);
    expect(predictCorrect(0.5)).toBeCloseTo(0.5 * 0.9 + 0.5 * 0.2);
  });

  test.prop([prob, fc.boolean(), params, fc.boolean()])('keeps mastery a probability', (p, correct, ps, hint) => {
    const next = updateMastery(p, correct, ps, hint);
    expect(next).toBeGreaterThanOrEqual(0);
    expect(next).toBeLessThanOrEqual(1);
  });

  test.prop([fc.double({ min: 0.01, max: 0.99, noNaN: true }), params])(
    'moves up on a right answer and down on a wrong one (no forgetting, informative items)',
    (p, ps) => {
      fc.pre(1 - ps.slip > ps.guess);
      const posteriorRight = updateMastery(p, true, { ...ps, learn: 0 });
      const posteriorWrong = updateMastery(p, false, { ...ps, learn: 0 });
      expect(posteriorRight).toBeGreaterThanOrEqual(p - 1e-12);
      expect(posteriorWrong).toBeLessThanOrEqual(p + 1e-12);
    },
  );

  it('counts a right answer reached with a hint as weaker evidence', () => {
    expect(updateMastery(0.3, true, DEFAULT_BKT, true)).toBeLessThan(updateMastery(0.3, true, DEFAULT_BKT, false));
  });

  it('reaches mastery after a run of right answers and forgets slowly without practice', () => {
    let p = DEFAULT_BKT.init;
    let n = 0;
    while (p < MASTERED && n < 20) {
      p = updateMastery(p, true);
      n += 1;
    }
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(8);
  });
});

describe('choosing the next question', () => {
  const bank = [
    { code: 'a1', concept: 'a', difficulty: 2 },
    { code: 'a2', concept: 'a', difficulty: 5 },
    { code: 'a3', concept: 'a', difficulty: 8 },
    { code: 'b1', concept: 'b', difficulty: 3 },
    { code: 'b2', concept: 'b', difficulty: 6 },
  ];

  it('takes the weakest concept and a question near the learner’s edge', () => {
    const mastery = new Map([
      ['a', 0.6],
      ['b', 0.1],
    ]);
    expect(chooseNextQuestion(bank, mastery, new Set())!.code).toBe('b1');
    expect(
      chooseNextQuestion(
        bank,
        new Map([
          ['a', 0.1],
          ['b', 0.9],
        ]),
        new Set(),
      )!.code,
    ).toBe('a1');
    expect(
      chooseNextQuestion(
        bank,
        new Map([
          ['a', 0.5],
          ['b', 0.97],
        ]),
        new Set(),
      )!.code,
    ).toBe('a2');
    expect(targetDifficulty(0)).toBe(1.5);
    expect(targetDifficulty(1)).toBe(9.5);
  });

  test.prop([fc.array(fc.constantFrom('a1', 'a2', 'a3', 'b1', 'b2')), prob, prob])(
    'never serves a question already seen, and answers null when all were',
    (seenList, ma, mb) => {
      const seen = new Set<string>(seenList);
      const next = chooseNextQuestion(
        bank,
        new Map([
          ['a', ma],
          ['b', mb],
        ]),
        seen,
      );
      if (seen.size === bank.length) expect(next).toBeNull();
      else expect(seen.has(next!.code)).toBe(false);
    },
  );
});
