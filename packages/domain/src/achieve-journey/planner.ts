/**
 * The journey's planner core: the learning state per concept, the candidate steps with their
 * expected gain, and the greedy fill of days by gain per minute (decision 024). Shared by
 * `planJourney` and `extendJourney`; not exported from the package.
 */
import { questionMarks } from '../achieve/readiness.ts';
import { journeyDayMinutes, type JourneyDay, type JourneyInput, type JourneyLesson, type JourneyOptions, type JourneyStep } from './types.ts';

interface ConceptState {
  chapter: string;
  concept: string;
  mastery: number;
  /** Marks on the paper per unit of this concept's mastery. */
  marksPerMastery: number;
  lesson?: JourneyLesson;
  /** Last practice step planned (a next part requires it). */
  lastPractice?: string;
  /** True once it cannot be placed or needs nothing more. */
  closed: boolean;
}

interface Unit {
  key: string;
  chapter: string;
  steps: Omit<JourneyStep, 'day'>[];
  gain: number;
  minutes: number;
  /** Applies the unit's learning to the state. */
  commit: () => void;
  /** The same unit with a shorter last practice part of `answers` answers (to use a day's remaining room). */
  shrink?: (answers: number) => Unit | undefined;
}

/** The planner's working state over a board of days. */
export class Planner {
  readonly answerMinutes: number;
  private readonly concepts: ConceptState[] = [];
  /** The concepts of each chapter. */
  private readonly byChapter = new Map<string, ConceptState[]>();
  private readonly lessonStep = new Map<string, string>();
  private readonly timedDone = new Set<string>();
  private readonly counters = new Map<string, number>();
  private readonly chapterWeights: { chapter: string; weight: number }[];
  /** Units computed and still true, by key (a chapter's are forgotten when its state changes). */
  private readonly cache = new Map<string, Unit | undefined>();
  /** Day index of every step on the board, and the minutes each day holds. */
  private readonly stepDay = new Map<string, number>();
  private readonly used: number[];

  constructor(
    input: JourneyInput,
    readonly options: JourneyOptions,
    readonly days: JourneyDay[],
    readonly daily: number,
  ) {
    this.answerMinutes = 60 / options.rate.questionsPerHour;
    const slope = questionMarks(0, input.marking).slope;
    const questions = input.maxMarks / input.marking.right;
    const lessons = [...(input.lessons ?? [])].filter((l) => l.minutes <= daily).sort((a, b) => byCode(a.code, b.code));
    for (const c of input.chapters) {
      const list = c.concepts && c.concepts.length > 0 ? c.concepts : [{ concept: c.chapter }];
      for (const k of list) {
        const state: ConceptState = {
          chapter: c.chapter,
          concept: k.concept,
          mastery: k.mastery ?? c.mastery,
          marksPerMastery: (c.weight * questions * slope) / list.length,
          lesson:
            lessons.find((l) => l.chapter === c.chapter && l.concept === k.concept) ?? lessons.find((l) => l.chapter === c.chapter && l.concept === undefined),
          closed: false,
        };
        this.concepts.push(state);
        this.byChapter.set(c.chapter, [...(this.byChapter.get(c.chapter) ?? []), state]);
      }
    }
    this.chapterWeights = input.chapters
      .filter((c) => c.weight > 0)
      .map((c) => ({ chapter: c.chapter, weight: c.weight }))
      .sort((a, b) => b.weight - a.weight || byCode(a.chapter, b.chapter));
    this.used = days.map(journeyDayMinutes);
    days.forEach((day, i) => {
      for (const s of day.steps) {
        this.stepDay.set(s.id, i);
        this.adopt(s);
      }
    });
  }

  /** Puts `step` on day `i` (its `day` set), keeping the board's bookkeeping. */
  push(i: number, step: Omit<JourneyStep, 'day'>): void {
    const day = this.days[i];
    if (!day) throw new RangeError(`day index ${i} is outside the journey`);
    const placed = { ...step, day: day.date };
    day.steps.push(placed);
    this.stepDay.set(step.id, i);
    this.used[i] = (this.used[i] ?? 0) + placed.minutes - placed.minutesDone;
  }

