/**
 * The personalised achievement journey ("PAJ", issue 18 §4; learning.md §3 and §7 Achieve): its
 * shapes, its options, date arithmetic on calendar days and input validation. Pure: today's date is
 * passed in. The planner's choices: docs/decisions/024-journey-planner.md.
 */
import { MASTERED } from '../practice/mastery.ts';
import type { ReadinessMarking } from '../achieve/readiness.ts';
import { LEARNING_RATE, type LearningRate } from '../achieve/what-if.ts';

/** A calendar day, `YYYY-MM-DD` (the student's own calendar; the server decides the time zone). */
export type IsoDay = string;

/** A concept of a chapter and, when known, its own mastery (BKT P(known), 0..1). */
export interface JourneyConcept {
  concept: string;
  /** Defaults to the chapter's mastery. */
  mastery?: number;
}

/** A chapter of the exam as the readiness model uses it (`predictReadiness(...).chapters`). */
export interface JourneyChapter {
  chapter: string;
  subject?: string;
  /** Share of the paper's marks (`chapterWeights`), ≥ 0. */
  weight: number;
  /** Mastery used by the readiness model, 0..1. */
  mastery: number;
  /** Its concepts; none listed means the chapter is practised as one concept (code = chapter code). */
  concepts?: readonly JourneyConcept[];
}

/** A lesson one can watch: of a concept, or of a whole chapter when `concept` is absent. */
export interface JourneyLesson {
  code: string;
  chapter: string;
  concept?: string;
  /** Duration in whole minutes, above 0. */
  minutes: number;
}

/** A test one can take: a full paper of the exam or a chapter test. */
export interface JourneyTest {
  code: string;
  kind: 'full' | 'chapter';
  /** For a chapter test. */
  chapter?: string;
  /** Duration in minutes, above 0. */
  minutes: number;
}

/** The target: a score in marks or as a share of `maxMarks` (exactly one). */
export interface JourneyTarget {
  marks?: number;
  share?: number;
}

/** The planner's constants (decision 024). */
export interface JourneyOptions {
  /** Mastery a `practice` step aims for (MASTERED, 0.95). */
  threshold: number;
  /** How fast practice teaches; the same assumption as `whatIfGains` (LEARNING_RATE). */
  rate: LearningRate;
  /** A lesson watched teaches as much as this many answers (2). */
  lessonAnswers: number;
  /** Longest practice step in minutes (45); a longer need is split into parts on following steps. */
  maxPracticeMinutes: number;
  /** Length of a timed practice step in minutes (30; less when the day is shorter). */
  timedMinutes: number;
  /** A full mock every this many days before the last week (7); in the last week one every other day. */
  mockEveryDays: number;
}

/** The defaults (decision 024). */
export const JOURNEY_OPTIONS: Readonly<JourneyOptions> = Object.freeze({
  threshold: MASTERED,
  rate: LEARNING_RATE,
  lessonAnswers: 2,
  maxPracticeMinutes: 45,
  timedMinutes: 30,
  mockEveryDays: 7,
});

/** Everything a journey is planned from. */
export interface JourneyInput {
  /** Today (first day of the plan). */
  today: IsoDay;
  /** The exam's day; the plan's last day is the day before. Must be after `today`. */
  examDate: IsoDay;
  /** Minutes a day the student can give: a whole number from one answer's minutes (5) to 1440. */
  dailyMinutes: number;
  target: JourneyTarget;
  /** The exam's max marks, above 0. */
  maxMarks: number;
  marking: ReadinessMarking;
  /** At least one chapter. */
  chapters: readonly JourneyChapter[];
  lessons?: readonly JourneyLesson[];
  tests?: readonly JourneyTest[];
  /** Expected marks now; default the mastery-only score of `chapters` under `marking`. */
  predictedMarks?: number;
  options?: Partial<JourneyOptions>;
}

/** `watch` a lesson; `practice` a concept to the threshold (a PAJPractice session); `timed_practice` a chapter (PAJNQEPractice); `test`. */
export type JourneyStepKind = 'watch' | 'practice' | 'timed_practice' | 'test';

/** One step of the journey. */
export interface JourneyStep {
  /** Stable: `kind:code…:n`, unique in the journey. */
  id: string;
  kind: JourneyStepKind;
  chapter?: string;
  concept?: string;
  /** The lesson (`watch`) or the test (`test`). */
  code?: string;
  /** Estimated minutes of the whole step (practice: `answers` × the minutes of an answer). */
  minutes: number;
  /** Practice and timed practice: the answers expected (the session's length). */
  answers?: number;
  /**
   * Practice: the concept's mastery the step is expected to reach; the PAJPractice session stops
   * there (the last part of a concept reaches `options.threshold`).
   */
  masteryAfter?: number;
  /** Expected marks gained on the paper by the whole step (0 for a test: it measures). */
  gain: number;
  /** Planned day. */
  day: IsoDay;
  /** Ids of steps that must come first (a lesson before its practice, part 1 before part 2). */
  requires: string[];
  status: 'planned' | 'done';
  /**
   * Minutes of a partly done step done before it came to its day (practice keeps its progress; the
   * rest is what the day holds), 0 otherwise; kept when the step is then done.
   */
  minutesDone: number;
  /** A step planned once the target is reached (keeps mastery, no rise needed). */
  maintenance?: boolean;
  /** A chapter test: the test made for it when first started (a second start opens the same questions). */
  testCode?: string;
}

/** A day of the journey, steps in the order to take them. */
export interface JourneyDay {
  date: IsoDay;
  steps: JourneyStep[];
}

