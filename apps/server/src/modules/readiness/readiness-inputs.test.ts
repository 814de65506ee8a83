import { describe, expect, it } from 'vitest';
import { calibrationPairs, chapterMastery, MIN_OWN_ATTEMPTS, paperFacts, percentileModel, referenceFor } from './readiness-inputs.ts';

const JEE = { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 };

describe('readiness inputs', () => {
  it('takes weights, marking and max marks from the full papers only', () => {
    const bundles = [
      { code: 'p1', name: 'Paper 1', sections: [{ code: 's', name: 'S', questionCodes: ['a', 'b'], markingByType: { single_choice: JEE, integer: JEE } }] },
      {
        code: 'p2',
        name: 'Paper 2',
        sections: [{ code: 's', name: 'S', questionCodes: ['a', 'c'], markingByType: { single_choice: JEE }, paperQuestionCount: 5 }],
      },
    ];
    const questions = [
      { code: 'a', type: 'single_choice', subject: 'physics', chapterCode: 'ch-a' },
      { code: 'b', type: 'integer', subject: 'physics', chapterCode: 'ch-b' },
      { code: 'c', type: 'single_choice', subject: 'physics', chapterCode: 'ch-c' },
    ];
    const f = paperFacts(bundles, questions)!;
    expect(f.papers).toEqual(['p1']);
    expect(f.maxMarks).toBe(8);
    expect(f.weights.map((w) => [w.chapter, w.weight])).toEqual([
      ['ch-a', 0.5],
      ['ch-b', 0.5],
    ]);
    expect(f.marking).toEqual({ right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.125 });
    expect(paperFacts([], [])).toBeNull();
  });

  it('averages P(known) over answered concepts per chapter, summing answers', () => {
    const chapterOf = new Map([
      ['k1', 'ch'],
      ['k2', 'ch'],
      ['k3', 'ch'],
    ]);
    const states = [
      { conceptCode: 'k1', mastery: 0.8, attempts: 3 },
      { conceptCode: 'k2', mastery: 0.4, attempts: 1 },
      { conceptCode: 'k3', mastery: 0.9, attempts: 0 },
    ];
    expect(chapterMastery(states, chapterOf)).toEqual([{ chapter: 'ch', mastery: expect.closeTo(0.6, 9), attempts: 4, concepts: 2 }]);
  });

  it('uses the published JEE Main reference (scaled to the paper), our own data past the threshold, or none', () => {
    const ref = percentileModel('jee-main', 300, { total: 10, shares: [] });
    expect(ref.source).toMatchObject({ kind: 'reference', attempts: 10, min_own_attempts: MIN_OWN_ATTEMPTS });
    expect(ref.source.source).toContain('sakshieducation');
    expect(ref.of!(210)).toBeCloseTo(99, 6);
    expect(percentileModel('jee-main', 150, { total: 0, shares: [] }).of!(105)).toBeCloseTo(99, 6);
    expect(referenceFor('jee-main')!.candidates.count).toBeGreaterThan(1_000_000);

    const none = percentileModel('cbse-class-10', 80, { total: 0, shares: [] });
    expect(none.source.kind).toBe('none');
    expect(none.of).toBeUndefined();

    const shares = Array.from({ length: MIN_OWN_ATTEMPTS }, (_, i) => i / MIN_OWN_ATTEMPTS);
    const own = percentileModel('cbse-class-10', 100, { total: shares.length, shares });
    expect(own.source.kind).toBe('own');
    expect(own.of!(50)).toBeCloseTo(50.1, 1);
  });
});

describe('calibrationPairs (decision 023, "Calibration")', () => {
  const at = (iso: string) => new Date(`2026-11-${iso}Z`);
  const predictions = [
    { profileId: 'a', masteryShare: 0.2, createdAt: at('01T10:00:00') },
    { profileId: 'a', masteryShare: 0.3, createdAt: at('05T10:00:00') },
    { profileId: 'b', masteryShare: 0.5, createdAt: at('03T10:00:00') },
  ];
  const max = new Map([
    ['jee-main-mock-1', 300],
    ['jee-adv-2019-p1', 180],
  ]);

  it('pairs each test with the last prediction its own profile was shown before it started', () => {
    const pairs = calibrationPairs(
      [
        { profileId: 'a', bundleCode: 'jee-main-mock-1', startedAt: at('04T10:00:00'), score: 90 },
        { profileId: 'a', bundleCode: 'jee-main-mock-1', startedAt: at('06T10:00:00'), score: 120 },
        { profileId: 'b', bundleCode: 'jee-adv-2019-p1', startedAt: at('04T10:00:00'), score: 200 },
      ],
      predictions,
      max,
    );
    expect(pairs).toEqual([
      { masteryShare: 0.2, share: 0.3 },
      { masteryShare: 0.3, share: 0.4 },
      { masteryShare: 0.5, share: 1 },
    ]);
  });

  it('leaves out a test with no prediction before it, or of a paper of unknown marks', () => {
    const pairs = calibrationPairs(
      [
        { profileId: 'a', bundleCode: 'jee-main-mock-1', startedAt: at('01T09:00:00'), score: 90 },
        { profileId: 'c', bundleCode: 'jee-main-mock-1', startedAt: at('06T10:00:00'), score: 90 },
        { profileId: 'b', bundleCode: 'unknown-paper', startedAt: at('06T10:00:00'), score: 90 },
      ],
      predictions,
      max,
    );
    expect(pairs).toEqual([]);
  });
});
