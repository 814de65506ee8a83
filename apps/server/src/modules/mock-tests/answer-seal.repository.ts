import { isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { mocktestBundles } from '../../db/schema/index.ts';

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

/** The open attempts of one profile, with their tests (the one-open-attempt index answers it). */
const OPEN_ATTEMPTS_OF_PROFILE = `
  select b.code, b.name, b.schedule, b.sections, s.deadline_at
  from test_sessions s join mocktest_bundles b on b.code = s.bundle_code
  where s.profile_id = $1 and s.status = 'STARTED'`;
/** The open attempts of every profile of one account. */
const OPEN_ATTEMPTS_OF_ACCOUNT = `
  select b.code, b.name, b.schedule, b.sections, s.deadline_at
  from test_sessions s join mocktest_bundles b on b.code = s.bundle_code
  where s.profile_id in (select p.id from profiles p where p.user_id = $1) and s.status = 'STARTED'`;

type OpenRow = { code: string; name: string; schedule: BundleRow['schedule']; sections: BundleRow['sections']; deadline_at: Date | string };

/** The reads behind sealed answer keys (decision 017). */
export class AnswerSealRepository {
  constructor(
    private readonly db: Db,
    /** Named prepared statements on PostgreSQL, plain queries on PGlite (Database.prepared): every guarded call runs one. */
    private readonly run: Database['prepared'],
  ) {}

  /**
   * The attempts still STARTED of the holder, with their tests: one statement on the
   * one-open-attempt index (usually no row, or one).
   */
  async openAttempts(holder: SealHolder): Promise<OpenAttempt[]> {
    const rows =
      'profileId' in holder
        ? await this.run<OpenRow>('abhyas_open_attempts_of_profile', OPEN_ATTEMPTS_OF_PROFILE, [holder.profileId])
        : await this.run<OpenRow>('abhyas_open_attempts_of_account', OPEN_ATTEMPTS_OF_ACCOUNT, [holder.userId]);
    return rows.map((r) => ({ ...toBundle(r), deadlineAt: new Date(r.deadline_at) }));
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