/** A planned journey. */
export interface Journey {
  startDate: IsoDay;
  examDate: IsoDay;
  dailyMinutes: number;
  /** Target and max marks. */
  targetMarks: number;
  maxMarks: number;
  /** Expected marks when planned, and after every step of the plan. */
  predictedMarks: number;
  expectedMarks: number;
  /** Every day from `startDate` to the day before the exam, in order (days without steps included). */
  days: JourneyDay[];
  /** Steps dropped by re-planning (no room before the exam). */
  dropped: JourneyStep[];
  options: JourneyOptions;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an `IsoDay`, or NaN when it is not a real `YYYY-MM-DD` day. */
export function journeyDayNumber(day: IsoDay): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return NaN;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return journeyIsoDay(t / DAY_MS) === day ? t / DAY_MS : NaN;
}

/** The `IsoDay` of a day number (see `journeyDayNumber`). */
export function journeyIsoDay(n: number): IsoDay {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Minutes of a step still to do (0 when done). */
export function stepMinutesLeft(step: JourneyStep): number {
  return step.status === 'done' ? 0 : step.minutes - step.minutesDone;
}

/** Minutes a day holds: each step's minutes less what was done of it before (`minutesDone`). */
export function journeyDayMinutes(day: JourneyDay): number {
  return day.steps.reduce((s, st) => s + st.minutes - st.minutesDone, 0);
}

function check(ok: boolean, field: string, why: string): void {
  if (!ok) throw new RangeError(`${field} ${why}`);
}
const unit = (p: unknown) => typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1;
const positive = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x > 0;

/** Validates a journey input and returns its options and target marks; a RangeError names the first bad field. */
export function validateJourneyInput(input: JourneyInput): { options: JourneyOptions; targetMarks: number } {
  const options: JourneyOptions = { ...JOURNEY_OPTIONS, ...input.options, rate: { ...JOURNEY_OPTIONS.rate, ...input.options?.rate } };
  const answerMinutes = 60 / options.rate.questionsPerHour;
  check(!Number.isNaN(journeyDayNumber(input.today)), 'today', 'must be a YYYY-MM-DD day');
  check(!Number.isNaN(journeyDayNumber(input.examDate)), 'examDate', 'must be a YYYY-MM-DD day');
  check(journeyDayNumber(input.examDate) > journeyDayNumber(input.today), 'examDate', 'must be after today');
  check(
    Number.isInteger(input.dailyMinutes) && input.dailyMinutes >= answerMinutes && input.dailyMinutes <= 1440,
    'dailyMinutes',
    `must be a whole number from ${answerMinutes} to 1440`,
  );
  check(positive(input.maxMarks), 'maxMarks', 'must be above 0');
  check(positive(input.marking?.right), 'marking.right', 'must be above 0');
  check(Number.isFinite(input.marking.wrong) && input.marking.wrong <= 0, 'marking.wrong', 'must be 0 or below');
  check(unit(input.marking.guessRate), 'marking.guessRate', 'must lie in [0, 1]');
  check(unit(input.marking.guessRight), 'marking.guessRight', 'must lie in [0, 1]');
  check(input.marking.slip === undefined || unit(input.marking.slip), 'marking.slip', 'must lie in [0, 1]');
  const { marks, share } = input.target ?? {};
  check((marks === undefined) !== (share === undefined), 'target', 'must give exactly one of marks and share');
  if (marks !== undefined) check(Number.isFinite(marks) && marks > 0 && marks <= input.maxMarks, 'target.marks', 'must lie in (0, maxMarks]');
  if (share !== undefined) check(Number.isFinite(share) && share > 0 && share <= 1, 'target.share', 'must lie in (0, 1]');
  check(input.chapters.length > 0, 'chapters', 'must list at least one chapter');
  check(new Set(input.chapters.map((c) => c.chapter)).size === input.chapters.length, 'chapters.chapter', 'must not repeat');
  for (const c of input.chapters) {
    const concepts = (c.concepts ?? []).map((k) => k.concept);
    check(new Set(concepts).size === concepts.length, 'chapters.concepts.concept', 'must not repeat within a chapter');
    check(typeof c.weight === 'number' && Number.isFinite(c.weight) && c.weight >= 0, 'chapters.weight', 'must be 0 or above');
    check(unit(c.mastery), 'chapters.mastery', 'must lie in [0, 1]');
    for (const k of c.concepts ?? []) check(k.mastery === undefined || unit(k.mastery), 'chapters.concepts.mastery', 'must lie in [0, 1]');
  }
  for (const l of input.lessons ?? []) check(positive(l.minutes), 'lessons.minutes', 'must be above 0');
  for (const t of input.tests ?? []) check(positive(t.minutes), 'tests.minutes', 'must be above 0');
  check(input.predictedMarks === undefined || Number.isFinite(input.predictedMarks), 'predictedMarks', 'must be a number');
  check(options.threshold > 0 && options.threshold < 1, 'options.threshold', 'must lie strictly between 0 and 1');
  check(options.rate.learn > 0 && options.rate.learn < 1, 'options.rate.learn', 'must lie strictly between 0 and 1');
  check(positive(options.rate.questionsPerHour), 'options.rate.questionsPerHour', 'must be above 0');
  check(Number.isFinite(options.lessonAnswers) && options.lessonAnswers >= 0, 'options.lessonAnswers', 'must be 0 or above');
  check(options.maxPracticeMinutes >= answerMinutes, 'options.maxPracticeMinutes', `must be at least ${answerMinutes}`);
  check(options.timedMinutes >= answerMinutes, 'options.timedMinutes', `must be at least ${answerMinutes}`);
  check(Number.isInteger(options.mockEveryDays) && options.mockEveryDays >= 1, 'options.mockEveryDays', 'must be a whole number ≥ 1');
  return { options, targetMarks: marks ?? (share as number) * input.maxMarks };
}
