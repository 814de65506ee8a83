import { describe, expect, it } from 'vitest';
import { chapterWeights, type PaperQuestion } from './chapter-weights.ts';

const q = (paper: string, subject: string, chapter: string, marks = 4): PaperQuestion => ({ paper, subject, chapter, marks });

describe('chapterWeights', () => {
  it('gives each chapter its share of a paper’s marks, averaged over papers (0 where a paper left it out)', () => {
    const questions = [
      // Paper A: 4 questions of 4 marks; mechanics 2, optics 1, organic 1.
      q('A', 'physics', 'mechanics'),
      q('A', 'physics', 'mechanics'),
      q('A', 'physics', 'optics'),
      q('A', 'chemistry', 'organic'),
      // Paper B: 2 questions of 3 marks; mechanics 1, organic 1 (no optics).
      q('B', 'physics', 'mechanics', 3),
      q('B', 'chemistry', 'organic', 3),
    ];
    const w = chapterWeights(questions);
    expect(w.map((x) => [x.chapter, x.subject, x.papers])).toEqual([
      ['mechanics', 'physics', 2],
      ['organic', 'chemistry', 2],
      ['optics', 'physics', 1],
    ]);
    expect(w[0]!.weight).toBeCloseTo((0.5 + 0.5) / 2, 12);
    expect(w[1]!.weight).toBeCloseTo((0.25 + 0.5) / 2, 12);
    expect(w[2]!.weight).toBeCloseTo(0.25 / 2, 12);
    expect(w.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 12);
  });

  it('weighs a paper by its share, not its size, and by marks, not question count', () => {
    const small = [q('S', 'maths', 'algebra', 4), q('S', 'maths', 'calculus', 12)];
    const large = Array.from({ length: 30 }, (_, i) => q('L', 'maths', i < 15 ? 'algebra' : 'calculus'));
    const w = new Map(chapterWeights([...small, ...large]).map((x) => [x.chapter, x.weight]));
    expect(w.get('algebra')).toBeCloseTo((0.25 + 0.5) / 2, 12);
    expect(w.get('calculus')).toBeCloseTo((0.75 + 0.5) / 2, 12);
  });

  it('leaves out questions without marks, and is empty without any', () => {
    expect(chapterWeights([])).toEqual([]);
    expect(chapterWeights([q('A', 'physics', 'x', 0)])).toEqual([]);
    expect(chapterWeights([q('A', 'physics', 'x', 0), q('A', 'physics', 'y')])).toEqual([{ chapter: 'y', subject: 'physics', weight: 1, papers: 1 }]);
  });
});
