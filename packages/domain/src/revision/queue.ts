/**
 * The daily revision queue (issue 19 §2; docs/decisions/027-revision-queue.md). Pure: time is passed in.
 *
 * A card is due today when its due time falls before the end of the student's day in India. Of the
 * due cards, at most `cap − reviewedToday` are today's (the daily cap the student sets, default 20,
 * less the due cards already reviewed today): the most forgotten first (lowest retrievability, then
 * the earliest due), served most overdue first (earliest due). The rest wait, most forgotten first:
 * a missed week never shows as hundreds due, and nothing is dropped — a waiting card stays due and
 * competes again tomorrow.
 */

/** The daily cap: default 20 cards, settable 5–200. */
export const REVISION_DAILY_CAP = { default: 20, min: 5, max: 200 } as const;

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The student's day in India (UTC+05:30) at `nowMs`: its date and its start and end (epoch ms; end exclusive). */
export function revisionDay(nowMs: number): { date: string; startMs: number; endMs: number } {
  const startMs = Math.floor((nowMs + IST_MS) / DAY_MS) * DAY_MS - IST_MS;
  return { date: new Date(startMs + IST_MS).toISOString().slice(0, 10), startMs, endMs: startMs + DAY_MS };
}

/** What ordering needs of a card. */
export interface QueueCard {
  code: string;
  dueMs: number;
  /** 0–1 at the time of the queue. */
  retrievability: number;
}

/** Today's queue. */
export interface DailyQueue<T extends QueueCard> {
  /** Today's cards, most overdue first. */
  today: T[];
  /** Due cards beyond the cap, most forgotten (lowest retrievability) first. */
  waiting: T[];
  /** Cards still to review today within the cap (`cap − reviewedToday`, at least 0). */
  remaining: number;
  /** The earliest due time (epoch ms) of a card not due today, or null. */
  nextDueMs: number | null;
}

const byForgotten = (a: QueueCard, b: QueueCard) => a.retrievability - b.retrievability || a.dueMs - b.dueMs || a.code.localeCompare(b.code);
const byOverdue = (a: QueueCard, b: QueueCard) => a.dueMs - b.dueMs || a.retrievability - b.retrievability || a.code.localeCompare(b.code);

/** Today's queue of `cards` at `nowMs` under the daily `cap`, given the due cards already reviewed today. */
export function dailyQueue<T extends QueueCard>(cards: readonly T[], o: { nowMs: number; cap: number; reviewedToday: number }): DailyQueue<T> {
  const { endMs } = revisionDay(o.nowMs);
  const due = cards.filter((c) => c.dueMs < endMs).sort(byForgotten);
  const later = cards.filter((c) => c.dueMs >= endMs);
  const remaining = Math.max(0, o.cap - o.reviewedToday);
  return {
    today: due.slice(0, remaining).sort(byOverdue),
    waiting: due.slice(remaining),
    remaining,
    nextDueMs: later.reduce<number | null>((m, c) => (m === null || c.dueMs < m ? c.dueMs : m), null),
  };
}

/** Whether `cap` is a daily cap the student may set (a whole number within REVISION_DAILY_CAP). */
export function validDailyCap(cap: number): boolean {
  return Number.isInteger(cap) && cap >= REVISION_DAILY_CAP.min && cap <= REVISION_DAILY_CAP.max;
}
