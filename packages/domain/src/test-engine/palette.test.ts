import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  answeredDelta,
  answeredShare,
  isEvaluated,
  moveCount,
  nextStatus,
  PALETTE_STATUSES,
  summarize,
  type PaletteAction,
  type PaletteStatus,
} from './palette.ts';

const NV = 'NOT_VISITED';
const NA = 'NOT_ANSWERED';
const A = 'ANSWERED';
const MR = 'MARKED_FOR_REVIEW';
const AMR = 'ANSWERED_AND_MARKED_FOR_REVIEW';

describe('palette status rules (learning.md §4 Tests)', () => {
  // Every (status, action, answer) triple, written out: [from, action, hasAnswer, to].
  const table: [PaletteStatus, PaletteAction, boolean, PaletteStatus][] = [
    [NV, 'view', false, NA],
    [NV, 'view', true, NA],
    [NA, 'view', false, NA],
    [A, 'view', true, A],
    [MR, 'view', false, MR],
    [AMR, 'view', true, AMR],
    // save, no answer
    [NV, 'save', false, NA],
    [NA, 'save', false, NA],
    [A, 'save', false, NA],
    [MR, 'save', false, MR],
    [AMR, 'save', false, MR],
    // save, with an answer
    [NV, 'save', true, A],
    [NA, 'save', true, A],
    [A, 'save', true, A],
    [MR, 'save', true, AMR],
    [AMR, 'save', true, AMR],
    // toggle review, no answer
    [NV, 'toggle_review', false, MR],
    [NA, 'toggle_review', false, MR],
    [A, 'toggle_review', false, MR],
    [MR, 'toggle_review', false, NA],
    [AMR, 'toggle_review', false, MR],
    // toggle review, with an answer
    [NV, 'toggle_review', true, MR],
    [NA, 'toggle_review', true, MR],
    [A, 'toggle_review', true, AMR],
    [MR, 'toggle_review', true, NA],
    [AMR, 'toggle_review', true, A],
    // clear (the answer is gone afterwards)
    [NV, 'clear', true, NA],
    [NA, 'clear', false, NA],
    [A, 'clear', true, NA],
    [MR, 'clear', false, MR],
    [AMR, 'clear', true, MR],
  ];
  it.each(table)('%s + %s (answer: %s) → %s', (from, action, hasAnswer, to) => {
    expect(nextStatus(from, action, hasAnswer)).toBe(to);
  });

  it('evaluates only Answered and Answered & Marked for Review (NTA rule)', () => {
    expect(PALETTE_STATUSES.filter(isEvaluated)).toEqual([A, AMR]);
  });
});

describe('summary counts', () => {
  const status = fc.constantFrom(...PALETTE_STATUSES);
  const step = fc.record({ q: fc.nat(29), action: fc.constantFrom<PaletteAction>('view', 'save', 'toggle_review', 'clear'), hasAnswer: fc.boolean() });

  test.prop([fc.integer({ min: 1, max: 30 }), fc.array(step, { maxLength: 200 })])('always sum to the question count and match a recount', (n, steps) => {
    const statuses: PaletteStatus[] = Array.from({ length: n }, () => NV);
    let summary = summarize(statuses);
    let answered = 0;
    for (const { q, action, hasAnswer } of steps) {
      const i = q % n;
      const from = statuses[i]!;
      const to = nextStatus(from, action, action === 'clear' ? false : hasAnswer);
      summary = moveCount(summary, from, to);
      answered += answeredDelta(from, to);
      statuses[i] = to;
      expect(Object.values(summary).reduce((a, b) => a + b, 0)).toBe(n);
    }
    expect(summary).toEqual(summarize(statuses));
    expect(answered).toBe(statuses.filter(isEvaluated).length);
    expect(answeredShare(summary)).toBeCloseTo(answered / n);
  });

  test.prop([status, fc.constantFrom<PaletteAction>('save', 'toggle_review', 'clear'), fc.boolean()])(
    'never returns a question to Not Visited once acted on',
    (from, action, hasAnswer) => {
      expect(nextStatus(from, action, hasAnswer)).not.toBe(NV);
    },
  );

  test.prop([status, fc.constantFrom<PaletteAction>('view', 'save', 'toggle_review', 'clear')])(
    'with no answer never reaches an answered state',
    (from, action) => {
      const to = nextStatus(from, action, false);
      if (action === 'view') expect(to === from || (from === NV && to === NA)).toBe(true);
      else expect(isEvaluated(to)).toBe(false);
    },
  );

  it('reports the answered share at submission', () => {
    expect(answeredShare({ notVisited: 1, notAnswered: 1, answered: 1, reviewNow: 0, answeredAndMarkedForReview: 1 })).toBe(0.5);
    expect(answeredShare(summarize([]))).toBe(0);
  });
});
