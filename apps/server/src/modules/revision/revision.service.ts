import type { RevisionList, RevisionListItems, RevisionLists, RevisionQueue, RevisionQueueCounts, RevisionSettings } from '@abhyas/contracts';
import {
  DEFAULT_REVISION_REMINDER_HOUR,
  dailyQueue,
  entersRevision,
  isPracticeQuestionType,
  keyPublishAt,
  newRevisionCard,
  REVISION_DAILY_CAP,
  reviewRevisionCard,
  revisionDay,
  revisionGrade,
  revisionRetrievability,
  scheduleOf,
  testRevisionGrade,
  type DailyQueue,
  type RevisionAnswerFacts,
  type RevisionGrade,
  type TestQuestionFacts,
} from '@abhyas/domain';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { cardOf, itemOf, pageOf, rowOf } from './revision-views.ts';
import type { CardRow, RevisionRepository } from './revision.repository.ts';

/** A practice attempt as the queue grades it (practice calls `onPracticeAttempt` once per finished question). */
export interface PracticeAttemptFacts extends RevisionAnswerFacts {
  profileId: string;
  sessionId: string;
  questionCode: string;
}

/** A scored test session as the queue reads it (the mock-tests scoring hook). */
export interface ScoredTest {
  id: string;
  profileId: string;
  bundleCode: string;
  questions: readonly (Omit<TestQuestionFacts, 'idealTimeS'> & { code: string })[];
  /**
   * When the attempt finished (epoch ms): its mistakes are graded as of then, not of when the
   * background scoring got to them (a sweep or a restart may score it minutes or days later).
   * Default: now.
   */
  finishedAtMs?: number | undefined;
}

/** Paging of a list call (checked by the contract: page ≥ 1, page_size 1–50). */
export interface Paging {
  page: number;
  page_size: number;
  locale: string;
}

/** At most this many named lists per profile, and questions per list. */
export const REVISION_LIMITS = { lists: 50, items: 500 } as const;

type Ranked = { code: string; dueMs: number; retrievability: number; row: CardRow };

const listNotFound = (id: string) => notFound(`No revision list '${id}' for this profile.`, 'REVISION_LIST_NOT_FOUND');

/**
 * The revision queue (issue 19 §2–§3; docs/decisions/027-revision-queue.md): a card per question the
 * student got wrong, guessed, needed help for or answered far over time (practice at once; a test
 * once its answer key is published), scheduled by FSRS (ts-fsrs) with grades derived from each
 * attempt; today's due cards within the daily cap, the rest waiting by retrievability; lists by
 * chapter and the student's own named lists, each practised as a RevisionPractice session. Times
 * are epoch ms from `now()`.
 */
export class RevisionService {
  constructor(
    private readonly repo: RevisionRepository,
    private readonly now: () => number,
  ) {}

  /**
   * Grades the card of a finished practice question (an answer, a revealed solution or a walk-through),
   * enrolling the question on an Again or Hard. Once per session and question.
   */
  async onPracticeAttempt(a: PracticeAttemptFacts): Promise<void> {
    await this.grade(a.profileId, a.questionCode, revisionGrade(a), `practice:${a.sessionId}`, 'practice', this.now(), null);
  }

  /**
   * The mock-tests scoring hook: each question seen in a finished test is graded (never-seen ones are
   * not); wrong, skipped-after-seen, guessed or far-overtime ones enrol. A scheduled test's new cards
   * stay hidden until its answer key is published (decision 017), and its grades leave existing cards
   * alone until then (a moved due date would tell the key).
   */
  async onTestScored(t: ScoredTest): Promise<void> {
    const now = Math.min(t.finishedAtMs ?? this.now(), this.now());
    const schedule = scheduleOf({ schedule: await this.repo.testSchedule(t.bundleCode) });
    const publishAt = schedule ? keyPublishAt(schedule) : now;
    const facts = await this.repo.questionFacts(t.questions.map((q) => q.code));
    for (const q of t.questions) {
      const f = facts.get(q.code);
      if (!f || !isPracticeQuestionType(f.type)) continue;
      const grade = testRevisionGrade({ ...q, idealTimeS: f.idealTimeS });
      if (grade) await this.grade(t.profileId, q.code, grade, `test:${t.id}`, 'test', now, publishAt > now ? new Date(publishAt) : null);
    }
  }

