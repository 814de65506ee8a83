import { describe, expect, it } from 'vitest';
import {
  MAX_PER_SUBJECT,
  MIN_PER_SKILL,
  abilityBand,
  estimateAbility,
  itemInformation,
  itemParams,
  nextDiagnosticQuestion,
  pCorrect,
  seedMastery,
  subjectStop,
  type DiagnosticCandidate,
  type DiagnosticResponse,
} from './diagnostic.ts';
import { DEFAULT_BKT } from '../practice/mastery.ts';

const bank: DiagnosticCandidate[] = Array.from({ length: 120 }, (_, i) => ({
  code: `q${String(i).padStart(3, '0')}`,
  chapter: `c${i % 6}`,
  ...itemParams(1 + ((i * 7) % 10), i % 3 === 0 ? 'numerical' : 'single_choice'),
}));
const weights = new Map([
  ['c0', 0.4],
  ['c1', 0.3],
  ['c2', 0.2],
  ['c3', 0.1],
]);

/** Runs a subject's diagnostic to its stop with answers from `answer`; returns the answers and the stop. */
function run(answer: (q: DiagnosticCandidate, i: number) => boolean) {
  const responses: (DiagnosticResponse & { code: string; chapter: string })[] = [];
  for (;;) {
    const est = estimateAbility(responses);
    const stop = subjectStop(responses.length, est, bank.length - responses.length);
    if (stop !== 'open') return { responses, est, stop };
    const q = nextDiagnosticQuestion(bank, responses, weights, est.theta)!;
    responses.push({ ...q, correct: answer(q, responses.length) });
  }
}

describe('diagnostic item model', () => {
  it('maps the bank difficulty to logits and gives choice questions a guess floor', () => {
    expect(itemParams(1, 'single_choice')).toEqual({ b: -3, c: 0.25 });
    expect(itemParams(10, 'numerical')).toEqual({ b: 3, c: 0 });
    expect(pCorrect(-10, itemParams(5.5, 'single_choice'))).toBeCloseTo(0.25, 3);
    expect(pCorrect(0, itemParams(5.5, 'numerical'))).toBeCloseTo(0.5, 6);
  });

  it('is most informative where the question is pitched', () => {
    const item = itemParams(5.5, 'numerical');
    expect(itemInformation(0, item)).toBeGreaterThan(itemInformation(2, item));
    expect(itemInformation(0, item)).toBeGreaterThan(itemInformation(-2, item));
  });
});

describe('estimateAbility', () => {
  it('is the prior with no answers, rises with right answers and falls with wrong ones', () => {
    const prior = estimateAbility([]);
    expect(prior.theta).toBeCloseTo(0, 6);
    expect(prior.sd).toBeCloseTo(1, 2);
    const item = itemParams(5, 'numerical');
    const right = estimateAbility([{ ...item, correct: true }]);
    const wrong = estimateAbility([{ ...item, correct: false }]);
    expect(right.theta).toBeGreaterThan(0.2);
    expect(wrong.theta).toBeLessThan(-0.2);
    expect(right.sd).toBeLessThan(1);
  });
});

describe('the adaptive run', () => {
  it('asks at least MIN_PER_SKILL questions and settles a consistent student well before the cap', () => {
    const strong = run(() => true);
    const weak = run(() => false);
    expect(strong.responses.length).toBeGreaterThanOrEqual(MIN_PER_SKILL);
    expect(strong.responses.length).toBeLessThan(MAX_PER_SUBJECT);
    expect(strong.stop).toBe('settled');
    expect(abilityBand(strong.est.theta)).toBe('strong');
    expect(abilityBand(weak.est.theta)).toBe('needs_work');
  });

  it('follows the chapter weights: the heaviest chapter gets the most questions, every weighted chapter some', () => {
    const { responses } = run((_q, i) => i % 2 === 0);
    const per = new Map<string, number>();
    for (const r of responses) per.set(r.chapter, (per.get(r.chapter) ?? 0) + 1);
    expect(per.get('c0')).toBeGreaterThanOrEqual(per.get('c1') ?? 0);
    expect(per.get('c1')).toBeGreaterThanOrEqual(per.get('c3') ?? 0);
    for (const c of ['c0', 'c1', 'c2', 'c3']) expect(per.get(c) ?? 0).toBeGreaterThan(0);
  });

  it('picks harder questions after right answers than after wrong ones', () => {
    const up = nextDiagnosticQuestion(bank, [], weights, 1.5)!;
    const down = nextDiagnosticQuestion(bank, [], weights, -1.5)!;
    expect(up.chapter).toBe('c0');
    expect(up.b).toBeGreaterThan(down.b);
  });

  it('never asks a question twice and stops when the bank is empty', () => {
    const small = bank.slice(0, 2);
    const asked = [small[0]!];
    expect(nextDiagnosticQuestion(small, asked, weights, 0)!.code).toBe(small[1]!.code);
    expect(nextDiagnosticQuestion(small, small, weights, 0)).toBeNull();
    expect(subjectStop(2, { theta: 0, sd: 0.9 }, 0)).toBe('bank_exhausted');
    expect(subjectStop(MAX_PER_SUBJECT, { theta: 0, sd: 0.9 }, 10)).toBe('max_questions');
    expect(subjectStop(2, { theta: 0, sd: 0.1 }, 10)).toBe('open');
  });
});

describe('seedMastery', () => {
  it('applies one BKT observation per answer to the touched concepts only', () => {
    const seeded = seedMastery(new Map([['k1', 0.5]]), [
      { concept: 'k1', correct: true, difficulty: 5 },
      { concept: 'k2', correct: false, difficulty: 5 },
      { concept: 'k2', correct: false, difficulty: 5 },
    ]);
    expect(seeded.get('k1')!.mastery).toBeGreaterThan(0.5);
    expect(seeded.get('k2')!.mastery).toBeLessThan(DEFAULT_BKT.init);
    expect(seeded.get('k2')).toMatchObject({ answers: 2, correct: 0 });
    expect(seeded.has('k3')).toBe(false);
  });
});
