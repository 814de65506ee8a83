import { describe, expect, it } from 'vitest';
import { predictReadiness } from '../achieve/readiness.ts';
import { whatIfGains } from '../achieve/what-if.ts';
import { CHAPTERS, jeeInput, MARKING } from './fixtures.test-util.ts';
import { planJourney, testDayIndexes } from './plan.ts';
import { journeyDayMinutes, journeyDayNumber, type Journey, type JourneyStep } from './types.ts';

const steps = (j: Journey): JourneyStep[] => j.days.flatMap((d) => d.steps);
const learning = (j: Journey) => steps(j).filter((s) => s.kind !== 'test');

/** Every day within the daily minutes, days contiguous to the day before the exam, prerequisites first. */
function expectWellFormed(j: Journey): void {
  expect(j.days[0]?.date).toBe(j.startDate);
  expect(journeyDayNumber(j.examDate) - journeyDayNumber(j.startDate)).toBe(j.days.length);
  j.days.forEach((d, i) => {
    expect(journeyDayNumber(d.date)).toBe(journeyDayNumber(j.startDate) + i);
    expect(journeyDayMinutes(d)).toBeLessThanOrEqual(j.dailyMinutes);
    for (const s of d.steps) expect(s.day).toBe(d.date);
  });
  const order = steps(j).map((s) => s.id);
  expect(new Set(order).size).toBe(order.length);
  for (const s of steps(j)) for (const r of s.requires) expect(order.indexOf(r)).toBeLessThan(order.indexOf(s.id));
}