  /** Keeps the ids of `steps` (e.g. the dropped ones) from being given again. */
  reserveIds(steps: readonly JourneyStep[]): void {
    for (const s of steps) {
      const m = /^(.*):(\d+)$/.exec(s.id);
      if (m?.[1] !== undefined) this.counters.set(m[1], Math.max(this.counters.get(m[1]) ?? 0, Number(m[2])));
    }
  }

  /** Takes an existing step into account: ids, lessons seen, practice already planned (its learning applied). */
  private adopt(s: JourneyStep): void {
    this.reserveIds([s]);
    if (s.kind === 'watch' && s.code) this.lessonStep.set(s.code, s.id);
    if (s.status === 'done') return;
    const left = (s.minutes - s.minutesDone) / this.answerMinutes;
    if (s.kind === 'practice') {
      const k = this.concepts.find((c) => c.chapter === s.chapter && c.concept === s.concept);
      if (k) {
        k.mastery = learnt(k.mastery, this.options.rate.learn, left);
        k.lastPractice = s.id;
      }
    }
    if (s.kind === 'timed_practice' && s.chapter) this.timedDone.add(s.chapter);
  }

  /** A fresh stable id for `base` (`kind:code…`). */
  id(base: string): string {
    const n = (this.counters.get(base) ?? 0) + 1;
    this.counters.set(base, n);
    return `${base}:${n}`;
  }

  /** The id `id(base)` would give next, without taking it. */
  private peek(base: string): string {
    return `${base}:${(this.counters.get(base) ?? 0) + 1}`;
  }

  /** Index of the day holding step `id`, or −1. */
  dayOf(id: string): number {
    return this.stepDay.get(id) ?? -1;
  }

  /** Expected marks gained by the steps not yet done. */
  pendingGain(): number {
    let g = 0;
    for (const d of this.days) for (const s of d.steps) if (s.status !== 'done') g += s.minutes > 0 ? (s.gain * (s.minutes - s.minutesDone)) / s.minutes : 0;
    return g;
  }

  /** The units one could plan next: a concept's next practice part (with its lesson first), a chapter's timed practice. */
  private candidates(): Unit[] {
    const units: Unit[] = [];
    for (const k of this.concepts) {
      const key = `c:${k.chapter}:${k.concept}`;
      if (!this.cache.has(key)) this.cache.set(key, this.conceptUnit(k, key));
      const unit = this.cache.get(key);
      if (unit) units.push(unit);
    }
    for (const { chapter } of this.chapterWeights) {
      const key = `t:${chapter}`;
      if (!this.cache.has(key)) this.cache.set(key, this.timedCandidate(chapter));
      const unit = this.cache.get(key);
      if (unit) units.push(unit);
    }
    return units;
  }

  /** Forgets the cached units of a chapter (its state changed). */
  private forget(chapter: string): void {
    for (const k of this.byChapter.get(chapter) ?? []) this.cache.delete(`c:${k.chapter}:${k.concept}`);
    this.cache.delete(`t:${chapter}`);
  }

