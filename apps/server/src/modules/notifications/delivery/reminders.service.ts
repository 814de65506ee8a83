import { DEFAULT_REVISION_REMINDER_HOUR, JOURNEY_REMINDER_HOUR, STREAK_REMINDER_HOUR, localClock, reminderDue, type Journey } from '@abhyas/domain';
import type { NotifyInput } from '../notifications.service.ts';
import type { DeliveryRepository } from './delivery.repository.ts';
import type { RemindersRepository } from './reminders.repository.ts';

/** The most profiles one sweep looks at per kind of reminder. */
const SWEEP_LIMIT = 5000;

/** What the reminders read of other modules, through their services. */
export interface ReminderSources {
  /** Cards due in today's revision queue (within the daily cap). */
  revisionDueToday(profileId: string): Promise<number>;
  /** The streak: current days, and whether today already counts. */
  streak(profileId: string): Promise<{ current: number; today_done: boolean }>;
  /**
   * The schools' notices due now (issue 23; decision 041): a locked assignment that started, an
   * assignment due tomorrow not yet completed; each from its local hour (null: at once), keyed once.
   */
  schoolReminders?(): Promise<{ profileId: string; hour: number | null; notice: NotifyInput }[]>;
}

/** The steps of `journey` planned for `date` and not yet done. */
export function journeyStepsDue(journey: Journey, date: string): number {
  return journey.days.find((d) => d.date === date)?.steps.filter((s) => s.status !== 'done').length ?? 0;
}

/** The "revision due" notice of one local day. */
export function revisionDueNotice(count: number, day: string): NotifyInput {
  return {
    kind: 'revision_due',
    title: 'Time to revise',
    body: `${count} questions are due for revision today.`,
    link: '/user-home/revision-lists',
    priority: 'medium',
    dedupeKey: `revision_due:${day}`,
    tags: ['revision'],
    params: { count },
  };
}

/** The "streak about to break" notice of one local day. */
export function streakRiskNotice(days: number, day: string): NotifyInput {
  return {
    kind: 'streak_risk',
    title: 'Your streak is about to break',
    body: `Your ${days}-day streak ends tonight.`,
    link: '/practice/home',
    priority: 'high',
    dedupeKey: `streak_risk:${day}`,
    tags: ['streak'],
    params: { days },
  };
}

/** The "journey steps today" notice of one journey and local day. */
export function journeyStepNotice(count: number, pajId: string, day: string): NotifyInput {
  return {
    kind: 'journey_step',
    title: "Today's journey steps",
    body: `${count} steps of your journey are planned for today.`,
    link: '/achieve/home',
    priority: 'medium',
    dedupeKey: `journey_step:${pajId}:${day}`,
    tags: ['achieve'],
    params: { count },
  };
}

/** How far back a sweep looks for scheduled tests that opened (a server down for a while still tells). */
export const TEST_OPENS_LOOKBACK_MS = 6 * 3600_000;

/**
 * The "a scheduled test is open" notice: one per test and profile (keyed by the test), linking to
 * its instructions; `name` in the profile's language when the test has it.
 */
export function testOpensNotice(test: { code: string; name: string }): NotifyInput {
  return {
    kind: 'test_opens',
    title: 'A scheduled test is open',
    body: `${test.name} is open now.`,
    link: `/mock-test/${encodeURIComponent(test.code)}/session`,
    priority: 'high',
    dedupeKey: `test_opens:${test.code}`,
    tags: ['test'],
    params: { test: test.name },
  };
}

/**
 * The daily reminders (issue 20 §2; decision 034), found by a sweep every few minutes: revision due
 * (from the hour the student chose, default 18:00), a streak about to break (from 20:00, when today
 * does not count yet), the journey's steps of the day (from 08:00). Local time in the profile's time
 * zone; each keyed by the local day, so a profile hears of each at most once a day. Also, at once and
 * once per test, that a scheduled test has opened (its start within the last 6 h and still before
 * its lock or end), to every profile preparing for that test's exam; and the schools' notices (a
 * locked assignment's start, an assignment due tomorrow). The sweep only enqueues:
 * `enqueue` hands each notice to the delivery job.
 */
