import type { FamilyLink, ParentChild, ParentWeek, TestTaken } from '@abhyas/contracts';
import { accuracyPercent, indiaDate, indiaWeek, indiaWeekStart, isWeekStart, masteryPercent, roundMinutes, weekAdvice, type IndiaWeek } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import type { ExploreMasteryService } from '../explore-mastery/explore-mastery.service.ts';
import type { VideoProgressService } from '../learn/progress.service.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { ReadinessService } from '../readiness/readiness.service.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import type { AchieveTargetService } from '../achieve/achieve-target.service.ts';
import type { ChildRow, ParentRepository } from './parent.repository.ts';

/** What the parent's view reads of the other modules, each through its service. */
export interface ParentSources {
  practice: Pick<PracticeService, 'sessionDays'>;
  videos: Pick<VideoProgressService, 'watchedBetween'>;
  tests: Pick<MockTestsService, 'testsTaken'>;
  content: Pick<ContentService, 'learningMap' | 'conceptsOfTopics'>;
  mastery: Pick<ExploreMasteryService, 'subjects'>;
  revision: Pick<RevisionService, 'queue'>;
  target: Pick<AchieveTargetService, 'target'>;
  readiness: Pick<ReadinessService, 'storedPredictions'>;
}

/** Ends every session of an account (the auth module's session store, passed in by app.ts). */
export interface SessionRevoker {
  revokeSessions(filter: { userId: string }, reason: string): Promise<unknown>;
}

/** Rows read per source for one week (a week holds far fewer). */
const WEEK_LIMIT = 5000;
/** Pages of tests taken read to find a week's tests (50 each). */
const TEST_PAGES = 20;

const noProfile = () => notFound('No such child on this account.', 'PROFILE_NOT_FOUND');

/**
 * The parent's view (issue 21 §2; decision 035): the children an account sees (its own profiles and
 * those of the families it was linked to) and each child's India week, every figure read from the
 * records the product keeps (practice answers, the player's stop activities, test sessions, BKT
 * mastery moves, the revision queue, the Achieve target and stored predictions); and family links
 * (listing, unlinking).
 */
export class ParentService {
  constructor(
    private readonly repo: ParentRepository,
    private readonly sources: ParentSources,
    private readonly sessions: SessionRevoker,
    private readonly now: () => number,
  ) {}

  /** GET /api/parent/children: the children the parent account sees, oldest first. */
  async children(userId: string): Promise<ParentChild[]> {
    return (await this.repo.children(userId)).map((c) => ({
      profile_id: c.profileId,
      first_name: c.firstName,
      exam_code: c.examCode,
      exam_name: c.examName,
      goal_code: c.goalCode,
      access: c.holderUserId === userId ? 'own' : 'linked',
    }));
  }

  /** The child when the account sees it; 404 PROFILE_NOT_FOUND otherwise (another family's included). */
  async child(userId: string, profileId: string): Promise<ChildRow> {
    const found = (await this.repo.children(userId)).find((c) => c.profileId === profileId);
    if (!found) throw noProfile();
    return found;
  }

  /**
   * GET /api/parent/children/{profileId}/week: the child's India week starting `weekStart` (a
   * Monday; default this week). 400 WEEK_START_NOT_MONDAY (querystring.week_start), 400
   * WEEK_IN_FUTURE; 404 PROFILE_NOT_FOUND for a child the account does not see.
   */
  async week(userId: string, profileId: string, weekStart: string | undefined, locale: string): Promise<ParentWeek> {
    const child = await this.child(userId, profileId);
    return this.weekOf(child, weekStart, locale);
  }