  /** One grading in one transaction: FSRS from the card (a new one when it enrols), logged once per `source`. */
  private async grade(profileId: string, code: string, grade: RevisionGrade, source: string, kind: string, nowMs: number, hiddenUntil: Date | null) {
    const dueReviewed = await this.repo.transaction(async (tx) => {
      const row = await tx.lockCard(profileId, code);
      if ((!row && !entersRevision(grade)) || (row && hiddenUntil)) return false;
      if (await tx.reviewed(profileId, code, source)) return false;
      const wasDue = !!row && row.due.getTime() < revisionDay(nowMs).endMs && row.visibleFrom.getTime() <= nowMs;
      const next = reviewRevisionCard(row ? cardOf(row) : newRevisionCard(nowMs), grade, nowMs);
      await tx.saveCard({
        ...rowOf(next),
        profileId,
        questionCode: code,
        source: row?.source ?? kind,
        visibleFrom: row?.visibleFrom ?? hiddenUntil ?? new Date(nowMs),
      });
      await tx.logReview({ profileId, questionCode: code, grade, wasDue, source, reviewedAt: new Date(nowMs) });
      return wasDue;
    });
    // A due card reviewed may finish the day's queue: the day's revision is done (the streak, decision 032).
    if (dueReviewed) {
      const { counts } = await this.today(profileId);
      if (counts.due_today === 0) await this.repo.markDayDone(profileId, counts.day, new Date(nowMs));
    }
  }

  /** The profile's daily cap (default 20). */
  private async cap(profileId: string): Promise<number> {
    return (await this.repo.dailyCap(profileId)) ?? REVISION_DAILY_CAP.default;
  }

  /** Today's queue: the visible cards ranked (see `dailyQueue`), with the counts. */
  private async today(profileId: string): Promise<{ q: DailyQueue<Ranked>; counts: RevisionQueueCounts; ranked: Ranked[] }> {
    const now = this.now();
    const day = revisionDay(now);
    const [rows, cap, reviewedToday] = await Promise.all([
      this.repo.cards(profileId, new Date(now)),
      this.cap(profileId),
      this.repo.dueReviewsBetween(profileId, new Date(day.startMs), new Date(day.endMs)),
    ]);
    const ranked = rows.map((row) => ({ code: row.questionCode, dueMs: row.due.getTime(), retrievability: revisionRetrievability(cardOf(row), now), row }));
    const q = dailyQueue(ranked, { nowMs: now, cap, reviewedToday });
    return {
      q,
      ranked,
      counts: {
        day: day.date,
        daily_cap: cap,
        reviewed_today: reviewedToday,
        due_today: q.today.length,
        waiting: q.waiting.length,
        total_cards: rows.length,
        next_due_at: q.nextDueMs,
      },
    };
  }

  /** Cards in today's revision queue still to review (within the daily cap): the "revision due" reminder's count (issue 20 §2). */
  async dueToday(profileId: string): Promise<number> {
    return (await this.today(profileId)).counts.due_today;
  }

  /**
   * What the streak reads (issue 20 §3; decision 032): due cards reviewed per India day from `from`
   * (epoch ms of an India midnight, `fromDay` its date) on, and whether each day's whole queue was done.
   */
  async streakFacts(profileId: string, from: Date, fromDay: string): Promise<{ day: string; dueReviews: number; queueDone: boolean }[]> {
    const [rows, done] = await Promise.all([this.repo.dueReviewDays(profileId, from), this.repo.daysDone(profileId, fromDay)]);
    const byDay = new Map(rows.map((r) => [r.day, { day: r.day, dueReviews: r.n, queueDone: false }]));
    for (const day of done) byDay.set(day, { day, dueReviews: byDay.get(day)?.dueReviews ?? 0, queueDone: true });
    return [...byDay.values()];
  }

  /** Whether the whole queue of that India date (YYYY-MM-DD) was done (the revision_done award). */
  async dayDone(profileId: string, day: string): Promise<boolean> {
    return (await this.repo.daysDone(profileId, day)).includes(day);
  }

  /** Items of cards, with their questions, in the order given. */
  private async itemsOf(cards: readonly Ranked[], locale: string) {
    const facts = await this.repo.questionFacts(cards.map((c) => c.code));
    return cards.map((c) => itemOf(c.code, facts.get(c.code), locale, c, null));
  }

  /** GET /api/revision/queue: today's cards within the cap (most overdue first) or those waiting beyond it (most forgotten first), paged, with the counts. */
  async queue(profileId: string, part: 'today' | 'waiting', p: Paging): Promise<RevisionQueue> {
    const { q, counts } = await this.today(profileId);
    const page = pageOf(part === 'today' ? q.today : q.waiting, p.page, p.page_size);
    return { ...counts, part, list: { ...page, items: await this.itemsOf(page.items, p.locale) } };
  }

