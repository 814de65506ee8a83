// `npm run bench:revision` (issue 19 §2): what the revision queue does for the questions a student
// got wrong, on simulated learners with a forgetting model, over 60 simulated days (a simulated
// clock: nothing waits). Every figure and parameter is recorded in docs/performance.md "Revision queue".
//
// The learner model (independent of FSRS, which only schedules):
//   - LEARNERS learners, ability θ ~ N(0, 1); new questions of difficulty b ~ N(0, 1); a new question is
//     answered right with P = 1 / (1 + e^−(θ − b));
//   - a question got wrong is learnt from its solution: a memory of stability S0 = 1 day, recalled
//     after Δ days with P = e^(−Δ / S) (exponential forgetting);
//   - each later try recalls it with that P; a recall strengthens the memory more the harder it was
//     (spacing effect): S ← S · (1.6 + 4 · (1 − P)); a failure relearns from the solution:
//     S ← max(S0, 0.5 · S);
//   - the time an answer takes (for the grade) is the ideal time × (0.5 + 1.6 · (1 − P) + U(0, 0.3)):
//     shaky recalls are slow; grades come from the product's rule (`revisionGrade`).
// Every learner studies STUDY questions a day (1 minute each: the same study minutes in every arm) at
// 18:00 India time, and misses a week (days 30–36). Arms:
//   - none: every minute on new questions (no revision);
//   - random: the queue's share of minutes spent re-trying random earlier mistakes;
//   - queue: the product's queue: today's due cards within the daily cap (default 20) first, most
//     overdue first (`dailyQueue`, FSRS by ts-fsrs: `reviewRevisionCard`), the rest of the minutes
//     on new questions;
//   - uncapped: the same queue without a cap (to show the load a missed week would put on one day).
// Retention at day 60: the mean recall probability, at the end of day 60, of every question the
// learner got wrong at least once. Daily load: the reviews today's queue asks for at the start of a
// day (the largest over learners and days). Fixed seed (BENCH_SEED, default 20261128).
//
// The last line is exactly:
// revision retention@60 none <r> random <r> queue <r> uncapped <r> max-daily-load queue <n> uncapped <n>
import {
  dailyQueue,
  newRevisionCard,
  REVISION_DAILY_CAP,
  reviewRevisionCard,
  revisionDay,
  revisionGrade,
  revisionRetrievability,
  type RevisionCard,
} from '@abhyas/domain';

const SEED = Number(process.env.BENCH_SEED ?? 20261128);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const DAYS = 60;
const STUDY = 30;
const S0 = 1;
const MISSED = new Set([30, 31, 32, 33, 34, 35, 36]);
const DAY_MS = 86_400_000;
// Day 0 at 18:00 India time (12:30 UTC), 2026-01-05.
const T0 = Date.UTC(2026, 0, 5, 12, 30);
const IDEAL_S = 60;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

type Arm = 'none' | 'random' | 'queue' | 'uncapped';
interface Memory {
  s: number;
  lastDay: number;
}
interface Result {
  retention: number;
  maxLoad: number;
  reviews: number;
  newQuestions: number;
  missed: number;
}