  /** The week of a child already checked (the digest uses it too). */
  async weekOf(child: ChildRow, weekStart: string | undefined, locale: string): Promise<ParentWeek> {
    const now = this.now();
    const thisWeek = indiaWeekStart(now);
    const start = weekStart ?? thisWeek;
    if (!isWeekStart(start)) {
      const message = 'week_start must be the Monday (YYYY-MM-DD) of an India week.';
      throw new AppError(400, 'WEEK_START_NOT_MONDAY', message, [{ path: 'querystring.week_start', message }]);
    }
    if (start > thisWeek) {
      const message = 'week_start is a week that has not begun.';
      throw new AppError(400, 'WEEK_IN_FUTURE', message, [{ path: 'querystring.week_start', message }]);
    }
    const week = indiaWeek(start);
    const from = new Date(week.fromMs);
    const to = new Date(week.toMs);
    const range = { from, to, limit: WEEK_LIMIT };
    const pid = child.profileId;
    const [practice, videoSeconds, watched, testRows, tests, practiceChapters, moves, reviewed, map, subjectsNow, queue, readiness] = await Promise.all([
      this.sources.practice.sessionDays(pid, range),
      this.repo.videoSecondsByDay(pid, from, to),
      this.sources.videos.watchedBetween(pid, range, locale),
      this.repo.testsFinished(pid, from, to),
      this.testsOfWeek(pid, week, locale),
      this.repo.practiceChapters(pid, from, to),
      this.repo.masteryMoves(pid, from, to),
      this.repo.reviewsBetween(pid, from, to),
      this.sources.content.learningMap(child.examCode, locale).catch(() => null),
      this.sources.mastery.subjects(pid, { exam_code: child.examCode, goal_code: child.goalCode, locale }).catch(() => null),
      this.sources.revision.queue(pid, 'today', { page: 1, page_size: 1, locale }),
      this.readiness(pid, child),
    ]);

    // Study time per India day, in seconds first (minutes are rounded once, per day and per total).
    const secs = new Map(week.days.map((d) => [d, { practice: 0, video: 0, test: 0 }]));
    for (const p of practice) {
      const day = secs.get(p.day);
      if (day) day.practice += p.timeSpentS;
    }
    for (const v of videoSeconds) {
      const day = secs.get(v.day);
      if (day) day.video += v.seconds;
    }
    const testSeconds = new Map<string, number>();
    for (const t of testRows) {
      testSeconds.set(t.sessionId, t.seconds);
      const day = secs.get(indiaDate(t.finishedAt.getTime()));
      if (day) day.test += t.seconds;
    }
    const days = week.days.map((date) => {
      const s = secs.get(date)!;
      return {
        date,
        practice_min: roundMinutes(s.practice),
        video_min: roundMinutes(s.video),
        test_min: roundMinutes(s.test),
        total_min: roundMinutes(s.practice + s.video + s.test),
      };
    });
    const sum = (k: 'practice' | 'video' | 'test') => [...secs.values()].reduce((a, s) => a + s[k], 0);
    const daysStudied = [...secs.values()].filter((s) => s.practice + s.video + s.test > 0).length;

    // Practice per session over the week.
    const sessions = new Map<string, { session_id: string; title: string; answered: number; correct: number; seconds: number }>();
    for (const p of practice) {
      const s = sessions.get(p.sessionId) ?? { session_id: p.sessionId, title: p.title, answered: 0, correct: 0, seconds: 0 };
      s.answered += p.answered;
      s.correct += p.correct;
      s.seconds += p.timeSpentS;
      sessions.set(p.sessionId, s);
    }
    const practiceList = [...sessions.values()].map((s) => ({
      session_id: s.session_id,
      title: s.title,
      answered: s.answered,
      correct: s.correct,
      accuracy_pct: accuracyPercent(s.correct, s.answered),
      minutes: roundMinutes(s.seconds),
    }));
    const answered = practiceList.reduce((a, s) => a + s.answered, 0);
    const correct = practiceList.reduce((a, s) => a + s.correct, 0);

    // Videos: watch time from the stop activities of the week; title and progress from the progress rows.
    const videoMin = new Map<string, number>();
    for (const v of videoSeconds) videoMin.set(v.contentId, (videoMin.get(v.contentId) ?? 0) + v.seconds);
    const videoList = watched.map((v) => ({
      content_id: v.contentId,
      title: v.title,
      watched_min: roundMinutes(videoMin.get(v.contentId) ?? 0),
      percent_watched: v.lengthS > 0 ? Math.round((100 * Math.min(v.watchedS, v.lengthS)) / v.lengthS) : 0,
      completed: v.everCompleted,
    }));

    // Chapters of the week's practice and videos, named from the exam's learning map.
    const chapterInfo = new Map<string, { name: string; subject: string }>();
    const conceptSubject = new Map<string, { code: string; name: string }>();
    if (map) {
      for (const s of map.subjects) for (const c of s.chapters) chapterInfo.set(c.code, { name: c.name, subject: s.name });
      const topicSubject = new Map(
        map.subjects.flatMap((s) => s.chapters.flatMap((c) => c.topics.map((t) => [t.code, { code: s.code, name: s.name }] as const))),
      );
      if (moves.length > 0) {
        const concepts = await this.sources.content.conceptsOfTopics([...topicSubject.keys()]);
        for (const c of concepts) {
          const s = topicSubject.get(c.topicCode);
          if (s) conceptSubject.set(c.code, s);
        }
      }
    }
    const chapterCodes = new Set(practiceChapters.map((p) => p.chapterCode).filter((c): c is string => c !== null));
    for (const code of (await this.repo.videoChapters(watched.map((v) => v.contentId))).values()) chapterCodes.add(code);
    const chapters = [...chapterCodes].map((code) => ({
      code,
      name: chapterInfo.get(code)?.name ?? code,
      subject_name: chapterInfo.get(code)?.subject ?? null,
    }));

    // Mastery moved by the week's answers, per subject.
    const bySubject = new Map<string, { code: string; name: string; n: number; before: number; after: number }>();
    for (const m of moves) {
      const s = conceptSubject.get(m.conceptCode);
      if (!s) continue;
      const acc = bySubject.get(s.code) ?? { code: s.code, name: s.name, n: 0, before: 0, after: 0 };
      acc.n += 1;
      acc.before += m.before;
      acc.after += m.after;
      bySubject.set(s.code, acc);
    }
    const nowPct = new Map((subjectsNow?.subjects ?? []).map((s) => [s.code, s.mastery.percent]));
    const mastery = [...bySubject.values()].map((s) => {
      const before = Math.round((100 * s.before) / s.n);
      const after = Math.round((100 * s.after) / s.n);
      return {
        subject_code: s.code,
        subject_name: s.name,
        concepts_practised: s.n,
        before_pct: before,
        after_pct: after,
        gained_pct: after - before,
        now_pct: nowPct.get(s.code) ?? null,
      };
    });

    const advice = weekAdvice({
      daysStudied,
      revisionBacklog: queue.due_today + queue.waiting,
      subjects: (subjectsNow?.subjects ?? []).map((s) => ({
        code: s.code,
        name: s.name,
        masteryPct: s.mastery.percent ?? masteryPercent(null),
        weight: s.chapter_count,
      })),
    });

    return {
      profile_id: child.profileId,
      first_name: child.firstName,
      exam_name: map?.exam.name ?? child.examName,
      week_start: week.start,
      week_end: week.end,
      this_week_start: thisWeek,
      time_zone: 'Asia/Kolkata',
      days,
      totals: {
        practice_min: roundMinutes(sum('practice')),
        video_min: roundMinutes(sum('video')),
        test_min: roundMinutes(sum('test')),
        total_min: roundMinutes(sum('practice') + sum('video') + sum('test')),
        days_studied: daysStudied,
        questions_answered: answered,
        questions_correct: correct,
        accuracy_pct: accuracyPercent(correct, answered),
      },
      chapters,
      videos: videoList,
      practice: practiceList,
      tests: tests.map((t) => ({
        session_id: t.session_id,
        test_name: t.test_name,
        finished_at: Date.parse(t.finished_at!),
        score: t.score,
        max_marks: t.max_marks,
        percentile: t.percentile,
        minutes: roundMinutes(testSeconds.get(t.session_id) ?? 0),
      })),
      mastery,
      readiness,
      revision: { due_today: queue.due_today, waiting: queue.waiting, total_cards: queue.total_cards, reviewed_this_week: reviewed },
      advice,
    };
  }