export class RemindersService {
  constructor(
    private readonly repo: RemindersRepository,
    private readonly deliveries: Pick<DeliveryRepository, 'timeZones' | 'told'>,
    private readonly sources: ReminderSources,
    private readonly enqueue: (profileId: string, input: NotifyInput) => Promise<void>,
    private readonly now: () => number,
  ) {}

  /** One sweep: how many reminders were enqueued. */
  async sweep(): Promise<number> {
    const now = this.now();
    const candidates: { profileId: string; hour: number | null; key: (day: string) => string; make: (day: string) => Promise<NotifyInput | null> }[] = [];

    for (const c of await this.repo.revisionCandidates(new Date(now), new Date(now + 24 * 3600_000), SWEEP_LIMIT)) {
      candidates.push({
        profileId: c.profileId,
        hour: c.reminderHour ?? DEFAULT_REVISION_REMINDER_HOUR,
        key: (day) => revisionDueNotice(0, day).dedupeKey,
        make: async (day) => {
          const n = await this.sources.revisionDueToday(c.profileId);
          return n > 0 ? revisionDueNotice(n, day) : null;
        },
      });
    }
    for (const profileId of await this.repo.recentlyActive(new Date(now - 3 * 24 * 3600_000), SWEEP_LIMIT)) {
      candidates.push({
        profileId,
        hour: STREAK_REMINDER_HOUR,
        key: (day) => streakRiskNotice(0, day).dedupeKey,
        make: async (day) => {
          const s = await this.sources.streak(profileId);
          return s.current > 0 && !s.today_done ? streakRiskNotice(s.current, day) : null;
        },
      });
    }
    for (const j of await this.repo.journeys(SWEEP_LIMIT)) {
      candidates.push({
        profileId: j.profileId,
        hour: JOURNEY_REMINDER_HOUR,
        key: (day) => journeyStepNotice(0, j.id, day).dedupeKey,
        make: async (day) => {
          const n = journeyStepsDue(j.journey, day);
          return n > 0 ? journeyStepNotice(n, j.id, day) : null;
        },
      });
    }

    // Scheduled tests that opened since the last sweeps, for the profiles of their exam (no hour: at once).
    const opening = (await this.repo.testsOpening(new Date(now - TEST_OPENS_LOOKBACK_MS), new Date(now))).filter((test) => {
      const closes = Date.parse(test.schedule.lockForAttemptAt ?? test.schedule.autoSubmitAt ?? '');
      return !Number.isFinite(closes) || closes > now;
    });
    for (const p of await this.repo.profilesOfExams([...new Set(opening.map((o) => o.examCode))], SWEEP_LIMIT)) {
      for (const test of opening.filter((o) => o.examCode === p.examCode)) {
        const notice = testOpensNotice({ code: test.code, name: test.names[p.locale] ?? test.name });
        candidates.push({ profileId: p.profileId, hour: null, key: () => notice.dedupeKey, make: async () => notice });
      }
    }

    // Schools: new assignments at a locked one's start, and "due tomorrow" (keys without a day: once each).
    for (const r of (await this.sources.schoolReminders?.()) ?? []) {
      candidates.push({ profileId: r.profileId, hour: r.hour, key: () => r.notice.dedupeKey, make: async () => r.notice });
    }

    const zones = await this.deliveries.timeZones([...new Set(candidates.map((c) => c.profileId))]);
    const due = candidates.flatMap((c) => {
      const tz = zones.get(c.profileId) ?? 'Asia/Kolkata';
      return c.hour === null || reminderDue(now, tz, c.hour) ? [{ ...c, day: localClock(now, tz).date }] : [];
    });
    // Those already told today are skipped before anything is computed for them (one query).
    const told = await this.deliveries.told(due.map((c) => ({ profileId: c.profileId, key: c.key(c.day) })));
    let sent = 0;
    for (const c of due) {
      if (told.has(`${c.profileId} ${c.key(c.day)}`)) continue;
      const notice = await c.make(c.day);
      if (!notice) continue;
      await this.enqueue(c.profileId, notice);
      sent += 1;
    }
    return sent;
  }
}
