/** Test fixtures of the journey planner: a small JEE Main-like exam. */
import type { JourneyInput } from './types.ts';

export const MARKING = { right: 4, wrong: -1, guessRate: 0.5, guessRight: 0.25 };

const concepts = (chapter: string, n: number) => Array.from({ length: n }, (_, i) => ({ concept: `${chapter}-${i + 1}` }));

/** Twelve chapters of three subjects, four concepts each: Physics strong, Chemistry weak, Maths between; weights sum to 1. */
export const CHAPTERS = [
  ...['kinematics', 'optics', 'waves', 'electrostatics'].map((c, i) => ({
    chapter: `phy-${c}`,
    subject: 'physics',
    weight: 0.1 - i * 0.02,
    mastery: 0.8,
    concepts: concepts(`phy-${c}`, 4),
  })),
  ...['bonding', 'organic', 'equilibrium', 'thermo'].map((c, i) => ({
    chapter: `chem-${c}`,
    subject: 'chemistry',
    weight: 0.1 - i * 0.02,
    mastery: 0.15,
    concepts: concepts(`chem-${c}`, 4),
  })),
  ...['sets', 'calculus', 'vectors', 'probability'].map((c, i) => ({
    chapter: `math-${c}`,
    subject: 'maths',
    weight: 0.1 - i * 0.02,
    mastery: 0.5,
    concepts: concepts(`math-${c}`, 4),
  })),
].map((c) => ({ ...c, weight: (c.weight * 1) / 0.84 }));

/** Physics strong, Chemistry weak; lessons for some concepts; two full mocks and a chapter test. */
export function jeeInput(overrides: Partial<JourneyInput> = {}): JourneyInput {
  return {
    today: '2026-11-27',
    examDate: '2027-01-22',
    dailyMinutes: 120,
    target: { share: 0.8 },
    maxMarks: 300,
    marking: MARKING,
    chapters: CHAPTERS,
    lessons: [
      { code: 'L-bond-1', chapter: 'chem-bonding', concept: 'chem-bonding-1', minutes: 20 },
      { code: 'L-organic', chapter: 'chem-organic', minutes: 30 },
      { code: 'L-too-long', chapter: 'math-calculus', minutes: 500 },
    ],
    tests: [
      { code: 'mock-1', kind: 'full', minutes: 180 },
      { code: 'mock-2', kind: 'full', minutes: 90 },
      { code: 'ct-organic', kind: 'chapter', chapter: 'chem-organic', minutes: 60 },
    ],
    ...overrides,
  };
}