  /** The due, chapter and named lists with their counts (see revisionListSchema for the order). */
  private async allLists(profileId: string, locale: string, today: Awaited<ReturnType<RevisionService['today']>>): Promise<RevisionList[]> {
    const endMs = revisionDay(this.now()).endMs;
    const facts = await this.repo.questionFacts(today.ranked.map((c) => c.code));
    const chapters = new Map<string, RevisionList>();
    for (const c of today.ranked) {
      const f = facts.get(c.code);
      if (!f?.chapterCode) continue;
      const l = chapters.get(f.chapterCode) ?? {
        id: `chapter:${f.chapterCode}`,
        kind: 'chapter' as const,
        name: f.chapterNames[locale] || f.chapterName || f.chapterCode,
        subject: f.subject,
        questions: 0,
        due: 0,
        created_at: null,
      };
      l.questions += 1;
      if (c.dueMs < endMs) l.due += 1;
      chapters.set(f.chapterCode, l);
    }
    const due = new Map(today.ranked.map((c) => [c.code, c.dueMs < endMs]));
    const named = await Promise.all(
      (await this.repo.lists(profileId)).map(async (l) => ({
        id: l.id,
        kind: 'named' as const,
        name: l.name,
        subject: null,
        questions: l.items,
        due: (await this.repo.listItems(l.id)).filter((i) => due.get(i.code)).length,
        created_at: l.createdAt.getTime(),
      })),
    );
    const bySubjectAndName = (a: RevisionList, b: RevisionList) => (a.subject ?? '').localeCompare(b.subject ?? '') || a.name.localeCompare(b.name);
    return [
      { id: 'due', kind: 'due', name: '', subject: null, questions: today.q.today.length, due: today.q.today.length, created_at: null },
      ...[...chapters.values()].sort(bySubjectAndName),
      ...named,
    ];
  }

  /** GET /api/revision/lists: the queue's counts and the lists (due, by chapter, named), paged. */
  async lists(profileId: string, p: Paging): Promise<RevisionLists> {
    const today = await this.today(profileId);
    return { queue: today.counts, lists: pageOf(await this.allLists(profileId, p.locale, today), p.page, p.page_size) };
  }

  /** The cards of a list in practice order, and the list; 404 REVISION_LIST_NOT_FOUND for a chapter or named list that is not the profile's. */
  private async resolve(profileId: string, id: string, locale: string) {
    const today = await this.today(profileId);
    const lists = await this.allLists(profileId, locale, today);
    const list = lists.find((l) => l.id === id);
    if (id === 'due') return { list: list!, cards: today.q.today, added: null };
    if (id.startsWith('chapter:')) {
      const code = id.slice('chapter:'.length);
      const chapter = list ?? (await this.repo.chapter(code));
      if (!chapter) throw listNotFound(id);
      const ids = new Set((await this.repo.chapterCards(profileId, code, new Date(this.now()))).map((c) => c.questionCode));
      const cards = today.ranked.filter((c) => ids.has(c.code)).sort((a, b) => a.dueMs - b.dueMs || a.code.localeCompare(b.code));
      const shown: RevisionList = list ?? {
        id,
        kind: 'chapter',
        name: (chapter as { names?: Record<string, string> }).names?.[locale] || chapter.name,
        subject: chapter.subject,
        questions: 0,
        due: 0,
        created_at: null,
      };
      return { list: shown, cards, added: null };
    }
    if (!list) throw listNotFound(id);
    const items = await this.repo.listItems(id);
    return { list, cards: null, added: items };
  }

  /** GET /api/revision/lists/{id}/items: a list's questions with their cards, paged. 404 REVISION_LIST_NOT_FOUND. */
  async listItems(profileId: string, id: string, p: Paging): Promise<RevisionListItems> {
    const r = await this.resolve(profileId, id, p.locale);
    if (r.cards) {
      const page = pageOf(r.cards, p.page, p.page_size);
      return { list: r.list, items: { ...page, items: await this.itemsOf(page.items, p.locale) } };
    }
    const page = pageOf(r.added, p.page, p.page_size);
    const codes = page.items.map((i) => i.code);
    const [facts, rows] = await Promise.all([this.repo.questionFacts(codes), this.repo.cards(profileId, new Date(this.now()), codes)]);
    const byCode = new Map(rows.map((row) => [row.questionCode, row]));
    const items = page.items.map((i) => {
      const row = byCode.get(i.code);
      return itemOf(i.code, facts.get(i.code), p.locale, row ? { row, retrievability: revisionRetrievability(cardOf(row), this.now()) } : null, i.addedAt);
    });
    return { list: r.list, items: { ...page, items } };
  }