  /** The week's finished tests as the tests-taken list shows them (score and percentile only where the result would show them). */
  private async testsOfWeek(profileId: string, week: IndiaWeek, locale: string): Promise<TestTaken[]> {
    const found: TestTaken[] = [];
    for (let page = 1; page <= TEST_PAGES; page++) {
      const p = await this.sources.tests.testsTaken(profileId, { status: 'finished', page, pageSize: 50, locale });
      for (const t of p.items) {
        const at = t.finished_at ? Date.parse(t.finished_at) : NaN;
        if (at >= week.fromMs && at < week.toMs) found.push(t);
      }
      // Latest start first: once a page starts before the week (less a day for long tests), the rest is older.
      const last = p.items[p.items.length - 1];
      if (!p.has_more || (last && Date.parse(last.started_at) < week.fromMs - 86_400_000)) break;
    }
    return found.sort((a, b) => Date.parse(a.finished_at!) - Date.parse(b.finished_at!));
  }

  /** The Achieve target of the child's exam with the latest stored prediction, or null without a target. */
  private async readiness(profileId: string, child: ChildRow): Promise<ParentWeek['readiness']> {
    const target = await this.sources.target.target(profileId, child.goalCode, child.examCode).catch(() => null);
    if (!target) return null;
    const [latest] = (await this.sources.readiness.storedPredictions(profileId, child.examCode, 1)).slice(-1);
    return {
      target_kind: target.kind,
      target_value: target.value,
      max_marks: target.max_marks ?? latest?.maxMarks ?? null,
      predicted_score: latest ? Math.round(latest.predicted) : null,
      predicted_at: latest ? latest.createdAt.getTime() : null,
    };
  }

