import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { embiumLedger } from '../../../db/schema/index.ts';
import { newId } from '../../../lib/ids.ts';

/** One award in the embium ledger; (reason, source) names the event and object it is for. */
export interface EmbiumCredit {
  profileId: string;
  kind: 'silver' | 'gold';
  amount: number;
  /** The award event, e.g. `practice_answer`, `practice_session_complete`. */
  reason: string;
  /** The object awarded for, e.g. `practice:<sessionId>:<questionCode>`. */
  source: string;
}

/** SQL of the embium ledger (platform.md §7.4): awards, once per event and object, and balances. */
export class EmbiumLedgerRepository {
  constructor(private readonly db: Db) {}

  /** Adds an award unless the ledger already holds it (its unique index); returns the amount added now (0 when it was there). */
  async credit(c: EmbiumCredit): Promise<number> {
    const inserted = await this.db
      .insert(embiumLedger)
      .values({ id: newId(), profileId: c.profileId, kind: c.kind, amount: c.amount, reason: c.reason, source: c.source })
      .onConflictDoNothing()
      .returning();
    return inserted.reduce((n, r) => n + r.amount, 0);
  }

  /** The profile's embium balance: the sum of its ledger, per kind. */
  async balance(profileId: string): Promise<{ silver: number; gold: number }> {
    const rows = await this.db
      .select({ kind: embiumLedger.kind, total: sql<number>`coalesce(sum(${embiumLedger.amount}), 0)::int` })
      .from(embiumLedger)
      .where(eq(embiumLedger.profileId, profileId))
      .groupBy(embiumLedger.kind);
    const of = (k: string) => rows.find((r) => r.kind === k)?.total ?? 0;
    return { silver: of('silver'), gold: of('gold') };
  }

  /** One page of the profile's ledger, newest first (ties by id), and the number of entries over all pages. */
  async history(profileId: string, offset: number, limit: number): Promise<{ rows: (typeof embiumLedger.$inferSelect)[]; total: number }> {
    const [rows, [n]] = await Promise.all([
      this.db
        .select()
        .from(embiumLedger)
        .where(eq(embiumLedger.profileId, profileId))
        .orderBy(desc(embiumLedger.createdAt), desc(embiumLedger.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(embiumLedger).where(eq(embiumLedger.profileId, profileId)),
    ]);
    return { rows, total: Number(n?.n ?? 0) };
  }
}