function simulate(arm: Arm, learner: number): Result {
  const r = rng(SEED * 7919 + learner);
  const theta = normal(r);
  const mem = new Map<number, Memory>(); // memories of missed (and queued) questions, by id
  const missedIds: number[] = [];
  const cards = new Map<number, RevisionCard>();
  let nextId = 0;
  let reviewedDay = -1;
  let reviewedToday = 0;
  let maxLoad = 0;
  let reviews = 0;
  let newQuestions = 0;
  const cap = arm === 'uncapped' ? Number.MAX_SAFE_INTEGER : REVISION_DAILY_CAP.default;

  /** One try of a missed question at `day`: recall by the forgetting model, memory updated; graded for the queue. */
  const retry = (id: number, day: number, nowMs: number) => {
    const m = mem.get(id)!;
    const p = Math.exp(-(day - m.lastDay) / m.s);
    const right = r() < p;
    m.s = right ? m.s * (1.6 + 4 * (1 - p)) : Math.max(S0, 0.5 * m.s);
    m.lastDay = day;
    const time = IDEAL_S * (0.5 + 1.6 * (1 - p) + 0.3 * r());
    if (arm === 'queue' || arm === 'uncapped') {
      const card = cards.get(id)!;
      cards.set(id, reviewRevisionCard(card, revisionGrade({ answered: true, correct: right, timeSpentS: time, idealTimeS: IDEAL_S }), nowMs));
    }
    reviews += 1;
  };

  for (let day = 0; day < DAYS; day++) {
    if (MISSED.has(day)) continue;
    const nowMs = T0 + day * DAY_MS;
    let minutes = STUDY;
    if (arm === 'queue' || arm === 'uncapped') {
      const { endMs } = revisionDay(nowMs);
      const ranked = [...cards].map(([id, c]) => ({
        code: String(id),
        dueMs: c.dueMs,
        retrievability: c.dueMs < endMs ? revisionRetrievability(c, nowMs) : 1,
      }));
      if (reviewedDay !== day) reviewedToday = 0;
      const q = dailyQueue(ranked, { nowMs, cap, reviewedToday });
      maxLoad = Math.max(maxLoad, q.today.length);
      for (const c of q.today.slice(0, minutes)) retry(Number(c.code), day, nowMs);
      const done = Math.min(q.today.length, minutes);
      reviewedDay = day;
      reviewedToday += done;
      minutes -= done;
    } else if (arm === 'random') {
      // The queue arm's typical share of minutes (a third), on random earlier mistakes.
      const ids = missedIds;
      const n = Math.min(ids.length, Math.round(STUDY / 3));
      for (let i = 0; i < n; i++) retry(ids[Math.floor(r() * ids.length)]!, day, nowMs);
      minutes -= n;
    }
    for (let i = 0; i < minutes; i++) {
      const id = nextId++;
      newQuestions += 1;
      const b = normal(r);
      const p = 1 / (1 + Math.exp(-(theta - b)));
      const right = r() < p;
      const time = IDEAL_S * (0.5 + 1.6 * (1 - p) + 0.3 * r());
      const grade = revisionGrade({ answered: true, correct: right, timeSpentS: time, idealTimeS: IDEAL_S });
      if (!right) {
        mem.set(id, { s: S0, lastDay: day });
        missedIds.push(id);
      }
      if ((arm === 'queue' || arm === 'uncapped') && (grade === 'Again' || grade === 'Hard')) {
        cards.set(id, reviewRevisionCard(newRevisionCard(nowMs), grade, nowMs));
        // A right-but-shaky answer (a guess, far overtime) is queued too, with a memory of 2·S0; retention is measured on mistakes only.
        if (right) mem.set(id, { s: 2 * S0, lastDay: day });
      }
    }
  }
  const end = DAYS;
  const ps = missedIds.map((id) => mem.get(id)!).map((m) => Math.exp(-(end - m.lastDay) / m.s));
  return { retention: ps.reduce((a, b) => a + b, 0) / Math.max(1, ps.length), maxLoad, reviews, newQuestions, missed: ps.length };
}

const started = performance.now();
console.log(`revision bench: ${LEARNERS} learners, ${DAYS} days (missed: days 30–36), ${STUDY} questions (minutes) a day, seed ${SEED}`);
console.log(`forgetting: P = e^(−Δ/S), S0 = ${S0} day; recall: S ← S·(1.6 + 4·(1 − P)); lapse: S ← max(S0, S/2); FSRS: ts-fsrs, 90 % retention, day steps`);
const arms: Arm[] = ['none', 'random', 'queue', 'uncapped'];
const out: Record<Arm, { retention: number; maxLoad: number; reviews: number; newQuestions: number; missed: number }> = {} as never;
for (const arm of arms) {
  const rs = Array.from({ length: LEARNERS }, (_, i) => simulate(arm, i));
  const mean = (f: (x: Result) => number) => rs.reduce((a, x) => a + f(x), 0) / rs.length;
  out[arm] = {
    retention: mean((x) => x.retention),
    maxLoad: Math.max(...rs.map((x) => x.maxLoad)),
    reviews: mean((x) => x.reviews),
    newQuestions: mean((x) => x.newQuestions),
    missed: mean((x) => x.missed),
  };
  const o = out[arm];
  console.log(
    `${arm.padEnd(9)} retention of missed items at day 60 ${(o.retention * 100).toFixed(1).padStart(5)} %  ` +
      `missed ${o.missed.toFixed(0).padStart(4)}  reviews ${o.reviews.toFixed(0).padStart(4)}  new questions ${o.newQuestions.toFixed(0).padStart(4)}  largest daily load ${o.maxLoad}`,
  );
}
console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `revision retention@60 none ${out.none.retention.toFixed(3)} random ${out.random.retention.toFixed(3)} queue ${out.queue.retention.toFixed(3)} uncapped ${out.uncapped.retention.toFixed(3)} max-daily-load queue ${out.queue.maxLoad} uncapped ${out.uncapped.maxLoad}`,
);
