import { describe, expect, it } from 'vitest';
import {
  bookTocChapters,
  isPajPractice,
  isPracticeQuestionType,
  pajFieldsOf,
  PRACTICE_PAJ_FIELDS,
  sessionExtras,
  sessionStartQuestion,
} from './session-scope.ts';

describe('practice question types', () => {
  it('serves auto-marked types only', () => {
    expect(isPracticeQuestionType('single_choice')).toBe(true);
    expect(isPracticeQuestionType('matrix_match_single_choice')).toBe(true);
    expect(isPracticeQuestionType('subjective_answer')).toBe(false);
    expect(isPracticeQuestionType('')).toBe(false);
  });
});

describe("a book's chapters", () => {
  it('walks the table of contents depth first, each chapter once', () => {
    const toc = [
      { title: 'Part 1', children: [{ chapter: 'ch1' }, { chapter: 'ch2', children: [{ chapter: 'ch1' }] }] },
      { chapter: 'ch3' },
      { title: 'no chapter' },
    ];
    expect(bookTocChapters(toc)).toEqual(['ch1', 'ch2', 'ch3']);
  });

  it('is empty for a missing or odd toc', () => {
    expect(bookTocChapters(undefined)).toEqual([]);
    expect(bookTocChapters({ chapter: 'x' })).toEqual([]);
  });
});

describe('what a session keeps', () => {
  it('keeps every guided-journey field, null when missing', () => {
    const paj = pajFieldsOf({ paj_id: 'p1', paj_step_index: 0 });
    expect(Object.keys(paj)).toEqual([...PRACTICE_PAJ_FIELDS]);
    expect(paj).toMatchObject({ paj_id: 'p1', paj_step_index: 0, concept_code: null, duration_in_minutes: null });
  });

  it('keeps the other fields sent as meta', () => {
    expect(
      sessionExtras({ type: 'Normal', learning_map: {}, device: 'web', source: 'home', paj_id: 'p', title: 't', questionCode: 'q', school_id: undefined }),
    ).toEqual({ device: 'web', source: 'home' });
  });

  it('starts adhoc and guided practice with their question', () => {
    expect(sessionStartQuestion({ type: 'AdhocPractice', questionCode: 'q1' })).toBe('q1');
    expect(sessionStartQuestion({ type: 'PAJPractice', questionCode: 'q2' })).toBe('q2');
    expect(sessionStartQuestion({ type: 'PAJPractice' })).toBeNull();
    expect(sessionStartQuestion({ type: 'Normal', questionCode: 'q3' })).toBeNull();
  });

  it('names the guided-journey kinds', () => {
    expect(isPajPractice('PAJPractice')).toBe(true);
    expect(isPajPractice('PAJNQEPractice')).toBe(true);
    expect(isPajPractice('AdhocPractice')).toBe(false);
  });
});
