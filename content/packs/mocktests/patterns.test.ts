/**
 * The mock tests follow their exam's published pattern (issue #3 §3 "Mock tests for the other
 * exams"): section order and sizes, question types per section, marking and duration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, loadPacks } from '../../lib/packs.ts';

const packs = loadPacks();
const tests = new Map(packs.flatMap(({ pack }) => pack.mocktests).map((t) => [t.code, t]));
const info = new Map<string, { type: string; subject: string }>();
for (const { pack } of packs) for (const q of pack.questions) info.set(q.code, { type: q.type, subject: q.subject });
const JEEBENCH_TYPES: Record<string, string> = {
  MCQ: 'single_choice',
  'MCQ(multiple)': 'multiple_choice',
  Integer: 'integer',
  Numeric: 'numerical_operations',
};
const JEEBENCH_SUBJECTS: Record<string, string> = { phy: 'physics', chem: 'chemistry', math: 'mathematics' };
for (const r of JSON.parse(readFileSync(join(CONTENT_DIR, 'jeebench', 'dataset.json'), 'utf8')) as {
  description: string;
  index: number;
  subject: string;
  type: string;
}[]) {
  const [, year, paper] = /(\d{4}) Paper (\d)/u.exec(r.description)!;
  info.set(`jeebench-${year}-p${paper}-q${r.index}`, { type: JEEBENCH_TYPES[r.type]!, subject: JEEBENCH_SUBJECTS[r.subject]! });
}

/** Per section: its code, question count by type, subjects, and the marking of each type present. */
function shape(code: string) {
  const test = tests.get(code);
  expect(test, `mock test ${code}`).toBeDefined();
  return {
    exam: test!.exam,
    durationS: test!.durationS,
    distinct: new Set(test!.sections.flatMap((s) => s.questions)).size,
    sections: test!.sections.map((s) => {
      const types: Record<string, number> = {};
      for (const c of s.questions) types[info.get(c)!.type] = (types[info.get(c)!.type] ?? 0) + 1;
      return { code: s.code, types, subjects: [...new Set(s.questions.map((c) => info.get(c)!.subject))], marking: s.marking };
    }),
  };
}
const plusFourMinusOne = { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 };

describe('mock tests follow their exam pattern', () => {
  it('JEE Main: Physics, Chemistry, Mathematics with 20 MCQ + 5 integer each, +4/−1, 180 minutes', () => {
    const s = shape('jee-main-mock-1');
    expect(s).toMatchObject({ exam: 'jee-main', durationS: 10800, distinct: 75 });
    expect(s.sections.map((x) => [x.code, x.types, x.subjects])).toEqual([
      ['physics', { single_choice: 20, integer: 5 }, ['physics']],
      ['chemistry', { single_choice: 20, integer: 5 }, ['chemistry']],
      ['mathematics', { single_choice: 20, integer: 5 }, ['mathematics']],
    ]);
    for (const x of s.sections) expect(x.marking).toEqual({ single_choice: plusFourMinusOne, integer: plusFourMinusOne });
  });

  it('NEET UG: Physics 45, Chemistry 45, Botany 45, Zoology 45, one correct option each, +4/−1, 180 minutes', () => {
    const s = shape('neet-ug-mock-1');
    expect(s).toMatchObject({ exam: 'neet-ug', durationS: 10800, distinct: 180 });
    expect(s.sections.map((x) => [x.code, Object.values(x.types).reduce((a, b) => a + b, 0), x.subjects])).toEqual([
      ['physics', 45, ['physics']],
      ['chemistry', 45, ['chemistry']],
      ['botany', 45, ['biology']],
      ['zoology', 45, ['biology']],
    ]);
    for (const x of s.sections) {
      for (const type of Object.keys(x.types)) expect(['single_choice', 'assertion_reason', 'matrix_match_single_choice']).toContain(type);
      for (const scheme of Object.values(x.marking)) expect(scheme).toEqual(plusFourMinusOne);
    }
  });

  it('CBSE class 10 mathematics: sections A–E of 20, 5, 6, 4, 3 questions worth 1, 2, 3, 5, 4 marks, 80 in all, no negative marks', () => {
    const s = shape('cbse-10-mathematics-mock-1');
    expect(s).toMatchObject({ exam: 'cbse-class-10', durationS: 10800, distinct: 38 });
    const sizes = s.sections.map((x) => [x.code, Object.values(x.types).reduce((a, b) => a + b, 0)]);
    expect(sizes).toEqual([
      ['section-a', 20],
      ['section-b', 5],
      ['section-c', 6],
      ['section-d', 4],
      ['section-e', 3],
    ]);
    let total = 0;
    s.sections.forEach((x, i) => {
      const marks = [1, 2, 3, 5, 4][i]!;
      for (const scheme of Object.values(x.marking)) expect(scheme).toEqual({ kind: 'simple', correct: marks, wrong: 0, unanswered: 0 });
      total += marks * (sizes[i]![1] as number);
    });
    expect(total).toBe(80);
  });
});
