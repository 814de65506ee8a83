import type { TimelineActivity, TimelineConfig, TimelineDetail, TimelineItem, TimelinePage } from '@abhyas/contracts';
import {
  accuracyPercent,
  indiaDate,
  MILESTONE_KINDS,
  nextBefore,
  progressPercent,
  TIMELINE_ACTIVITY_TYPES,
  TIMELINE_KINDS,
  TIMELINE_MAX_PAGE_DAYS,
  TIMELINE_PAGE_DAYS,
  TIMELINE_SOURCE_LIMIT,
  TIMELINE_TIME_ZONE,
  timelineDays,
  timelineWindow,
  wholeMinutes,
  type TimelineActivityType,
  type TimelineKind,
} from '@abhyas/domain';
import { v7 } from 'uuid';
import { AppError } from '../../lib/app-error.ts';
import type { AchievementsService } from '../achievements/achievements.service.ts';
import type { DiagnosticService } from '../diagnostic/diagnostic.service.ts';
import type { VideoProgressService } from '../learn/progress.service.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { TestAccessService } from '../mock-tests/test-access.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { ActivityRow, TimelineRepository } from './timeline.repository.ts';

/** Where the timeline lives in the web app (practice summaries lead back here). */
export const TIMELINE_PATH = '/user-home/my-timeline';
/** How far ahead of the server's clock an `occurred_at` may be (a client clock a little fast): 5 minutes. */
const FUTURE_SLACK_MS = 5 * 60_000;
/** The earliest `occurred_at` taken: 2020-01-01 in India. */
const EARLIEST_MS = Date.parse('2019-12-31T18:30:00Z');

/** The icon of each kind (Tabler icon names; the web app maps them). */
const ICONS: Record<TimelineKind, string> = { video: 'player-play', practice: 'pencil', test: 'clipboard-check', milestone: 'trophy', activity: 'bolt' };

/** What the timeline reads of the other modules, each through its service. */
export interface TimelineSources {
  videos: Pick<VideoProgressService, 'watchedBetween'>;
  practice: Pick<PracticeService, 'sessionDays'>;
  tests: Pick<MockTestsService, 'finishedBetween'>;
  diagnostic: Pick<DiagnosticService, 'handles'>;
  achievements: Pick<AchievementsService, 'achievements'>;
  testAccess: Pick<TestAccessService, 'taker'>;
}

type Range = { from: Date | null; to: Date; limit: number };
const badField = (field: string, code: string, message: string) => new AppError(400, code, message, [{ path: `body.${field}`, message }]);

/**
 * The timeline (platform.md §1, §2 `/user-home/my-timeline`, §7.5 Timeline; issue 19 §1; decision
 * 029): the profile's videos watched, practice sessions (per day, with accuracy), finished tests
 * with their score, milestones earned and the activities clients posted, merged into India days
 * newest first by the domain's `timelineDays`. Paged by calendar days; `next_before` skips
 * stretches without anything. Times epoch ms, durations whole minutes.
 */
export class TimelineService {
  constructor(
    private readonly repo: TimelineRepository,
    private readonly sources: TimelineSources,
    private readonly now: () => number,
  ) {}

  /** GET /api/timeline/config: the time zone, paging, the kinds with their icons, the activity types and milestone kinds. */
  config(): TimelineConfig {
    return {
      time_zone: TIMELINE_TIME_ZONE,
      page_days: TIMELINE_PAGE_DAYS,
      max_page_days: TIMELINE_MAX_PAGE_DAYS,
      kinds: TIMELINE_KINDS.map((kind) => ({ kind, icon: ICONS[kind] })),
      activity_types: [...TIMELINE_ACTIVITY_TYPES],
      milestone_kinds: [...MILESTONE_KINDS],
    };
  }

  /** GET /api/timeline: the days of the `days` calendar days before `before` (default: ending today) that have items, newest first. */
  async page(profileId: string, q: { before?: string | undefined; days: number; locale: string }): Promise<TimelinePage> {
    const now = this.now();
    const w = timelineWindow(now, q.days, q.before);
    const inWindow: Range = { from: new Date(w.fromMs), to: new Date(w.toMs), limit: TIMELINE_SOURCE_LIMIT };
    const earlier: Range = { from: null, to: new Date(w.fromMs), limit: 1 };
    const [milestones, videos, practice, tests, activities, ...earlierOnes] = await Promise.all([
      this.milestones(profileId, q.locale),
      this.videos(profileId, inWindow, q.locale),
      this.practice(profileId, inWindow),
      this.tests(profileId, inWindow, q.locale),
      this.activities(profileId, inWindow),
      this.videos(profileId, earlier, q.locale),
      this.practice(profileId, earlier),
      this.tests(profileId, earlier, q.locale),
      this.activities(profileId, earlier),
    ]);
    const earlierMilestone = milestones.reduce<number | null>((t, m) => (m.at < w.fromMs && (t === null || m.at > t) ? m.at : t), null);
    return {
      profile_id: profileId,
      today: indiaDate(now),
      from: w.from,
      to: w.to,
      days: timelineDays([videos, practice, tests, milestones, activities], w),
      next_before: nextBefore([...earlierOnes.map((items) => items[0]?.at ?? null), earlierMilestone]),
    };
  }

