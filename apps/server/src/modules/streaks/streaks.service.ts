import type { StreakView } from '@abhyas/contracts';
import { addDays, computeStreak, indiaDate, indiaMidnight, revisionDayDone, STREAK_MIN_ANSWERS, STREAK_MIN_REVIEWS } from '@abhyas/domain';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { RevisionService } from '../revision/revision.service.ts';

/** How far back the streak reads (the longest streak is the longest within it): 400 days. */
export const STREAK_LOOKBACK_DAYS = 400;
/** The most practice session-days and finished tests read (far more than 400 days hold in practice). */
const READ_LIMIT = 20_000;

/** What the streak reads of the other modules, each through its service. */
export interface StreakSources {
  practice: Pick<PracticeService, 'sessionDays'>;
  tests: Pick<MockTestsService, 'finishedBetween'>;
  revision: Pick<RevisionService, 'streakFacts'>;
}

/**
 * Streaks that reward learning, not logging in (issue 20 §3; docs/decisions/032-streaks.md): the
 * India days with real work — a practice session with at least STREAK_MIN_ANSWERS answers that day,
 * a test finished, or the day's revision done (STREAK_MIN_REVIEWS due cards reviewed, or today's
 * whole due queue, recorded by the revision module when it empties) — folded by the domain's `computeStreak` (freezes included).
 */
export class StreaksService {
  constructor(
    private readonly sources: StreakSources,
    private readonly now: () => number,
  ) {}

  /** The India days of the last STREAK_LOOKBACK_DAYS with real work, and today. */
  async workDays(profileId: string): Promise<{ days: Set<string>; today: string }> {
    const now = this.now();
    const today = indiaDate(now);
    const from = new Date(indiaMidnight(addDays(today, -STREAK_LOOKBACK_DAYS)));
    const to = new Date(indiaMidnight(addDays(today, 1)));
    const [practice, tests, revision] = await Promise.all([
      this.sources.practice.sessionDays(profileId, { from, to, limit: READ_LIMIT }),
      this.sources.tests.finishedBetween(profileId, { from, to, limit: READ_LIMIT }, 'en'),
      this.sources.revision.streakFacts(profileId, from, addDays(today, -STREAK_LOOKBACK_DAYS)),
    ]);
    const days = new Set<string>();
    for (const p of practice) if (p.answered >= STREAK_MIN_ANSWERS) days.add(p.day);
    for (const t of tests) days.add(indiaDate(t.finishedAt.getTime()));
    for (const r of revision) if (revisionDayDone(r.dueReviews, r.queueDone)) days.add(r.day);
    return { days, today };
  }

  /** GET /api/streak: current and longest (days), freezes held, whether today counts, and the last 14 days oldest first. */
  async streak(profileId: string): Promise<StreakView> {
    const { days, today } = await this.workDays(profileId);
    const s = computeStreak(days, today, 14);
    return {
      current: s.current,
      longest: s.longest,
      freezes: s.freezes,
      today_done: s.todayDone,
      today,
      min_answers: STREAK_MIN_ANSWERS,
      min_reviews: STREAK_MIN_REVIEWS,
      days: s.days,
    };
  }
}