describe('planJourney', () => {
  it('keeps every day within the daily minutes and ends the day before the exam', () => {
    const j = planJourney(jeeInput());
    expectWellFormed(j);
    expect(j.days).toHaveLength(56);
    expect(j.days.at(-1)?.date).toBe('2027-01-21');
    expect(j.expectedMarks).toBeCloseTo(j.predictedMarks + steps(j).reduce((s, x) => s + x.gain, 0), 6);
    // A concept's last practice part reaches the threshold; minutes are its answers × 5.
    const parts = steps(j).filter((s) => s.kind === 'practice' && s.concept === 'chem-bonding-2');
    expect(parts.at(-1)?.masteryAfter).toBeGreaterThanOrEqual(0.95);
    for (const p of parts) expect(p.minutes).toBe((p.answers ?? 0) * 5);
  });

  it('starts with the weaker, heavier chapters (Chemistry), Physics later if at all', () => {
    const j = planJourney(jeeInput());
    const first = j.days[0]?.steps ?? [];
    expect(first.length).toBeGreaterThan(0);
    for (const s of first) expect(s.chapter).toMatch(/^chem-bonding/);
    const practice = steps(j).filter((s) => s.kind === 'practice' && !s.maintenance);
    const firstPhysics = practice.findIndex((s) => s.chapter?.startsWith('phy-'));
    const lastChemistry = practice.map((s) => s.chapter?.startsWith('chem-')).lastIndexOf(true);
    expect(firstPhysics === -1 || firstPhysics > practice.findIndex((s) => s.chapter?.startsWith('chem-'))).toBe(true);
    expect(lastChemistry).toBeGreaterThanOrEqual(0);
    // The heaviest weak chapter comes before the lightest weak one.
    const at = (c: string) => practice.findIndex((s) => s.chapter === c);
    expect(at('chem-bonding')).toBeLessThan(at('chem-thermo'));
  });

  it('puts a lesson before the practice of its concept, and skips lessons longer than a day', () => {
    const j = planJourney(jeeInput());
    const all = steps(j);
    const watch = all.find((s) => s.code === 'L-bond-1');
    const practice = all.find((s) => s.kind === 'practice' && s.concept === 'chem-bonding-1');
    expect(watch && practice?.requires).toContain(watch?.id);
    const organic = all.filter((s) => s.kind === 'practice' && s.chapter === 'chem-organic');
    const organicLesson = all.find((s) => s.code === 'L-organic');
    expect(organicLesson).toBeDefined();
    for (const p of organic) expect(p.requires.length).toBeGreaterThan(0);
    expect(all.some((s) => s.code === 'L-too-long')).toBe(false);
  });

  it('is deterministic: the same input gives the same journey and ids', () => {
    expect(planJourney(jeeInput())).toEqual(planJourney(jeeInput()));
  });

  it('places full tests two, four and six days before the exam (latest first served), never longer than a day', () => {
    expect(testDayIndexes(30, 7)).toEqual([3, 10, 17, 24, 26, 28]);
    const j = planJourney(jeeInput({ tests: [1, 2, 3, 4].map((n) => ({ code: `mock-${n}`, kind: 'full' as const, minutes: 90 })) }));
    const tests = steps(j).filter((s) => s.kind === 'test');
    expect(tests.map((t) => t.day)).toEqual(['2027-01-09', '2027-01-16', '2027-01-18', '2027-01-20']);
    expect(tests.map((t) => t.code)).toEqual(['mock-1', 'mock-2', 'mock-3', 'mock-4']);
    const long = planJourney(jeeInput({ tests: [{ code: 'mock-180', kind: 'full', minutes: 180 }] }));
    expect(steps(long).some((s) => s.kind === 'test')).toBe(false);
  });

  it('fills chapter tests, heaviest chapter first, when full tests run out', () => {
    const j = planJourney(jeeInput());
    const tests = steps(j).filter((s) => s.kind === 'test');
    expect(tests.map((t) => [t.code, t.day])).toEqual([
      ['mock-2', '2027-01-18'],
      ['ct-organic', '2027-01-20'],
    ]);
  });

  it('plans a near exam (3 days) within the minutes, the most useful steps only', () => {
    const j = planJourney(jeeInput({ examDate: '2026-11-30', dailyMinutes: 60 }));
    expectWellFormed(j);
    expect(j.days).toHaveLength(3);
    expect(learning(j).length).toBeGreaterThan(0);
    expect(j.expectedMarks).toBeLessThan(j.targetMarks);
    expect(steps(j).find((s) => s.kind === 'test')?.day).toBe('2026-11-28');
    // The days are used: what is left of a day is shorter than the shortest practice part (15 minutes).
    for (const d of j.days) expect(journeyDayMinutes(d)).toBeGreaterThan(60 - 15);
  });

  it('plans a far exam (six months): reaches the target, then maintenance steps', () => {
    const j = planJourney(jeeInput({ examDate: '2027-05-27', dailyMinutes: 60 }));
    expectWellFormed(j);
    expect(j.days).toHaveLength(181);
    expect(j.expectedMarks).toBeGreaterThanOrEqual(j.targetMarks);
    expect(j.days.at(-10)?.steps.every((s) => s.maintenance || s.kind === 'test')).toBe(true);
    for (const d of j.days) expect(d.steps.length).toBeGreaterThan(0);
  });

  it('plans without lessons: practice only, no watch step', () => {
    const j = planJourney(jeeInput({ lessons: [] }));
    expectWellFormed(j);
    expect(steps(j).some((s) => s.kind === 'watch')).toBe(false);
    expect(steps(j).some((s) => s.kind === 'practice')).toBe(true);
  });

  it('when the target is already met, plans maintenance (timed practice) every day and the tests', () => {
    const j = planJourney(jeeInput({ target: { marks: 100 } }));
    expectWellFormed(j);
    expect(j.predictedMarks).toBeGreaterThan(100);
    expect(steps(j).some((s) => s.kind === 'practice' || s.kind === 'watch')).toBe(false);
    for (const d of j.days) expect(d.steps.some((s) => s.kind === 'timed_practice' && s.maintenance)).toBe(true);
    expect(steps(j).filter((s) => s.kind === 'test')).toHaveLength(2);
  });

  it('uses the learning rate and marking of whatIfGains: an hour of practice gains what it says', () => {
    const input = {
      mastery: [{ chapter: 'c', mastery: 0.3, attempts: 1e6 }],
      weights: [{ chapter: 'c', subject: 's', weight: 1, papers: 1 }],
      marking: MARKING,
      maxMarks: 300,
    };
    const m = predictReadiness(input).chapters[0]?.mastery ?? 0;
    const [what] = whatIfGains(input, { rate: { conceptsPerChapter: 1 } });
    const j = planJourney({
      ...jeeInput({ lessons: [], tests: [] }),
      chapters: [{ chapter: 'c', weight: 1, mastery: m }],
      options: { maxPracticeMinutes: 60 },
    });
    const first = steps(j)[0];
    expect(first?.minutes).toBe(60);
    expect(first?.answers).toBe(12);
    expect(first?.masteryAfter).toBeCloseTo(1 - (1 - m) * 0.85 ** 12, 9);
    expect(first?.gain).toBeCloseTo(what?.marksPerHour ?? NaN, 6);
  });

  it('refuses bad input with a RangeError naming the field', () => {
    const bad: [string, Parameters<typeof jeeInput>[0]][] = [
      ['today', { today: '2026-02-30' }],
      ['examDate', { examDate: '2026-11-27' }],
      ['dailyMinutes', { dailyMinutes: 0 }],
      ['dailyMinutes', { dailyMinutes: 30.5 }],
      ['maxMarks', { maxMarks: -1 }],
      ['target', { target: { marks: 200, share: 0.5 } }],
      ['target.share', { target: { share: 1.5 } }],
      ['target.marks', { target: { marks: 400 } }],
      ['chapters', { chapters: [] }],
      ['chapters.weight', { chapters: [{ chapter: 'x', weight: -1, mastery: 0.5 }] }],
      ['chapters.mastery', { chapters: [{ chapter: 'x', weight: 1, mastery: 1.2 }] }],
      ['chapters.concepts.mastery', { chapters: [{ chapter: 'x', weight: 1, mastery: 0.2, concepts: [{ concept: 'y', mastery: -0.1 }] }] }],
      ['lessons.minutes', { lessons: [{ code: 'l', chapter: 'x', minutes: 0 }] }],
      ['tests.minutes', { tests: [{ code: 't', kind: 'full', minutes: Number.NaN }] }],
      ['options.threshold', { options: { threshold: 1 } }],
      ['marking.wrong', { marking: { ...MARKING, wrong: 1 } }],
      ['marking.guessRate', { marking: { ...MARKING, guessRate: 2 } }],
      ['chapters.chapter', { chapters: [CHAPTERS[0], CHAPTERS[0]].filter((c) => c !== undefined) }],
      ['chapters.concepts.concept', { chapters: [{ chapter: 'x', weight: 1, mastery: 0.2, concepts: [{ concept: 'y' }, { concept: 'y' }] }] }],
    ];
    for (const [field, o] of bad) expect(() => planJourney(jeeInput(o)), field).toThrow(new RegExp(`^${field.replaceAll('.', '\\.')} `));
    expect(() => planJourney(jeeInput({ dailyMinutes: 0 }))).toThrow(RangeError);
  });
});
