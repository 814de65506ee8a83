import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mocktestBundles, profiles, testSessions } from '../../db/schema/index.ts';

type BundleRow = typeof mocktestBundles.$inferSelect;

/** Whose open attempts seal questions: one profile (a child token), or every profile of an account (a parent token). */
export type SealHolder = { profileId: string } | { userId: string };

/** A test that may seal its questions: its code, name, schedule (null: open at any time) and question codes. */
export interface SealingBundle {
  code: string;
  name: string;
  schedule: BundleRow['schedule'];
  questionCodes: string[];
}

/** An attempt still STARTED, with its test. */
export interface OpenAttempt extends SealingBundle {
  deadlineAt: Date;
}

const bundleColumns = { code: mocktestBundles.code, name: mocktestBundles.name, schedule: mocktestBundles.schedule, sections: mocktestBundles.sections };
const toBundle = (r: { code: string; name: string; schedule: BundleRow['schedule']; sections: BundleRow['sections'] }): SealingBundle => ({
  code: r.code,
  name: r.name,
  schedule: r.schedule,
  questionCodes: [...new Set(r.sections.flatMap((s) => s.questionCodes))],
});

/** The reads behind sealed answer keys (decision 017). */
export class AnswerSealRepository {
  constructor(private readonly db: Db) {}

  /**
   * The attempts still STARTED of the holder, with their tests (one lookup on the one-open-attempt
   * index per profile; usually none or one row).
   */
  async openAttempts(holder: SealHolder): Promise<OpenAttempt[]> {
    const whose =
      'profileId' in holder
        ? eq(testSessions.profileId, holder.profileId)
        : inArray(testSessions.profileId, this.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, holder.userId)));
    const rows = await this.db
      .select({ ...bundleColumns, deadlineAt: testSessions.deadlineAt })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .where(and(whose, eq(testSessions.status, 'STARTED')));
    return rows.map((r) => ({ ...toBundle(r), deadlineAt: r.deadlineAt }));
  }

  /** A stamp that changes whenever a scheduled test is added, changed or removed (their count and latest update). */
  async scheduledStamp(): Promise<string> {
    const [row] = await this.db
      .select({ stamp: sql<string>`count(*)::text || '|' || coalesce(max(${mocktestBundles.updatedAt})::text, '')` })
      .from(mocktestBundles)
      .where(isNotNull(mocktestBundles.schedule));
    return row?.stamp ?? '';
  }

  /** Every scheduled test with its questions. */
  async scheduledBundles(): Promise<SealingBundle[]> {
    return (await this.db.select(bundleColumns).from(mocktestBundles).where(isNotNull(mocktestBundles.schedule))).map(toBundle);
  }
}
