import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

/** One-time codes (issue #2 §3): stored as an HMAC, single use, with their tries. The only SQL of them. */
export class OtpRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code (its HMAC only). */
  async insertOtp(values: typeof otpCodes.$inferInsert): Promise<OtpRow> {
    const rows = await this.db.insert(otpCodes).values(values).returning();
    return rows[0]!;
  }

  /** The code `id`, or null. */
  async findOtp(id: string): Promise<OtpRow | null> {
    const rows = await this.db.select().from(otpCodes).where(eq(otpCodes.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Counts one try; returns the row after the increment (null when absent). */
  async countOtpTry(id: string): Promise<OtpRow | null> {
    const rows = await this.db
      .update(otpCodes)
      .set({ tries: sql`${otpCodes.tries} + 1` })
      .where(eq(otpCodes.id, id))
      .returning();
    return rows[0] ?? null;
  }

  /** Marks an OTP consumed; false when another request consumed it first (single use). */
  async consumeOtp(id: string, purposeAfter?: string): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ consumedAt: new Date(), ...(purposeAfter ? { purpose: purposeAfter } : {}) })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  /** Turns a consumed reset OTP into a used one; false when already used. */
  async useResetGrant(id: string): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ purpose: 'reset_used' })
      .where(and(eq(otpCodes.id, id), eq(otpCodes.purpose, 'reset_granted')))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }
}
