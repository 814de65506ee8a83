import { isUuid } from '../../lib/ids.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pajJourneys } from '../../db/schema/index.ts';

/** A stored journey row (issue 18 §4). */
export type PajRow = typeof pajJourneys.$inferSelect;
/** What a save of a new journey writes. */
export type PajValues = Pick<PajRow, 'profileId' | 'examCode' | 'goalCode' | 'journey' | 'input' | 'plannedOn' | 'changes'>;

/** Journeys, one row per profile and exam. */
export class PajRepository {
  constructor(private readonly db: Db) {}

  /** The profile's journey of this id, or null (another profile's, or a malformed id, is null too). */
  async find(profileId: string, id: string): Promise<PajRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(pajJourneys)
      .where(and(eq(pajJourneys.id, id), eq(pajJourneys.profileId, profileId)))
      .limit(1);
    return row ?? null;
  }

  /** The profile's journey for the exam, or null. */
  async ofExam(profileId: string, examCode: string): Promise<PajRow | null> {
    const [row] = await this.db
      .select()
      .from(pajJourneys)
      .where(and(eq(pajJourneys.profileId, profileId), eq(pajJourneys.examCode, examCode)))
      .limit(1);
    return row ?? null;
  }

  /** All the profile's journeys (one per exam). */
  async ofProfile(profileId: string): Promise<PajRow[]> {
    return this.db.select().from(pajJourneys).where(eq(pajJourneys.profileId, profileId));
  }

  /** Replaces the profile's journey for the exam (a new id) in one transaction; `at` is both times. */
  async replace(values: PajValues, at: Date): Promise<PajRow> {
    return this.db.transaction(async (tx) => {
      await tx.delete(pajJourneys).where(and(eq(pajJourneys.profileId, values.profileId), eq(pajJourneys.examCode, values.examCode)));
      const [row] = await tx
        .insert(pajJourneys)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    });
  }

  /** Stores a re-planned or extended journey of the profile. */
  async update(
    profileId: string,
    id: string,
    change: Pick<PajRow, 'journey' | 'plannedOn' | 'changes'> & { input?: PajRow['input'] },
    at: Date,
  ): Promise<PajRow> {
    const [row] = await this.db
      .update(pajJourneys)
      .set({ ...change, updatedAt: at })
      .where(and(eq(pajJourneys.id, id), eq(pajJourneys.profileId, profileId)))
      .returning();
    return row!;
  }
}
