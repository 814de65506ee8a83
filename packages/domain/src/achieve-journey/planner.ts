/**
 * The journey's planner core: the learning state per concept, the candidate steps with their
 * expected gain, and the greedy fill of days by gain per minute (decision 024). Shared by
 * `planJourney` and `extendJourney`; not exported from the package.
 */
import { questionMarks } from '../achieve/readiness.ts';
import { dayMinutes, dayNumber, type JourneyDay, type JourneyInput, type JourneyLesson, type JourneyOptions, type JourneyStep } from './types.ts';

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
  steps: Omit<JourneyStep, 'day'>[];
  gain: number;
  minutes: number;
  /** Applies the unit's learning to the state. */
  commit: () => void;
}

/** The planner's working state over a board of days. */
export class Planner {
  readonly answerMinutes: number;
  private readonly concepts: ConceptState[] = [];
  private readonly lessonStep = new Map<string, string>();
  private readonly timedDone = new Set<string>();
  private readonly counters = new Map<string, number>();
  private readonly chapterWeights: { chapter: string; weight: number }[];

  constructor(
    input: JourneyInput,
    readonly options: JourneyOptions,
    readonly days: JourneyDay[],
    readonly daily: number,
  ) {
    this.answerMinutes = 60 / options.rate.questionsPerHour;
    const slope = questionMarks(0, input.marking).slope;
    const questions = input.maxMarks / input.marking.right;
    const lessons = [...(input.lessons ?? [])].filter((l) => l.minutes <= daily).sort((a, b) => a.code.localeCompare(b.code));
    for (const c of input.chapters) {
      const list = c.concepts && c.concepts.length > 0 ? c.concepts : [{ concept: c.chapter }];
      for (const k of list) {
        this.concepts.push({
          chapter: c.chapter,
          concept: k.concept,
          mastery: k.mastery ?? c.mastery,
          marksPerMastery: (c.weight * questions * slope) / list.length,
          lesson:
            lessons.find((l) => l.chapter === c.chapter && l.concept === k.concept) ?? lessons.find((l) => l.chapter === c.chapter && l.concept === undefined),
          closed: false,
        });
      }
    }
    this.chapterWeights = input.chapters
      .filter((c) => c.weight > 0)
      .map((c) => ({ chapter: c.chapter, weight: c.weight }))
      .sort((a, b) => b.weight - a.weight || a.chapter.localeCompare(b.chapter));
    for (const day of days) for (const s of day.steps) this.adopt(s);
  }

  /** Takes an existing step into account: ids, lessons seen, practice already planned (its learning applied). */
  private adopt(s: JourneyStep): void {
    const m = /^(.*):(\d+)$/.exec(s.id);
    if (m?.[1] !== undefined) this.counters.set(m[1], Math.max(this.counters.get(m[1]) ?? 0, Number(m[2])));
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
    return this.days.findIndex((d) => d.steps.some((s) => s.id === id));
  }

  /** Expected marks gained by the steps not yet done. */
  pendingGain(): number {
    let g = 0;
    for (const d of this.days) for (const s of d.steps) if (s.status !== 'done') g += s.minutes > 0 ? (s.gain * (s.minutes - s.minutesDone)) / s.minutes : 0;
    return g;
  }

  /** The units one could plan next: a concept's next practice part (with its lesson first), a chapter's timed practice. */
  private candidates(): Unit[] {
    const { threshold, rate, maxPracticeMinutes, lessonAnswers } = this.options;
    const units: Unit[] = [];
    const perStep = Math.max(1, Math.floor(Math.min(maxPracticeMinutes, this.daily) / this.answerMinutes));
    for (const k of this.concepts) {
      if (k.closed || k.marksPerMastery <= 0) continue;
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
      if (need > 0) {
        const n = Math.min(need, perStep);
        const after = learnt(m, rate.learn, n);
        const base = `practice:${k.chapter}:${k.concept}`;
        const id = this.peek(base);
        const st = {
          id,
          kind: 'practice' as const,
          chapter: k.chapter,
          concept: k.concept,
          minutes: n * this.answerMinutes,
          gain: (after - m) * k.marksPerMastery,
        };
        steps.push({ ...st, requires, status: 'planned', minutesDone: 0 });
        minutes += st.minutes;
        m = after;
      }
      if (steps.length === 0 || steps[steps.length - 1]?.kind !== 'practice') {
        k.closed = need === 0 ? true : k.closed;
        continue;
      }
      const end = m;
      units.push({
        key: `c:${k.chapter}:${k.concept}`,
        steps,
        gain: steps.reduce((s, x) => s + x.gain, 0),
        minutes,
        commit: () => {
          k.mastery = end;
          for (const s of steps) {
            if (s.kind === 'watch' && s.code) this.lessonStep.set(s.code, this.id(`watch:${s.code}`));
            if (s.kind === 'practice') k.lastPractice = this.id(`practice:${k.chapter}:${k.concept}`);
          }
          if (answersTo(end, threshold, rate.learn) === 0) k.closed = true;
        },
      });
    }
    for (const { chapter } of this.chapterWeights) {
      if (this.timedDone.has(chapter)) continue;
      const ks = this.concepts.filter((k) => k.chapter === chapter);
      if (ks.some((k) => k.mastery < threshold - 1e-9 && !k.closed)) continue;
      const unit = this.timedUnit(chapter, Math.min(this.options.timedMinutes, this.daily), false);
      if (unit) units.push(unit);
    }
    return units.filter((u) => u.gain > 0);
  }