  /**
   * The questions of a RevisionPractice session over list `id` (practice calls it at session
   * creation), in the order served: due — today's cards, most overdue first; a chapter — its cards,
   * earliest due first; a named list — its questions as added. 404 REVISION_LIST_NOT_FOUND; 409
   * NOTHING_TO_REVISE for an empty list.
   */
  async sessionScope(profileId: string, id: string): Promise<{ codes: string[]; name: string; chapterCode: string | null }> {
    const r = await this.resolve(profileId, id, 'en');
    const codes = r.cards ? r.cards.map((c) => c.code) : r.added.map((i) => i.code);
    if (codes.length === 0)
      throw conflict(id === 'due' ? 'Nothing is due for revision today.' : `The revision list '${id}' has no questions to practise.`, 'NOTHING_TO_REVISE');
    return { codes, name: id === 'due' ? 'Revision' : r.list.name, chapterCode: id.startsWith('chapter:') ? id.slice('chapter:'.length) : null };
  }

  /** POST /api/revision/lists: a new named list. 409 TOO_MANY_LISTS beyond REVISION_LIMITS.lists. */
  async createList(profileId: string, name: string): Promise<RevisionList> {
    if ((await this.repo.lists(profileId)).length >= REVISION_LIMITS.lists)
      throw conflict(`A profile keeps at most ${REVISION_LIMITS.lists} revision lists: delete one first.`, 'TOO_MANY_LISTS');
    const row = await this.repo.createList({ id: newId(), profileId, name, createdAt: new Date(this.now()) });
    return { id: row.id, kind: 'named', name: row.name, subject: null, questions: 0, due: 0, created_at: row.createdAt.getTime() };
  }

  /** The profile's named list as listed; 404 REVISION_LIST_NOT_FOUND (another profile's included). */
  private async ownList(profileId: string, id: string): Promise<RevisionList> {
    if (!(await this.repo.list(profileId, id))) throw listNotFound(id);
    const today = await this.today(profileId);
    return (await this.allLists(profileId, 'en', today)).find((l) => l.id === id)!;
  }

  /** DELETE /api/revision/lists/{id}: deletes a named list. 404 REVISION_LIST_NOT_FOUND. */
  async deleteList(profileId: string, id: string): Promise<void> {
    if (!(await this.repo.list(profileId, id))) throw listNotFound(id);
    await this.repo.deleteList(id);
  }

  /**
   * POST /api/revision/lists/{id}/items: adds a question to a named list (again: no change). 404
   * REVISION_LIST_NOT_FOUND; 400 UNKNOWN_QUESTION (field question_code); 409 LIST_FULL.
   */
  async addItem(profileId: string, id: string, code: string): Promise<RevisionList> {
    const list = await this.ownList(profileId, id);
    if (!(await this.repo.questionFacts([code])).has(code))
      throw new AppError(400, 'UNKNOWN_QUESTION', `'${code}' is not a question.`, [{ path: 'question_code', message: 'no such question' }]);
    const items = await this.repo.listItems(id);
    if (items.length >= REVISION_LIMITS.items && !items.some((i) => i.code === code))
      throw conflict(`A revision list holds at most ${REVISION_LIMITS.items} questions.`, 'LIST_FULL');
    await this.repo.addItem(id, code, new Date(this.now()));
    return (await this.ownList(profileId, id)) ?? list;
  }

  /** DELETE /api/revision/lists/{id}/items/{code}: removes a question (absent: no change). 404 REVISION_LIST_NOT_FOUND. */
  async removeItem(profileId: string, id: string, code: string): Promise<RevisionList> {
    await this.ownList(profileId, id);
    await this.repo.removeItem(id, code);
    return this.ownList(profileId, id);
  }

  /** GET /api/revision/settings: the daily cap and the reminder's local hour. */
  async settings(profileId: string): Promise<RevisionSettings> {
    const stored = await this.repo.settings(profileId);
    return {
      daily_cap: stored?.dailyCap ?? REVISION_DAILY_CAP.default,
      default_daily_cap: REVISION_DAILY_CAP.default,
      min: REVISION_DAILY_CAP.min,
      max: REVISION_DAILY_CAP.max,
      reminder_hour: stored?.reminderHour ?? DEFAULT_REVISION_REMINDER_HOUR,
      default_reminder_hour: DEFAULT_REVISION_REMINDER_HOUR,
    };
  }

  /** PUT /api/revision/settings: the daily cap (5–200) and/or the reminder hour (0–23, null: default), checked by the contract. */
  async setSettings(profileId: string, s: { dailyCap?: number | undefined; reminderHour?: number | null | undefined }): Promise<RevisionSettings> {
    const stored = await this.repo.settings(profileId);
    await this.repo.setSettings(
      profileId,
      {
        dailyCap: s.dailyCap ?? stored?.dailyCap ?? REVISION_DAILY_CAP.default,
        reminderHour: s.reminderHour === undefined ? (stored?.reminderHour ?? null) : s.reminderHour,
      },
      new Date(this.now()),
    );
    return this.settings(profileId);
  }
}
