import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profileAccommodations, profiles, type StoredDisplaySettings } from '../../db/schema/index.ts';

export type AccommodationRow = typeof profileAccommodations.$inferSelect;

/** What a write changes: the compensatory time, a part of the display settings, or both. */
export interface AccommodationWrite {
  compensatory?: {
    extraMinutesPerHour: number;
    benchmarkDisability: boolean;
    basis: string;
    setByRole: 'account_holder' | 'administrator';
    setByUserId: string | null;
    at: Date;
  };
  /** Display fields to change (the others keep their stored value, or the defaults). */
  display?: Partial<StoredDisplaySettings>;
  /** The full display defaults the partial is merged over when nothing is stored yet. */
  displayDefaults: StoredDisplaySettings;
}

/** `profile_accommodations`: one row per profile (decision 038). */
export class AccommodationsRepository {
  constructor(private readonly db: Db) {}

  /** The profile's row, or undefined (no accommodations: the defaults). */
  async find(profileId: string): Promise<AccommodationRow | undefined> {
    const [row] = await this.db.select().from(profileAccommodations).where(eq(profileAccommodations.profileId, profileId)).limit(1);
    return row;
  }

  /** Whether a profile with this id exists (the administrator's command checks before writing). */
  async profileExists(profileId: string): Promise<boolean> {
    const rows = await this.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return rows.length > 0;
  }

  /** The profile's compensatory minutes per hour (0 without a row). */
  async extraMinutesPerHour(profileId: string): Promise<number> {
    // Every test start reads it: a named prepared statement, built once (issue 25 §2).
    this.#extraMinutes ??= this.extraMinutesQuery();
    const [row] = await this.#extraMinutes.execute({ profileId });
    return row?.m ?? 0;
  }

  #extraMinutes?: ReturnType<AccommodationsRepository['extraMinutesQuery']>;

  private extraMinutesQuery() {
    return this.db
      .select({ m: profileAccommodations.extraMinutesPerHour })
      .from(profileAccommodations)
      .where(eq(profileAccommodations.profileId, sql.placeholder('profileId')))
      .limit(1)
      .prepare('accommodations_extra_minutes');
  }

  /**
   * Writes `w` for the profile in one statement (INSERT … ON CONFLICT DO UPDATE): the display
   * part is merged into the stored JSON (jsonb `||`), so concurrent writes of different fields
   * both stay. Returns the stored row.
   */
  async write(profileId: string, w: AccommodationWrite, now: Date): Promise<AccommodationRow> {
    const c = w.compensatory;
    const compensatory = c
      ? {
          extraMinutesPerHour: c.extraMinutesPerHour,
          benchmarkDisability: c.benchmarkDisability,
          basis: c.basis,
          setByRole: c.setByRole,
          setByUserId: c.setByUserId,
          compensatorySetAt: c.at,
        }
      : {};
    const patch = JSON.stringify(w.display ?? {});
    const [row] = await this.db
      .insert(profileAccommodations)
      .values({ profileId, ...compensatory, display: { ...w.displayDefaults, ...(w.display ?? {}) }, updatedAt: now })
      .onConflictDoUpdate({
        target: profileAccommodations.profileId,
        set: {
          ...compensatory,
          display: sql`coalesce(${profileAccommodations.display}, ${JSON.stringify(w.displayDefaults)}::jsonb) || ${patch}::jsonb`,
          updatedAt: now,
        },
      })
      .returning();
    return row!;
  }
}