  /** A concept's next practice part, its lesson first where one exists and is not planned yet. */
  private conceptUnit(k: ConceptState, key: string, cap?: number): Unit | undefined {
    const { threshold, rate, maxPracticeMinutes, lessonAnswers } = this.options;
    const perStep = cap ?? Math.max(1, Math.floor(Math.min(maxPracticeMinutes, this.daily) / this.answerMinutes));
    if (k.closed || k.marksPerMastery <= 0) return undefined;
    const steps: Omit<JourneyStep, 'day'>[] = [];
    let m = k.mastery;
    let minutes = 0;
    const requires: string[] = [];
    let watchGain = 0;
    const lessonId = k.lesson ? this.lessonStep.get(k.lesson.code) : undefined;
    if (k.lesson && lessonId === undefined && k.lastPractice === undefined && m < threshold) {
      const id = this.peek(`watch:${k.lesson.code}`);
      const after = learnt(m, rate.learn, lessonAnswers);
      watchGain = (after - m) * k.marksPerMastery;
      m = after;
      minutes += k.lesson.minutes;
      const st = {
        id,
        kind: 'watch' as const,
        chapter: k.chapter,
        concept: k.lesson.concept,
        code: k.lesson.code,
        minutes: k.lesson.minutes,
        gain: watchGain,
      };
      steps.push({ ...st, requires: [], status: 'planned', minutesDone: 0 });
      requires.push(id);
    } else if (lessonId !== undefined) requires.push(lessonId);
    if (k.lastPractice) requires.push(k.lastPractice);
    const need = answersTo(m, threshold, rate.learn);
    const n = Math.min(need, perStep);
    if (need > 0) {
      const after = learnt(m, rate.learn, n);
      const base = `practice:${k.chapter}:${k.concept}`;
      const id = this.peek(base);
      const st = {
        id,
        kind: 'practice' as const,
        chapter: k.chapter,
        concept: k.concept,
        minutes: n * this.answerMinutes,
        answers: n,
        masteryAfter: after,
        gain: (after - m) * k.marksPerMastery,
      };
      steps.push({ ...st, requires, status: 'planned', minutesDone: 0 });
      minutes += st.minutes;
      m = after;
    }
    if (steps.length === 0 || steps[steps.length - 1]?.kind !== 'practice') {
      k.closed = need === 0 ? true : k.closed;
      return undefined;
    }
    const end = m;
    const gain = steps.reduce((s, x) => s + x.gain, 0);
    if (!(gain > 0)) return undefined;
    return {
      key,
      chapter: k.chapter,
      steps,
      gain,
      minutes,
      ...(cap === undefined && n > SHORTEST_PART ? { shrink: (answers: number) => this.conceptUnit(k, key, answers) } : {}),
      commit: () => {
        k.mastery = end;
        for (const s of steps) {
          if (s.kind === 'watch' && s.code) this.lessonStep.set(s.code, this.id(`watch:${s.code}`));
          if (s.kind === 'practice') k.lastPractice = this.id(`practice:${k.chapter}:${k.concept}`);
        }
        if (answersTo(end, threshold, rate.learn) === 0) k.closed = true;
        this.forget(k.chapter);
      },
    };
  }

  /** A chapter's timed practice, once all its concepts reach the threshold. */
  private timedCandidate(chapter: string): Unit | undefined {
    if (this.timedDone.has(chapter)) return undefined;
    const ks = this.byChapter.get(chapter) ?? [];
    if (ks.some((k) => k.mastery < this.options.threshold - 1e-9 && !k.closed)) return undefined;
    const unit = this.timedUnit(chapter, Math.min(this.options.timedMinutes, this.daily), false);
    return unit && unit.gain > 0 ? unit : undefined;
  }

  /** A timed practice of `chapter` for `minutes`: its answers spread over the chapter's concepts. */
  private timedUnit(chapter: string, minutes: number, maintenance: boolean): Unit | undefined {
    const ks = this.byChapter.get(chapter) ?? [];
    const answers = Math.floor(minutes / this.answerMinutes);
    if (answers < 1 || ks.length === 0) return undefined;
    const each = answers / ks.length;
    const after = ks.map((k) => learnt(k.mastery, this.options.rate.learn, each));
    const gain = ks.reduce((s, k, i) => s + ((after[i] ?? k.mastery) - k.mastery) * k.marksPerMastery, 0);
    const base = `timed_practice:${chapter}`;
    const requires = ks.flatMap((k) => (k.lastPractice ? [k.lastPractice] : []));
    const step = { id: this.peek(base), kind: 'timed_practice' as const, chapter, minutes: answers * this.answerMinutes, answers, gain };
    return {
      key: `t:${chapter}`,
      chapter,
      steps: [{ ...step, requires, status: 'planned', minutesDone: 0, ...(maintenance ? { maintenance } : {}) }],
      gain,
      minutes: step.minutes,
      commit: () => {
        ks.forEach((k, i) => (k.mastery = after[i] ?? k.mastery));
        this.id(base);
        this.timedDone.add(chapter);
        this.forget(chapter);
      },
    };
  }

