/**
 * `planJourney`: the personalised achievement journey from today to the exam (issue 18 §4,
 * `POST /achieve/paj/generate`; learning.md §7 Achieve). Decision 024.
 */
import { byCode, Planner } from './planner.ts';
import {
  journeyDayNumber,
  journeyIsoDay,
  validateJourneyInput,
  type Journey,
  type JourneyDay,
  type JourneyInput,
  type JourneyOptions,
  type JourneyTest,
} from './types.ts';

/**
 * Plans the journey: every day from `today` to the day before `examDate`, each with steps whose
 * minutes sum to at most `dailyMinutes`.
 *
 * 1. Tests first, by the calendar: a full test on the exam's day −2, −4 and −6, then one every
 *    `mockEveryDays` before that (each full test of `tests` once, the latest days first served;
 *    chapter tests, heaviest chapter first, when the full ones run out or are longer than a day).
 * 2. Learning steps, greedily by expected marks per minute while the expected score is below the
 *    target: a concept's next practice part (to `threshold`, at most `maxPracticeMinutes`), with its
 *    lesson watched first where one exists (no longer than a day); a chapter's timed practice once
 *    all its concepts reach the threshold. Each is placed on the earliest day with room, never
 *    before what it requires.
 * 3. Maintenance: once the target is reached (or nothing gains more), every day with no learning
 *    step gets a timed practice, chapters in turn by weight.
 *
 * Gains are marks on the paper, from `whatIfGains`' learning rate and the readiness model's
 * marking. Errors: RangeError naming the field (`validateJourneyInput`).
 */
export function planJourney(input: JourneyInput): Journey {
  const { options, targetMarks } = validateJourneyInput(input);
  const first = journeyDayNumber(input.today);
  const count = journeyDayNumber(input.examDate) - first;
  const days: JourneyDay[] = Array.from({ length: count }, (_, i) => ({ date: journeyIsoDay(first + i), steps: [] }));
  const planner = new Planner(input, options, days, input.dailyMinutes);
  placeTests(planner, input, options);
  const predictedMarks = input.predictedMarks ?? Planner.masteryMarks(input);
  let expected = planner.fillToTarget(0, predictedMarks, targetMarks);
  expected += planner.fillMaintenance(0);
  return {
    startDate: input.today,
    examDate: input.examDate,
    dailyMinutes: input.dailyMinutes,
    targetMarks,
    maxMarks: input.maxMarks,
    predictedMarks,
    expectedMarks: expected,
    days,
    dropped: [],
    options,
  };
}

/** Day indexes of the full tests: the exam's day −2, −4, −6, then every `every` days before. */
export function testDayIndexes(count: number, every: number): number[] {
  const offsets: number[] = [2, 4, 6];
  for (let o = 6 + every; o <= count; o += every) offsets.push(o);
  return offsets
    .map((o) => count - o)
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
}

function placeTests(planner: Planner, input: JourneyInput, options: JourneyOptions): void {
  const daily = input.dailyMinutes;
  const fits = (t: JourneyTest) => t.minutes <= daily;
  const weight = new Map(input.chapters.map((c) => [c.chapter, c.weight]));
  const full = (input.tests ?? []).filter((t) => t.kind === 'full' && fits(t));
  const chapter = (input.tests ?? [])
    .filter((t) => t.kind === 'chapter' && fits(t))
    .sort((a, b) => (weight.get(b.chapter ?? '') ?? 0) - (weight.get(a.chapter ?? '') ?? 0) || byCode(a.code, b.code));
  const pool = [...full, ...chapter];
  const at = testDayIndexes(planner.days.length, options.mockEveryDays);
  const used = at.slice(Math.max(0, at.length - pool.length));
  used.forEach((i, n) => {
    const t = pool[n];
    if (!t) return;
    planner.push(i, {
      id: planner.id(`test:${t.code}`),
      kind: 'test',
      code: t.code,
      ...(t.chapter ? { chapter: t.chapter } : {}),
      minutes: t.minutes,
      gain: 0,
      requires: [],
      status: 'planned',
      minutesDone: 0,
    });
  });
}