  /**
   * POST /api/timeline/activity: stores a client-posted activity once per `source_reference`; a
   * repeat returns the stored one (`created` false) unchanged. 400 OCCURRED_IN_FUTURE / OCCURRED_TOO_EARLY (body.occurred_at).
   */
  async postActivity(
    profileId: string,
    body: {
      source_reference: string;
      activity_type: TimelineActivityType;
      title: string;
      link?: string | undefined;
      occurred_at?: number | undefined;
      duration_s?: number | undefined;
    },
  ): Promise<TimelineActivity> {
    const now = this.now();
    const at = body.occurred_at ?? now;
    if (at > now + FUTURE_SLACK_MS)
      throw badField(
        'occurred_at',
        'OCCURRED_IN_FUTURE',
        'occurred_at is in the future: send the epoch ms when the activity happened (or leave it out for now).',
      );
    if (at < EARLIEST_MS) throw badField('occurred_at', 'OCCURRED_TOO_EARLY', 'occurred_at is before 2020: send epoch milliseconds, not seconds.');
    const { row, created } = await this.repo.insertOnce({
      id: v7(),
      profileId,
      sourceReference: body.source_reference,
      activityType: body.activity_type,
      title: body.title,
      link: body.link ?? null,
      occurredAt: new Date(at),
      durationS: body.duration_s ?? null,
      createdAt: new Date(now),
    });
    return { ...activityView(row), created };
  }

  private async videos(profileId: string, range: Range, locale: string): Promise<TimelineItem[]> {
    const rows = await this.sources.videos.watchedBetween(profileId, range, locale);
    return rows.map((v) => ({
      id: `video:${v.contentId}`,
      kind: 'video',
      title: v.title,
      detail: { minutes: wholeMinutes(v.watchedS), percent_watched: Math.round(progressPercent(v.watchedS, v.lengthS)), completed: v.everCompleted },
      at: v.at.getTime(),
      link: `/video/summary/${encodeURIComponent(v.contentId)}`,
    }));
  }

  private async practice(profileId: string, range: Range): Promise<TimelineItem[]> {
    const rows = await this.sources.practice.sessionDays(profileId, range);
    return rows.map((p) => {
      const q = new URLSearchParams({ session_id: p.sessionId, title: p.title, back: TIMELINE_PATH });
      return {
        id: `practice:${p.sessionId}:${p.day}`,
        kind: 'practice',
        title: p.title,
        detail: { answered: p.answered, correct: p.correct, accuracy_pct: accuracyPercent(p.correct, p.answered), minutes: wholeMinutes(p.timeSpentS) },
        at: p.lastAt.getTime(),
        link: `/practice/session-summary?${q.toString()}`,
      };
    });
  }

  private async tests(profileId: string, range: Range, locale: string): Promise<TimelineItem[]> {
    const rows = await this.sources.tests.finishedBetween(profileId, range, locale);
    return rows.map((t) => {
      const diagnostic = this.sources.diagnostic.handles(t.testCode);
      const detail: TimelineDetail = { score: t.score, max_marks: t.maxMarks, ...(diagnostic ? { diagnostic } : {}) };
      return {
        id: `test:${t.sessionId}`,
        kind: 'test',
        title: t.testName,
        detail,
        at: t.finishedAt.getTime(),
        link: diagnostic
          ? `/achieve/diagnostic-tests/select-tests/${encodeURIComponent(t.sessionId)}`
          : `/mock-test/${encodeURIComponent(t.testCode)}/analyze?session=${encodeURIComponent(t.sessionId)}`,
      };
    });
  }

  private async activities(profileId: string, range: Range): Promise<TimelineItem[]> {
    const rows = await this.repo.between(profileId, range.from, range.to, range.limit);
    return rows.map((r) => {
      const a = activityView(r);
      const detail: TimelineDetail = { activity_type: a.activity_type, ...(a.duration_s !== null ? { minutes: wholeMinutes(a.duration_s) } : {}) };
      return { id: `activity:${a.id}`, kind: 'activity', title: a.title, detail, at: a.at, link: a.link };
    });
  }

  /** The milestones earned for the profile's own exam (none when it has no exam the content knows). */
  private async milestones(profileId: string, locale: string): Promise<TimelineItem[]> {
    const taker = await this.sources.testAccess.taker(profileId);
    if (!taker) return [];
    let earned;
    try {
      earned = (await this.sources.achievements.achievements(profileId, { exam_code: taker.examCode, goal_code: taker.goalCode, locale })).earned;
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return [];
      throw err;
    }
    return earned
      .filter((m) => m.earned_at !== null)
      .map((m) => ({
        id: `milestone:${m.id}`,
        kind: 'milestone',
        title: m.data.chapter_name ?? m.data.test_name ?? '',
        detail: { milestone: m.kind, ...(m.data.score !== undefined ? { score: m.data.score, max_marks: m.data.max_marks ?? null } : {}) },
        at: m.earned_at!,
        link: m.link,
      }));
  }
}

function activityView(r: ActivityRow): Omit<TimelineActivity, 'created'> {
  return {
    id: r.id,
    source_reference: r.sourceReference,
    activity_type: r.activityType as TimelineActivityType,
    title: r.title,
    link: r.link,
    at: r.occurredAt.getTime(),
    duration_s: r.durationS,
  };
}
