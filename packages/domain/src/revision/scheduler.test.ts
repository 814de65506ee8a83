import { describe, expect, it } from 'vitest';
import { newRevisionCard, reviewRevisionCard, revisionRetrievability } from './scheduler.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 6, 6, 0);

describe('the FSRS scheduler of the revision queue (ts-fsrs)', () => {
  it('schedules a first Again a day later (no minute steps) and a first Easy much later', () => {
    const again = reviewRevisionCard(newRevisionCard(T0), 'Again', T0);
    const easy = reviewRevisionCard(newRevisionCard(T0), 'Easy', T0);
    expect(again.dueMs - T0).toBe(DAY);
    expect(again.reps).toBe(1);
    expect(easy.dueMs - T0).toBeGreaterThan(5 * DAY);
  });

  it('grows the interval with Good reviews on time, and a lapse shrinks it and counts', () => {
    let c = reviewRevisionCard(newRevisionCard(T0), 'Again', T0);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      const at = c.dueMs;
      c = reviewRevisionCard(c, 'Good', at);
      gaps.push(c.dueMs - at);
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps[3]!).toBeGreaterThan(gaps[0]!);
    const lapsed = reviewRevisionCard(c, 'Again', c.dueMs);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.dueMs - c.dueMs).toBeLessThan(gaps[3]!);
  });

  it('Hard < Good < Easy in the next interval', () => {
    const c = reviewRevisionCard(newRevisionCard(T0), 'Again', T0);
    const at = c.dueMs;
    const [h, g, e] = (['Hard', 'Good', 'Easy'] as const).map((grade) => reviewRevisionCard(c, grade, at).dueMs - at);
    expect(h).toBeLessThan(g!);
    expect(g).toBeLessThan(e!);
  });

  it('retrievability falls with time and is about 90 % at the due date', () => {
    const c = reviewRevisionCard(reviewRevisionCard(newRevisionCard(T0), 'Again', T0), 'Good', T0 + DAY);
    expect(revisionRetrievability(c, T0 + DAY)).toBeCloseTo(1, 5);
    const atDue = revisionRetrievability(c, c.dueMs);
    expect(atDue).toBeGreaterThan(0.85);
    expect(atDue).toBeLessThan(0.95);
    expect(revisionRetrievability(c, c.dueMs + 30 * DAY)).toBeLessThan(atDue);
    expect(revisionRetrievability(newRevisionCard(T0), T0)).toBe(0);
  });
});