  /**
   * GET /api/family/links: with a parent token, the links of the family the account holds and of
   * the families it joined; with a child token, the adults linked to the child's family (first
   * names and relationship only: the child sees who can see their progress).
   */
  async links(caller: { userId: string; profileId?: string | undefined; familyUserId?: string | null }): Promise<FamilyLink[]> {
    if (caller.profileId) {
      if (!caller.familyUserId) return [];
      return (await this.repo.linksOfFamily(caller.familyUserId)).map((l) => ({
        id: l.id,
        relationship_type: l.relationshipType,
        member_first_name: l.memberFirstName,
        family_first_name: l.familyFirstName,
        role: 'child',
        linked_at: l.createdAt.getTime(),
      }));
    }
    return (await this.repo.linksOf(caller.userId)).map((l) => ({
      id: l.id,
      relationship_type: l.relationshipType,
      member_first_name: l.memberFirstName,
      family_first_name: l.familyFirstName,
      role: l.familyUserId === caller.userId ? 'holder' : 'member',
      linked_at: l.createdAt.getTime(),
    }));
  }

  /**
   * DELETE /api/family/links/{linkId}: the account holding the family, or the linked adult, ends
   * the link. The adult's sessions are revoked with it, so every token they hold (the child
   * tokens of the family's profiles included) stops working at once. 404 LINK_NOT_FOUND otherwise.
   */
  async unlink(userId: string, linkId: string): Promise<{ id: string; unlinked: true }> {
    const removed = await this.repo.deleteLink(linkId, userId);
    if (!removed) throw notFound('No such family link.', 'LINK_NOT_FOUND');
    await this.sessions.revokeSessions({ userId: removed.memberUserId }, 'unlinked from a family');
    return { id: linkId, unlinked: true };
  }

  /** GET /api/parent/digest-settings. */
  async digestSettings(userId: string): Promise<{ weekly_digest: boolean; email: string | null }> {
    const a = await this.repo.account(userId);
    return { weekly_digest: a?.weeklyDigest ?? true, email: a?.email ?? null };
  }

  /** PUT /api/parent/digest-settings: turns the weekly digest e-mail on or off for this account. */
  async setDigest(userId: string, on: boolean): Promise<{ weekly_digest: boolean; email: string | null }> {
    await this.repo.setWeeklyDigest(userId, on, new Date(this.now()));
    return this.digestSettings(userId);
  }
}
