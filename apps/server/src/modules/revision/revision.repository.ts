import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  learningMapNodes,
  mocktestBundles,
  questions,
  revisionCards,
  revisionListItems,
  revisionLists,
  revisionDaysDone,
  revisionReviews,
  revisionSettings,
} from '../../db/schema/index.ts';

/** A stored card. */
export type CardRow = typeof revisionCards.$inferSelect;
/** A card to store (insert or replace). */
export type NewCardRow = typeof revisionCards.$inferInsert;
/** A stored named list. */
export type ListRow = typeof revisionLists.$inferSelect;

/** What a list shows of a question: where it sits in the learning map and its wording. */
export interface QuestionFacts {
  code: string;
  type: string;
  subject: string;
  chapterCode: string | null;
  chapterName: string | null;
  chapterNames: Record<string, string>;
  conceptCode: string | null;
  idealTimeS: number;
  body: string;
  translations: Record<string, { body?: string }>;
}

/**
 * The revision module's SQL (issue 19 §2–§3): cards (FSRS state per profile and question), the
 * review log, the daily-cap setting and the named lists; reads of questions, chapters and test
 * schedules for what the lists show.
 */
export class RevisionRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: RevisionRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new RevisionRepository(tx)));
  }

  /** The profile's card of a question, locked for the transaction's update; null when none. */
  async lockCard(profileId: string, code: string): Promise<CardRow | null> {
    const [row] = await this.db
      .select()
      .from(revisionCards)
      .where(and(eq(revisionCards.profileId, profileId), eq(revisionCards.questionCode, code)))
      .for('update');
    return row ?? null;
  }

  /** Whether a grading from `source` of this question is already logged (one grading per answer). */
  async reviewed(profileId: string, code: string, source: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: revisionReviews.id })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.profileId, profileId), eq(revisionReviews.questionCode, code), eq(revisionReviews.source, source)))
      .limit(1);
    return !!row;
  }

  /** Stores a card (replacing the profile's card of that question). */
  async saveCard(card: NewCardRow): Promise<void> {
    const { profileId: _p, questionCode: _q, createdAt: _c, ...set } = card;
    await this.db
      .insert(revisionCards)
      .values(card)
      .onConflictDoUpdate({ target: [revisionCards.profileId, revisionCards.questionCode], set });
  }

  /** Logs a grading. */
  async logReview(r: typeof revisionReviews.$inferInsert): Promise<void> {
    await this.db.insert(revisionReviews).values(r);
  }

  /** The profile's cards visible at `at` (a test's card waits for its key), optionally of some questions only. */
  cards(profileId: string, at: Date, codes?: string[]): Promise<CardRow[]> {
    if (codes && codes.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(revisionCards)
      .where(and(eq(revisionCards.profileId, profileId), lte(revisionCards.visibleFrom, at), codes ? inArray(revisionCards.questionCode, codes) : undefined))
      .orderBy(asc(revisionCards.due), asc(revisionCards.questionCode));
  }

  /** The profile's visible cards of the questions of a chapter. */
  async chapterCards(profileId: string, chapterCode: string, at: Date): Promise<CardRow[]> {
    const rows = await this.db
      .select({ card: revisionCards })
      .from(revisionCards)
      .innerJoin(questions, eq(questions.code, revisionCards.questionCode))
      .where(and(eq(revisionCards.profileId, profileId), lte(revisionCards.visibleFrom, at), eq(questions.chapterCode, chapterCode)))
      .orderBy(asc(revisionCards.due), asc(revisionCards.questionCode));
    return rows.map((r) => r.card);
  }

  /** Due cards reviewed per India day (YYYY-MM-DD) from `from` on, for the streak (issue 20 §3). */
  async dueReviewDays(profileId: string, from: Date): Promise<{ day: string; n: number }[]> {
    const day = sql<string>`to_char(${revisionReviews.reviewedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ day, n: count() })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.profileId, profileId), eq(revisionReviews.wasDue, true), gte(revisionReviews.reviewedAt, from)))
      .groupBy(day);
    return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
  }

  /** Records that the profile's revision of `day` (YYYY-MM-DD, India) is done; once per day. */
  async markDayDone(profileId: string, day: string, at: Date): Promise<void> {
    await this.db.insert(revisionDaysDone).values({ profileId, day, doneAt: at }).onConflictDoNothing();
  }

  /** The India days (YYYY-MM-DD) from `fromDay` on whose revision was done. */
  async daysDone(profileId: string, fromDay: string): Promise<string[]> {
    const rows = await this.db
      .select({ day: revisionDaysDone.day })
      .from(revisionDaysDone)
      .where(and(eq(revisionDaysDone.profileId, profileId), gte(revisionDaysDone.day, fromDay)));
    return rows.map((r) => r.day);
  }

  /** Reviews of cards that were due, logged in [from, to). */
  async dueReviewsBetween(profileId: string, from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(revisionReviews)
      .where(
        and(
          eq(revisionReviews.profileId, profileId),
          eq(revisionReviews.wasDue, true),
          gte(revisionReviews.reviewedAt, from),
          lt(revisionReviews.reviewedAt, to),
        ),
      );
    return row?.n ?? 0;
  }

  /** The profile's daily cap, or null (never set). */
  async dailyCap(profileId: string): Promise<number | null> {
    const [row] = await this.db.select({ cap: revisionSettings.dailyCap }).from(revisionSettings).where(eq(revisionSettings.profileId, profileId));
    return row?.cap ?? null;
  }

  /** The profile's stored settings, or null (never set). */
  async settings(profileId: string): Promise<{ dailyCap: number; reminderHour: number | null } | null> {
    const [row] = await this.db
      .select({ dailyCap: revisionSettings.dailyCap, reminderHour: revisionSettings.reminderHour })
      .from(revisionSettings)
      .where(eq(revisionSettings.profileId, profileId));
    return row ?? null;
  }

  /** Stores the profile's daily cap and reminder hour. */
  async setSettings(profileId: string, s: { dailyCap: number; reminderHour: number | null }, at: Date): Promise<void> {
    await this.db
      .insert(revisionSettings)
      .values({ profileId, dailyCap: s.dailyCap, reminderHour: s.reminderHour, updatedAt: at })
      .onConflictDoUpdate({ target: revisionSettings.profileId, set: { dailyCap: s.dailyCap, reminderHour: s.reminderHour, updatedAt: at } });
  }

  /** The questions with these codes, with their chapter and wording (missing codes are absent). */
  async questionFacts(codes: string[]): Promise<Map<string, QuestionFacts>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({
        code: questions.code,
        type: questions.type,
        subject: questions.subject,
        chapterCode: questions.chapterCode,
        chapterName: learningMapNodes.name,
        chapterNames: learningMapNodes.names,
        conceptCode: questions.primaryConcept,
        idealTimeS: questions.idealTimeS,
        payload: questions.payload,
      })
      .from(questions)
      .leftJoin(learningMapNodes, eq(learningMapNodes.code, questions.chapterCode))
      .where(inArray(questions.code, codes));
    return new Map(
      rows.map(({ payload, ...r }) => [
        r.code,
        {
          ...r,
          chapterNames: r.chapterNames ?? {},
          body: payload.body ?? '',
          translations: (payload.translations ?? {}) as Record<string, { body?: string }>,
        },
      ]),
    );
  }

  /** A chapter node's names, or null when `code` is not a chapter. */
  async chapter(code: string): Promise<{ code: string; name: string; names: Record<string, string>; subject: string } | null> {
    const [row] = await this.db
      .select({ code: learningMapNodes.code, name: learningMapNodes.name, names: learningMapNodes.names, subject: learningMapNodes.subject })
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.code, code), eq(learningMapNodes.level, 'chapter')));
    return row ?? null;
  }

  /** A test's stored schedule (null: open at any time, its key published at once). */
  async testSchedule(bundleCode: string): Promise<Record<string, string> | null> {
    const [row] = await this.db.select({ schedule: mocktestBundles.schedule }).from(mocktestBundles).where(eq(mocktestBundles.code, bundleCode));
    return row?.schedule ?? null;
  }

  /** The profile's named lists, newest first, with their question counts. */
  async lists(profileId: string): Promise<(ListRow & { items: number })[]> {
    return this.db
      .select({
        id: revisionLists.id,
        profileId: revisionLists.profileId,
        name: revisionLists.name,
        createdAt: revisionLists.createdAt,
        items: sql<number>`(select count(*)::int from ${revisionListItems} where ${revisionListItems.listId} = ${revisionLists.id})`,
      })
      .from(revisionLists)
      .where(eq(revisionLists.profileId, profileId))
      .orderBy(desc(revisionLists.createdAt), asc(revisionLists.id));
  }

  /** The profile's named list with this id, or null (also another profile's). */
  async list(profileId: string, id: string): Promise<ListRow | null> {
    const [row] = await this.db
      .select()
      .from(revisionLists)
      .where(and(eq(revisionLists.id, id), eq(revisionLists.profileId, profileId)));
    return row ?? null;
  }

  /** Stores a named list. */
  async createList(row: typeof revisionLists.$inferInsert): Promise<ListRow> {
    const [created] = await this.db.insert(revisionLists).values(row).returning();
    return created!;
  }

  /** Deletes a named list (its items go with it). */
  async deleteList(id: string): Promise<void> {
    await this.db.delete(revisionLists).where(eq(revisionLists.id, id));
  }

  /** A named list's questions in the order they were added. */
  listItems(listId: string): Promise<{ code: string; addedAt: Date }[]> {
    return this.db
      .select({ code: revisionListItems.questionCode, addedAt: revisionListItems.addedAt })
      .from(revisionListItems)
      .where(eq(revisionListItems.listId, listId))
      .orderBy(asc(revisionListItems.seq));
  }

  /** Adds a question to a named list (once; adding again changes nothing). */
  async addItem(listId: string, code: string, at: Date): Promise<void> {
    await this.db.insert(revisionListItems).values({ listId, questionCode: code, addedAt: at }).onConflictDoNothing();
  }

  /** Removes a question from a named list; whether it was there. */
  async removeItem(listId: string, code: string): Promise<boolean> {
    const gone = await this.db
      .delete(revisionListItems)
      .where(and(eq(revisionListItems.listId, listId), eq(revisionListItems.questionCode, code)))
      .returning({ code: revisionListItems.questionCode });
    return gone.length > 0;
  }
}