  /** A timed practice of `chapter` for `minutes`: its answers spread over the chapter's concepts. */
  private timedUnit(chapter: string, minutes: number, maintenance: boolean): Unit | undefined {
    const ks = this.concepts.filter((k) => k.chapter === chapter);
    const answers = Math.floor(minutes / this.answerMinutes);
    if (answers < 1 || ks.length === 0) return undefined;
    const each = answers / ks.length;
    const after = ks.map((k) => learnt(k.mastery, this.options.rate.learn, each));
    const gain = ks.reduce((s, k, i) => s + ((after[i] ?? k.mastery) - k.mastery) * k.marksPerMastery, 0);
    const base = `timed_practice:${chapter}`;
    const requires = ks.flatMap((k) => (k.lastPractice ? [k.lastPractice] : []));
    const step = { id: this.peek(base), kind: 'timed_practice' as const, chapter, minutes: answers * this.answerMinutes, gain };
    return {
      key: `t:${chapter}`,
      steps: [{ ...step, requires, status: 'planned', minutesDone: 0, ...(maintenance ? { maintenance } : {}) }],
      gain,
      minutes: step.minutes,
      commit: () => {
        ks.forEach((k, i) => (k.mastery = after[i] ?? k.mastery));
        this.id(base);
        this.timedDone.add(chapter);
      },
    };
  }

  /** Places a unit's steps on the earliest days with room after their prerequisites; false (nothing placed) when they do not fit. */
  private place(unit: Unit, from: number): boolean {
    const planned: { step: Omit<JourneyStep, 'day'>; at: number }[] = [];
    const extra = new Map<number, number>();
    for (const step of unit.steps) {
      let at = from;
      for (const r of step.requires) at = Math.max(at, this.dayOf(r), ...planned.filter((p) => p.step.id === r).map((p) => p.at));
      const i = this.days.findIndex((d, j) => j >= at && dayMinutes(d) + (extra.get(j) ?? 0) + step.minutes <= this.daily);
      if (i < 0) return false;
      extra.set(i, (extra.get(i) ?? 0) + step.minutes);
      planned.push({ step, at: i });
    }
    unit.commit();
    for (const { step, at } of planned) {
      const day = this.days[at];
      day?.steps.push({ ...step, day: day.date });
    }
    return true;
  }

  /** Greedy: while the expected score is below `targetMarks`, the unit of highest gain per minute, placed from day `from`. */
  fillToTarget(from: number, expected: number, targetMarks: number): number {
    const failed = new Set<string>();
    while (expected < targetMarks) {
      const units = this.candidates().filter((u) => !failed.has(u.key));
      if (units.length === 0) break;
      units.sort((a, b) => b.gain / b.minutes - a.gain / a.minutes || a.key.localeCompare(b.key));
      const best = units[0];
      if (!best) break;
      if (this.place(best, from)) expected += best.gain;
      else {
        failed.add(best.key);
        const k = this.concepts.find((c) => `c:${c.chapter}:${c.concept}` === best.key);
        if (k) k.closed = true;
        if (best.key.startsWith('t:')) this.timedDone.add(best.key.slice(2));
      }
    }
    return expected;
  }

  /** Maintenance: every day from `from` with no learning step gets a timed practice, chapters in turn by weight. */
  fillMaintenance(from: number): number {
    let gain = 0;
    let turn = 0;
    if (this.chapterWeights.length === 0) return 0;
    for (const day of this.days.slice(Math.max(0, from))) {
      if (day.steps.some((s) => s.kind !== 'test')) continue;
      const room = Math.min(this.options.timedMinutes, this.daily - dayMinutes(day));
      const chapter = this.chapterWeights[turn % this.chapterWeights.length]?.chapter;
      const unit = chapter === undefined ? undefined : this.timedUnit(chapter, room, true);
      const step = unit?.steps[0];
      if (!unit || !step) continue;
      turn++;
      unit.commit();
      day.steps.push({ ...step, day: day.date });
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

/** Mastery after `answers` answers (fractional allowed): the share not known shrinks by (1 − learn) per answer. */
export function learnt(m: number, learn: number, answers: number): number {
  return 1 - (1 - m) * Math.pow(1 - learn, answers);
}

/** Answers needed to take mastery `m` to `threshold` (0 when already there). */
export function answersTo(m: number, threshold: number, learn: number): number {
  if (m >= threshold - 1e-9) return 0;
  return Math.max(1, Math.ceil(Math.log((1 - threshold) / (1 - m)) / Math.log(1 - learn) - 1e-9));
}

/** Day index of `day` on a board starting at `first` (an IsoDay). */
export function indexOf(first: string, day: string): number {
  return dayNumber(day) - dayNumber(first);
}