  /** Places a unit's steps on the earliest days with room after their prerequisites; false (nothing placed) when they do not fit. */
  private place(unit: Unit, from: number): Unit | undefined {
    const planned: { step: Omit<JourneyStep, 'day'>; at: number }[] = [];
    const extra = new Map<number, number>();
    const room = (i: number) => this.daily - (this.used[i] ?? 0) - (extra.get(i) ?? 0);
    for (const [n, step] of unit.steps.entries()) {
      let at = from;
      for (const r of step.requires) at = Math.max(at, this.dayOf(r), ...planned.filter((p) => p.step.id === r).map((p) => p.at));
      let i = Math.max(0, at);
      while (i < this.days.length && room(i) < step.minutes) i++;
      if (unit.shrink && n === unit.steps.length - 1) {
        // An earlier day with room for a shorter part (at least SHORTEST_PART answers) takes that part instead.
        let j = Math.max(0, at);
        while (j < i && room(j) < SHORTEST_PART * this.answerMinutes) j++;
        if (j < i) {
          const shorter = unit.shrink(Math.floor(room(j) / this.answerMinutes));
          return shorter ? this.place(shorter, from) : undefined;
        }
      }
      if (i >= this.days.length) return undefined;
      extra.set(i, (extra.get(i) ?? 0) + step.minutes);
      planned.push({ step, at: i });
    }
    unit.commit();
    for (const { step, at } of planned) this.push(at, step);
    return unit;
  }

  /** Greedy: while the expected score is below `targetMarks`, the unit of highest gain per minute, placed from day `from`. */
  fillToTarget(from: number, expected: number, targetMarks: number): number {
    while (expected < targetMarks) {
      let best: Unit | undefined;
      for (const u of this.candidates()) {
        const d = best ? u.gain / u.minutes - best.gain / best.minutes : 1;
        if (!best || d > 0 || (d === 0 && u.key < best.key)) best = u;
      }
      if (!best) break;
      const placed = this.place(best, from);
      if (placed) expected += placed.gain;
      else {
        // It does not fit before the exam: nothing more of that concept (or timed practice of that chapter) will.
        const key = best.key;
        const k = this.byChapter.get(best.chapter)?.find((c) => `c:${c.chapter}:${c.concept}` === key);
        if (k) k.closed = true;
        if (key.startsWith('t:')) this.timedDone.add(best.chapter);
        this.forget(best.chapter);
      }
    }
    return expected;
  }

  /** Maintenance: every day from `from` with no learning step gets a timed practice, chapters in turn by weight. */
  fillMaintenance(from: number): number {
    let gain = 0;
    let turn = 0;
    if (this.chapterWeights.length === 0) return 0;
    for (const [i, day] of this.days.entries()) {
      if (i < from || day.steps.some((s) => s.kind !== 'test')) continue;
      const room = Math.min(this.options.timedMinutes, this.daily - (this.used[i] ?? 0));
      const chapter = this.chapterWeights[turn % this.chapterWeights.length]?.chapter;
      const unit = chapter === undefined ? undefined : this.timedUnit(chapter, room, true);
      const step = unit?.steps[0];
      if (!unit || !step) continue;
      turn++;
      unit.commit();
      this.push(i, step);
      gain += unit.gain;
    }
    return gain;
  }

  /** Mastery-only expected marks of the paper from the concepts' mastery now (before any step). */
  static masteryMarks(input: JourneyInput): number {
    const q = input.maxMarks / input.marking.right;
    return input.chapters.reduce((s, c) => {
      const list = c.concepts && c.concepts.length > 0 ? c.concepts.map((k) => k.mastery ?? c.mastery) : [c.mastery];
      const m = list.reduce((a, b) => a + b, 0) / list.length;
      return s + c.weight * q * questionMarks(m, input.marking).mean;
    }, 0);
  }
}

/** The shortest practice part, in answers, planned to use what is left of a day. */
const SHORTEST_PART = 3;

/** Orders codes by their characters (the same on every server, unlike `localeCompare`). */
export function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Mastery after `answers` answers (fractional allowed): the share not known shrinks by (1 − learn) per answer. */
export function learnt(m: number, learn: number, answers: number): number {
  return 1 - (1 - m) * Math.pow(1 - learn, answers);
}

/** Answers needed to take mastery `m` to `threshold` (0 when already there). */
export function answersTo(m: number, threshold: number, learn: number): number {
  if (m >= threshold - 1e-9) return 0;
  return Math.max(1, Math.ceil(Math.log((1 - threshold) / (1 - m)) / Math.log(1 - learn) - 1e-9));
}
