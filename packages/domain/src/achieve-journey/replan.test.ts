import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CHAPTERS, jeeInput } from './fixtures.test-util.ts';
import { planJourney } from './plan.ts';
import { extendJourney, replanJourney, withStepTest, type StepProgress } from './replan.ts';
import { journeyDayMinutes, journeyDayNumber, journeyIsoDay, type Journey, type JourneyStep } from './types.ts';

const steps = (j: Journey): JourneyStep[] => j.days.flatMap((d) => d.steps);
const plus = (day: string, n: number) => journeyIsoDay(journeyDayNumber(day) + n);
const dayOf = (j: Journey, date: string) => j.days.find((d) => d.date === date);

function expectWithinMinutes(j: Journey): void {
  for (const d of j.days) expect(journeyDayMinutes(d), d.date).toBeLessThanOrEqual(j.dailyMinutes);
}

describe('replanJourney', () => {
  it('four days forward with nothing done: today is no longer than the daily minutes, and the changes say so', () => {
    const j = planJourney(jeeInput());
    const today = plus(j.startDate, 4);
    const { journey, changes, summary } = replanJourney(j, [], today);
    expectWithinMinutes(journey);
    const todays = dayOf(journey, today);
    expect(todays && journeyDayMinutes(todays)).toBeGreaterThan(0);
    // What was due on the first day comes first today.
    const firstDay = j.days[0]?.steps.map((s) => s.id) ?? [];
    for (const id of firstDay) expect(todays?.steps.map((s) => s.id)).toContain(id);
    expect(changes.filter((c) => c.change === 'moved' && c.reason === 'missed').length).toBeGreaterThan(0);
    expect(changes.find((c) => c.stepId === firstDay[0])).toMatchObject({ change: 'moved', from: j.startDate, to: today, reason: 'missed' });
    expect(summary.moved).toBe(changes.filter((c) => c.change === 'moved').length);
    // Nothing is left on the missed days.
    for (const d of journey.days.slice(0, 4)) expect(d.steps).toEqual([]);
    // Prerequisites still come first.
    const order = steps(journey).map((s) => s.id);
    for (const s of steps(journey)) for (const r of s.requires) if (order.includes(r)) expect(order.indexOf(r)).toBeLessThan(order.indexOf(s.id));
  });

  it('keeps completed steps completed, on their day, and out of the changes', () => {
    const j = planJourney(jeeInput());
    const done = (j.days[0]?.steps ?? []).map((s) => ({ stepId: s.id, status: 'done' as const }));
    const { journey, changes } = replanJourney(j, done, plus(j.startDate, 3));
    for (const { stepId } of done) {
      const s = steps(journey).find((x) => x.id === stepId);
      expect(s).toMatchObject({ status: 'done', day: j.startDate });
      expect(changes.some((c) => c.stepId === stepId)).toBe(false);
    }
    expectWithinMinutes(journey);
  });

  it('keeps the progress of a partly done practice, and counts only what is left', () => {
    const j = planJourney(jeeInput());
    const p = steps(j).find((s) => s.kind === 'practice');
    if (!p) throw new Error('no practice');
    const { journey } = replanJourney(j, [{ stepId: p.id, status: 'partial', minutesDone: 20 }], plus(j.startDate, 1));
    const moved = steps(journey).find((s) => s.id === p.id);
    expect(moved).toMatchObject({ status: 'planned', minutesDone: 20, minutes: p.minutes, day: plus(j.startDate, 1) });
    expectWithinMinutes(journey);
  });

  it('a partly done step finished on a later day counts only what was left on that day', () => {
    const j = planJourney(jeeInput({ examDate: plus('2026-11-27', 10) }));
    const p = steps(j).find((s) => s.kind === 'practice' && s.minutes === 45);
    if (!p) throw new Error('no practice');
    const first = replanJourney(j, [{ stepId: p.id, status: 'partial', minutesDone: 35 }], plus(p.day, 1)).journey;
    const day = steps(first).find((s) => s.id === p.id)?.day ?? '';
    const others = (dayOf(first, day)?.steps ?? []).filter((s) => s.id !== p.id).map((s) => ({ stepId: s.id, status: 'done' as const }));
    const second = replanJourney(first, [{ stepId: p.id, status: 'done' }, ...others], plus(day, 1)).journey;
    expect(steps(second).find((s) => s.id === p.id)).toMatchObject({ status: 'done', minutesDone: 35, day });
    expectWithinMinutes(second);
  });

  it('leaves the journey as it is when nothing was missed', () => {
    const j = planJourney(jeeInput());
    const done = (j.days[0]?.steps ?? []).map((s) => ({ stepId: s.id, status: 'done' as const }));
    const { changes, journey } = replanJourney(j, done, plus(j.startDate, 1));
    expect(changes).toEqual([]);
    expect(journey.days.slice(1)).toEqual(j.days.slice(1));
  });

  it('drops what no longer fits before a near exam, the last of the plan first, and keeps tests ahead on their day', () => {
    const j = planJourney(jeeInput({ examDate: plus('2026-11-27', 8), dailyMinutes: 90 }));
    const test = steps(j).find((s) => s.kind === 'test');
    const { journey, changes, summary } = replanJourney(j, [], plus(j.startDate, 3));
    expectWithinMinutes(journey);
    expect(summary.dropped).toBeGreaterThan(0);
    const dropped = changes.filter((c) => c.change === 'dropped');
    for (const c of dropped) expect(['no_room_before_exam', 'requires_dropped']).toContain(c.reason);
    expect(journey.dropped.map((s) => s.id)).toEqual(dropped.map((c) => c.stepId));
    // The first planned steps are kept; the dropped ones were planned later.
    const order = steps(j).map((s) => s.id);
    const kept = steps(journey).map((s) => order.indexOf(s.id));
    for (const c of dropped) if (c.reason === 'no_room_before_exam') expect(order.indexOf(c.stepId)).toBeGreaterThan(Math.min(...kept));
    expect(steps(journey).find((s) => s.id === test?.id)?.day).toBe(test?.day);
    expect(journey.expectedMarks).toBeLessThan(j.expectedMarks);
  });

  it('refuses a bad day or bad progress with a RangeError naming the field', () => {
    const j = planJourney(jeeInput());
    const id = j.days[0]?.steps[0]?.id ?? '';
    expect(() => replanJourney(j, [], 'tomorrow')).toThrow(/^today /);
    expect(() => replanJourney(j, [], '2026-11-26')).toThrow(/^today /);
    expect(() => replanJourney(j, [], j.examDate)).toThrow(/^today /);
    expect(() => replanJourney(j, [{ stepId: 'nope', status: 'done' }], j.startDate)).toThrow(/^progress\.stepId /);
    expect(() => replanJourney(j, [{ stepId: id, status: 'partial', minutesDone: 999 }], j.startDate)).toThrow(/^progress\.minutesDone /);
  });

  test.prop(
    [
      fc.array(
        fc.record({ skip: fc.integer({ min: 1, max: 6 }), doneShare: fc.double({ min: 0, max: 1, noNaN: true }), partial: fc.integer({ min: 0, max: 40 }) }),
        {
          minLength: 1,
          maxLength: 8,
        },
      ),
      fc.integer({ min: 10, max: 70 }),
      fc.constantFrom(30, 45, 60, 120, 200),
    ],
    { numRuns: 60 },
  )('no day ever exceeds the daily minutes after any sequence of missed days', (moves, examIn, daily) => {
    let j = planJourney(jeeInput({ examDate: plus('2026-11-27', examIn), dailyMinutes: daily }));
    let today = j.startDate;
    const doneIds = new Set<string>();
    for (const { skip, doneShare, partial } of moves) {
      const due = dayOf(j, today)?.steps.filter((s) => s.status !== 'done') ?? [];
      const k = Math.floor(due.length * doneShare);
      const progress: StepProgress[] = due.slice(0, k).map((s) => ({ stepId: s.id, status: 'done' }));
      const next = due[k];
      if (next && partial > 0 && partial < next.minutes) progress.push({ stepId: next.id, status: 'partial', minutesDone: partial });
      for (const p of progress) if (p.status === 'done') doneIds.add(p.stepId);
      const later = plus(today, skip);
      if (journeyDayNumber(later) >= journeyDayNumber(j.examDate)) break;
      j = replanJourney(j, progress, later).journey;
      today = later;
      expectWithinMinutes(j);
      const all = steps(j);
      for (const id of doneIds) expect(all.find((s) => s.id === id)?.status).toBe('done');
      for (const s of all) if (s.status !== 'done') expect(journeyDayNumber(s.day)).toBeGreaterThanOrEqual(journeyDayNumber(today));
    }
  });
});

