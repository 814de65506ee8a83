import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../content/question-types.ts';
import { pickCustomTest, standardMarking, type CustomCandidate } from './custom-test.ts';

const bank: CustomCandidate[] = [];
for (const subject of ['physics', 'chemistry']) {
  for (let ch = 1; ch <= 3; ch += 1) {
    for (let i = 0; i < 6; i += 1) {
      bank.push({
        code: `${subject}-${ch}-${i}`,
        subject,
        chapter: `${subject}-ch${ch}`,
        type: i % 3 === 0 ? 'integer' : 'single_choice',
        difficulty: 1 + ((i * 3 + ch) % 10),
      });
    }
  }
}

describe('create-your-own-test', () => {
  it('shares the count between subjects and spreads each over its chapters', () => {
    const picked = pickCustomTest(bank, ['physics', 'chemistry'], { questionCount: 7, difficulty: 'mixed' }, 42);
    expect(picked.map((s) => [s.subject, s.questions.length])).toEqual([
      ['physics', 4],
      ['chemistry', 3],
    ]);
    expect(new Set(picked[0]!.questions.slice(0, 3).map((c) => c.split('-')[1]))).toEqual(new Set(['1', '2', '3']));
  });

  it('keeps to the difficulty band and the allowed types, and is the same for the same seed', () => {
    const hard = pickCustomTest(bank, ['physics'], { questionCount: 50, difficulty: 'hard', types: ['integer'] }, 7);
    const byCode = new Map(bank.map((c) => [c.code, c]));
    for (const code of hard[0]!.questions) {
      expect(byCode.get(code)!.difficulty).toBeGreaterThanOrEqual(7);
      expect(byCode.get(code)!.type).toBe('integer');
    }
    expect(pickCustomTest(bank, ['physics'], { questionCount: 5, difficulty: 'mixed' }, 9)).toEqual(
      pickCustomTest(bank, ['physics'], { questionCount: 5, difficulty: 'mixed' }, 9),
    );
  });

  test.prop([fc.integer({ min: 1, max: 60 }), fc.constantFrom('easy', 'medium', 'hard', 'mixed' as const), fc.integer()])(
    'never repeats a question nor gives more than asked or available',
    (count, difficulty, seed) => {
      const picked = pickCustomTest(bank, ['physics', 'chemistry'], { questionCount: count, difficulty }, seed);
      const all = picked.flatMap((s) => s.questions);
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBeLessThanOrEqual(count);
      const available = bank.filter(
        (c) =>
          difficulty === 'mixed' ||
          (difficulty === 'easy' ? c.difficulty <= 3 : difficulty === 'medium' ? c.difficulty >= 4 && c.difficulty <= 6 : c.difficulty >= 7),
      ).length;
      expect(all.length).toBe(Math.min(count, available));
    },
  );

  it('marks as the exam does', () => {
    expect(standardMarking('jee-main', 'integer')).toEqual({ kind: 'simple', correct: 4, wrong: -1, unanswered: 0 });
    expect(standardMarking('jee-advanced', 'multiple_choice' as QuestionType).kind).toBe('jee-advanced-multiple');
    expect(standardMarking('cbse-class-10', 'single_choice')).toEqual({ kind: 'simple', correct: 1, wrong: 0, unanswered: 0 });
  });
});
