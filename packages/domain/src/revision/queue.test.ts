import { describe, expect, it } from 'vitest';
import { dailyQueue, revisionDay, validDailyCap } from './queue.ts';

const DAY = 86_400_000;
// 2025-01-10 10:00 in India (04:30 UTC).
const NOW = Date.UTC(2025, 0, 10, 4, 30);

describe('revisionDay', () => {
  it('is the calendar day in India (UTC+05:30)', () => {
    const d = revisionDay(NOW);
    expect(d.date).toBe('2025-01-10');
    expect(new Date(d.startMs).toISOString()).toBe('2025-01-09T18:30:00.000Z');
    expect(d.endMs - d.startMs).toBe(DAY);
    // 23:59 India on the 10th is still the 10th; 00:00 the 11th is not.
    expect(revisionDay(d.endMs - 1).date).toBe('2025-01-10');
    expect(revisionDay(d.endMs).date).toBe('2025-01-11');
  });
});

describe('dailyQueue (a missed week never shows as hundreds due)', () => {
  const card = (code: string, dueDaysAgo: number, r: number) => ({ code, dueMs: NOW - dueDaysAgo * DAY, retrievability: r });

  it('caps today, serves most overdue first, and keeps the rest waiting by retrievability', () => {
    const cards = [card('a', 1, 0.8), card('b', 7, 0.5), card('c', 3, 0.3), card('d', 2, 0.85), card('e', 5, 0.6), card('f', -3, 0.95)];
    const q = dailyQueue(cards, { nowMs: NOW, cap: 3, reviewedToday: 0 });
    // The three most forgotten (c 0.3, b 0.5, e 0.6), most overdue first.
    expect(q.today.map((c) => c.code)).toEqual(['b', 'e', 'c']);
    expect(q.waiting.map((c) => c.code)).toEqual(['a', 'd']);
    expect(q.remaining).toBe(3);
    expect(q.nextDueMs).toBe(NOW + 3 * DAY);
  });

  it('counts the due cards already reviewed today against the cap', () => {
    const cards = Array.from({ length: 150 }, (_, i) => card(`q${String(i).padStart(3, '0')}`, 1 + (i % 7), 0.4 + (i % 50) / 100));
    const q = dailyQueue(cards, { nowMs: NOW, cap: 20, reviewedToday: 15 });
    expect(q.today).toHaveLength(5);
    expect(q.waiting).toHaveLength(145);
    expect(dailyQueue(cards, { nowMs: NOW, cap: 20, reviewedToday: 25 }).today).toHaveLength(0);
    // Nothing lost: every due card is today's or waiting.
    const all = dailyQueue(cards, { nowMs: NOW, cap: 20, reviewedToday: 0 });
    expect(all.today.length + all.waiting.length).toBe(150);
    expect(all.waiting.map((c) => c.retrievability)).toEqual([...all.waiting.map((c) => c.retrievability)].sort((a, b) => a - b));
  });

  it('a card due later today is due today; one due tomorrow is not', () => {
    const { endMs } = revisionDay(NOW);
    const q = dailyQueue(
      [
        { code: 'x', dueMs: endMs - 1, retrievability: 0.9 },
        { code: 'y', dueMs: endMs, retrievability: 0.9 },
      ],
      { nowMs: NOW, cap: 20, reviewedToday: 0 },
    );
    expect(q.today.map((c) => c.code)).toEqual(['x']);
    expect(q.nextDueMs).toBe(endMs);
  });
});

describe('validDailyCap', () => {
  it('takes whole numbers 5–200', () => {
    expect([4, 5, 20, 200, 201, 7.5].map(validDailyCap)).toEqual([false, true, true, true, false, false]);
  });
});