describe('extendJourney', () => {
  it('adds steps in the room left from today when mastery rose less than planned, within the minutes', () => {
    const j = planJourney(jeeInput());
    const first = j.days.slice(0, 3).flatMap((d) => d.steps.map((s) => ({ stepId: s.id, status: 'done' as const })));
    const { journey: replanned } = replanJourney(j, first, plus(j.startDate, 3));
    const { journey, added } = extendJourney(replanned, jeeInput({ today: plus(j.startDate, 3) }));
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(journeyDayNumber(s.day)).toBeGreaterThanOrEqual(journeyDayNumber(plus(j.startDate, 3)));
    expectWithinMinutes(journey);
    const before = steps(replanned);
    for (const s of before) expect(steps(journey).find((x) => x.id === s.id)).toEqual(s);
    const ids = steps(journey).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never gives a new step the id of a dropped one', () => {
    const j = planJourney(jeeInput({ examDate: plus('2026-11-27', 8), dailyMinutes: 90 }));
    const today = plus(j.startDate, 3);
    const { journey: replanned } = replanJourney(j, [], today);
    expect(replanned.dropped.length).toBeGreaterThan(0);
    // The server cleared the days ahead (say the student's mastery was re-read): extend fills them again.
    const cleared: Journey = { ...replanned, days: replanned.days.map((d) => ({ ...d, steps: d.date >= today ? [] : d.steps })) };
    const { added } = extendJourney(cleared, jeeInput({ today, examDate: j.examDate, dailyMinutes: 90 }));
    expect(added.length).toBeGreaterThan(0);
    const dropped = new Set(replanned.dropped.map((s) => s.id));
    for (const s of added) expect(dropped.has(s.id)).toBe(false);
  });

  it('after the student went faster and reached the target, adds maintenance to days with no learning step', () => {
    const j = planJourney(jeeInput({ target: { share: 0.5 }, examDate: '2026-12-27' }));
    const today = plus(j.startDate, 2);
    // Every learning step done by day 2; the days ahead keep only their tests.
    const progress = steps(j)
      .filter((s) => s.kind !== 'test')
      .map((s) => ({ stepId: s.id, status: 'done' as const }));
    const { journey: replanned } = replanJourney(j, progress, today);
    const stripped: Journey = {
      ...replanned,
      days: replanned.days.map((d) => (d.date >= today ? { ...d, steps: d.steps.filter((s) => s.kind === 'test') } : d)),
    };
    const mastered = CHAPTERS.map((c) => ({ ...c, mastery: 0.97, concepts: undefined }));
    const { journey, added } = extendJourney(stripped, jeeInput({ today, target: { share: 0.5 }, examDate: '2026-12-27', chapters: mastered }));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((s) => s.kind === 'timed_practice' && s.maintenance)).toBe(true);
    for (const d of journey.days.filter((x) => x.date >= today)) expect(d.steps.some((s) => s.kind !== 'test')).toBe(true);
    expectWithinMinutes(journey);
  });

  it('refuses an input of another exam date or other daily minutes', () => {
    const j = planJourney(jeeInput());
    expect(() => extendJourney(j, jeeInput({ examDate: '2027-02-01' }))).toThrow(/^examDate /);
    expect(() => extendJourney(j, jeeInput({ dailyMinutes: 60 }))).toThrow(/^dailyMinutes /);
    expect(() => extendJourney(j, jeeInput({ today: '2026-11-20' }))).toThrow(/^today /);
  });
});

describe('withStepTest', () => {
  it("records a chapter test's made test on its step, and a re-plan after missed days keeps it", () => {
    const j = planJourney(jeeInput({ dailyMinutes: 60 }));
    const test = j.days.flatMap((d) => d.steps).find((s) => s.kind === 'test' && s.code === 'ct-organic');
    expect(test).toBeDefined();
    const withTest = withStepTest(j, test!.id, 'custom-1');
    expect(withTest.days.flatMap((d) => d.steps).find((s) => s.id === test!.id)?.testCode).toBe('custom-1');
    expect(j.days.flatMap((d) => d.steps).find((s) => s.id === test!.id)?.testCode).toBeUndefined();
    const later = replanJourney(withTest, [], withTest.days[5]!.date).journey;
    expect(later.days.flatMap((d) => d.steps).find((s) => s.id === test!.id)?.testCode).toBe('custom-1');
  });

  it('refuses a step id the journey does not hold', () => {
    expect(() => withStepTest(planJourney(jeeInput()), 'test:nope:1', 'custom-1')).toThrow(RangeError);
  });
});
