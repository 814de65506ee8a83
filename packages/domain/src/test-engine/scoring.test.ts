import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { JEE_ADVANCED_MULTIPLE, JEE_MAIN } from '../content/marking.ts';
import type { Question } from '../content/question-types.ts';
import { orderEvents, replayEvents, toResponse, type TestEvent } from './events.ts';
import { percentileAndRank, scoreAttempt } from './scoring.ts';

const abcd = ['A', 'B', 'C', 'D'].map((code) => ({ code, body: code }));
const base = { language: 'en', body: '?', hints: [], solution: '', idealTimeS: 60, difficulty: 3, primaryConcept: null, secondaryConcepts: [] };
const sc = (code: string, key: string): Question => ({ ...base, code, type: 'single_choice', options: abcd, answer: { kind: 'choice', options: [key] } });
const mc = (code: string, key: string[]): Question => ({ ...base, code, type: 'multiple_choice', options: abcd, answer: { kind: 'choice', options: key } });
const int = (code: string, value: number): Question => ({ ...base, code, type: 'integer', answer: { kind: 'integer', value } });

let eorder = 0;
const ev = (event_type: TestEvent['event_type'], question_code: string | null, t: number, selected?: string[] | string): TestEvent => ({
  eorder: ++eorder,
  event_type,
  question_code,
  t,
  ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
});

describe('replaying the event log', () => {
  it('follows the palette rules: saved, marked, cleared and unsaved selections', () => {
    const events = [
      ev('view_question', 'q1', 0),
      ev('select_answer', 'q1', 5, ['A']),
      ev('save_attempt', 'q1', 10, ['A']),
      ev('view_question', 'q2', 10),
      ev('select_answer', 'q2', 20, ['C']), // selected but never saved: not evaluated
      ev('view_question', 'q3', 30),
      ev('review_attempt', 'q3', 40, ['D']), // answered and marked for review: evaluated
      ev('view_question', 'q4', 40),
      ev('save_attempt', 'q4', 45, '7'),
      ev('clear_attempt', 'q4', 50),
      ev('freeze', null, 60),
      ev('save_attempt', 'q2', 61, ['B']), // after the freeze: ignored
    ];
    const replay = replayEvents(['q1', 'q2', 'q3', 'q4', 'q5'], events);
    expect(Object.fromEntries([...replay.questions].map(([c, q]) => [c, [q.status, q.answer, q.timeSpentS]]))).toEqual({
      q1: ['ANSWERED', ['A'], 10],
      q2: ['NOT_ANSWERED', null, 20],
      q3: ['ANSWERED_AND_MARKED_FOR_REVIEW', ['D'], 10],
      q4: ['NOT_ANSWERED', null, 20],
      q5: ['NOT_VISITED', null, 0],
    });
    expect(replay.frozenAt).toBe(events[10]!.eorder);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 1000 })])(
    'gives the same result however the events arrive (order and duplicates)',
    (answers, seed) => {
      const events: TestEvent[] = answers.flatMap((a, i) => [
        { eorder: 2 * i + 1, event_type: 'view_question' as const, question_code: `q${a}`, t: 2 * i },
        {
          eorder: 2 * i + 2,
          event_type: 'save_attempt' as const,
          question_code: `q${a}`,
          t: 2 * i + 1,
          event_info: { selected_answer: [String.fromCharCode(65 + ((a + i) % 4))] },
        },
      ]);
      const shuffled = [...events, ...events.slice(0, seed % events.length)].sort((x, y) => ((x.eorder * 7919 + seed) % 97) - ((y.eorder * 7919 + seed) % 97));
      expect(replayEvents(['q0', 'q1', 'q2', 'q3'], shuffled)).toEqual(replayEvents(['q0', 'q1', 'q2', 'q3'], events));
      expect(orderEvents(shuffled).map((e) => e.eorder)).toEqual(events.map((e) => e.eorder));
    },
  );

  it('turns saved answers into responses of the right kind, or none when they do not fit', () => {
    expect(toResponse(sc('x', 'A'), ['B'])).toEqual({ kind: 'choice', options: ['B'] });
    expect(toResponse(int('x', 1), '12')).toEqual({ kind: 'text', value: '12' });
    expect(toResponse(int('x', 1), ['12'])).toBeNull();
    expect(toResponse({ answer: { kind: 'matrix', pairs: {} } }, ['P:1', 'P:2', 'Q:3'])).toEqual({ kind: 'matrix', pairs: { P: ['1', '2'], Q: ['3'] } });
    expect(toResponse({ answer: { kind: 'matrix', pairs: {} } }, ['P1'])).toBeNull();
  });
});

