import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** Attempts counted per account and address for the rate limits of sign-in and code sends (issue 14 §1.8). */
export class AttemptsRepository {
  constructor(private readonly db: Db) {}

  /** Counts one attempt of `kind` (sign_in_failure, otp_send) on `accountKey` at `at` (epoch ms). */
  async recordAttempt(accountKey: string, kind: string, at: number): Promise<void> {
    await this.db.insert(authAttempts).values({ id: newId(), accountKey, kind, at });
  }

  /** Attempts of a kind since `since` (epoch ms), oldest first. */
  async attemptsSince(accountKey: string, kind: string, since: number): Promise<number[]> {
    const rows = await this.db
      .select({ at: authAttempts.at })
      .from(authAttempts)
      .where(and(eq(authAttempts.accountKey, accountKey), eq(authAttempts.kind, kind), gt(authAttempts.at, since)))
      .orderBy(authAttempts.at);
    return rows.map((r) => r.at);
  }

  /** Forgets the attempts of `kind` on `accountKey` (a successful sign-in). */
  async clearAttempts(accountKey: string, kind: string): Promise<void> {
    await this.db.delete(authAttempts).where(and(eq(authAttempts.accountKey, accountKey), eq(authAttempts.kind, kind)));
  }

  /** Deletes attempts older than `before` (epoch ms). */
  async pruneAttempts(before: number): Promise<void> {
    await this.db.delete(authAttempts).where(lt(authAttempts.at, before));
  }
}