describe('scoring an attempt', () => {
  it('applies each section’s marking per type and counts only evaluated answers', () => {
    const sections = [
      { code: 'physics', questions: [sc('p1', 'A'), sc('p2', 'B'), sc('p3', 'C'), int('p4', 42)], marking: { single_choice: JEE_MAIN, integer: JEE_MAIN } },
      { code: 'chemistry', questions: [mc('c1', ['A', 'B', 'C', 'D']), mc('c2', ['A', 'B'])], marking: { multiple_choice: JEE_ADVANCED_MULTIPLE } },
    ];
    const events = [
      ev('save_attempt', 'p1', 1, ['A']), // +4
      ev('save_attempt', 'p2', 2, ['C']), // −1
      ev('select_answer', 'p3', 3, ['C']), // never saved: 0
      ev('review_attempt', 'p4', 4, '42'), // answered and marked: +4
      ev('save_attempt', 'c1', 5, ['A', 'B', 'C']), // three of four: +3
      ev('save_attempt', 'c2', 6, ['A', 'C']), // a wrong option: −2
      ev('freeze', null, 7),
    ];
    const result = scoreAttempt(sections, replayEvents(['p1', 'p2', 'p3', 'p4', 'c1', 'c2'], events));
    expect(result.score).toBe(4 - 1 + 4 + 3 - 2);
    expect(result.maxMarks).toBe(16 + 8);
    expect(result.sections).toEqual([
      { code: 'physics', score: 7, maxMarks: 16, correct: 2, incorrect: 1, partial: 0, unattempted: 1, timeSpentS: 4 },
      { code: 'chemistry', score: 1, maxMarks: 8, correct: 0, incorrect: 1, partial: 1, unattempted: 0, timeSpentS: 2 },
    ]);
    expect(result.questions.find((q) => q.code === 'c1')).toMatchObject({ outcome: 'partial', marks: 3, status: 'ANSWERED', selectedAnswer: ['A', 'B', 'C'] });
  });

  test.prop([fc.array(fc.constantFrom('A', 'B', 'C', 'D', null), { minLength: 1, maxLength: 25 })])(
    'never scores above the maximum or below −1 per JEE Main question',
    (answers) => {
      const qs = answers.map((_, i) => sc(`q${i}`, 'A'));
      const events = answers.flatMap((a, i) => (a ? [ev('save_attempt', `q${i}`, i, [a])] : []));
      const result = scoreAttempt(
        [{ code: 's', questions: qs, marking: { single_choice: JEE_MAIN } }],
        replayEvents(
          qs.map((q) => q.code),
          events,
        ),
      );
      expect(result.score).toBe(answers.filter((a) => a === 'A').length * 4 - answers.filter((a) => a && a !== 'A').length);
      expect(result.score).toBeLessThanOrEqual(result.maxMarks);
      const s = result.sections[0]!;
      expect(s.correct + s.incorrect + s.partial + s.unattempted).toBe(answers.length);
    },
  );
});

describe('percentile and rank (NTA formula)', () => {
  it('is 100 × attempts at or below the score over all attempts; rank counts those above', () => {
    expect(percentileAndRank(50, [10, 50, 50, 90])).toEqual({ percentile: 75, rank: 2, attempts: 4 });
    expect(percentileAndRank(90, [10, 50, 50, 90])).toEqual({ percentile: 100, rank: 1, attempts: 4 });
    expect(percentileAndRank(10, [10, 20, 30])).toEqual({ percentile: 33.3333333, rank: 3, attempts: 3 });
    expect(percentileAndRank(0, [])).toEqual({ percentile: 100, rank: 1, attempts: 0 });
  });
});
