import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports, erasureRequests, familyMembers, profileConsents, profiles, users } from '../../db/schema/index.ts';
import { FAMILY_DATA_REGISTRY, registryEntry, type RegistryLink } from './family-data.registry.ts';

export type ConsentRow = typeof profileConsents.$inferSelect;
export type ExportRow = typeof dataExports.$inferSelect;
export type ErasureRow = typeof erasureRequests.$inferSelect;
/** Whose data a registry query reaches: one profile, or an account with all its profiles. */
export type Scope = { kind: 'profile' | 'account'; id: string };
type Rows = Record<string, unknown>[];

const rowsOf = (result: unknown): Rows => (result as { rows: Rows }).rows;

/** The condition on `link`'s table that reaches the scope's person, or null when the link cannot reach it. */
function linkReach(link: RegistryLink, scope: Scope, depth: number): SQL | null {
  const col = sql.identifier(link.column);
  if (link.to === 'profiles')
    return scope.kind === 'profile' ? sql`${col} = ${scope.id}` : sql`${col} in (select "id" from "profiles" where "user_id" = ${scope.id})`;
  if (link.to === 'users') return scope.kind === 'account' ? sql`${col} = ${scope.id}` : null;
  const inner = reach(link.to, scope, depth + 1);
  return inner ? sql`${col} in (select "id" from ${sql.identifier(link.to)} where ${inner})` : null;
}

/** The condition selecting `table`'s rows that belong to the scope (through any of its links), or null. */
export function reach(table: string, scope: Scope, depth = 0): SQL | null {
  const entry = registryEntry(table);
  if (!entry || depth > 8) return null;
  const parts = entry.links.map((l) => linkReach(l, scope, depth)).filter((p): p is SQL => p !== null);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * The family-data module's SQL (decision 036): consents, exports and erasure requests, and the
 * registry-driven reads and deletes over every table that holds a profile's or an account's data.
 */
export class FamilyDataRepository {
  constructor(private readonly db: Db) {}

  // ---- profiles and accounts ----

  /** The profiles the account reaches (own and linked families'), with their holder and consent row. */
  async reachableProfiles(userId: string) {
    const families = this.db.select({ id: familyMembers.familyUserId }).from(familyMembers).where(eq(familyMembers.memberUserId, userId));
    return this.db
      .select({ profile: profiles, consent: profileConsents })
      .from(profiles)
      .leftJoin(profileConsents, eq(profileConsents.profileId, profiles.id))
      .where(or(eq(profiles.userId, userId), inArray(profiles.userId, families)))
      .orderBy(asc(profiles.createdAt), asc(profiles.id));
  }

  /** One profile with its consent row, or null. */
  async profileWithConsent(profileId: string) {
    const rows = await this.db
      .select({ profile: profiles, consent: profileConsents })
      .from(profiles)
      .leftJoin(profileConsents, eq(profileConsents.profileId, profiles.id))
      .where(eq(profiles.id, profileId))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The first and last names of an account and of a profile (clickstream scrubbing). */
  async namesOf(userId: string | null, profileId: string | null): Promise<string[]> {
    const out: string[] = [];
    if (userId)
      for (const r of await this.db.select({ f: users.firstName, l: users.lastName }).from(users).where(eq(users.id, userId)).limit(1)) out.push(r.f, r.l);
    if (profileId)
      for (const r of await this.db.select({ f: profiles.firstName, l: profiles.lastName }).from(profiles).where(eq(profiles.id, profileId)).limit(1))
        out.push(r.f, r.l);
    return out.filter(Boolean);
  }

  async firstNameOf(userId: string): Promise<string | null> {
    const rows = await this.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
    return rows[0]?.firstName ?? null;
  }

  /** True when `memberUserId` is linked to `familyUserId`'s family by an accepted invite. */
  async isMember(familyUserId: string, memberUserId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyUserId, familyUserId), eq(familyMembers.memberUserId, memberUserId)))
      .limit(1);
    return rows.length > 0;
  }

  // ---- consent ----

  /** Records how a profile came (its pending state) unless it has a consent row already. */
  async startPending(profileId: string, origin: string, at: Date): Promise<void> {
    await this.db.insert(profileConsents).values({ profileId, origin, pendingSince: at }).onConflictDoNothing();
  }

  /** Stores a consent (the row is created when missing). */
  async giveConsent(
    profileId: string,
    origin: string,
    pendingSince: Date,
    v: { userId: string; at: Date; version: string; locale: string; hash: string },
  ): Promise<void> {
    const set = { consentedAt: v.at, consentedByUserId: v.userId, wordingVersion: v.version, wordingLocale: v.locale, wordingHash: v.hash };
    await this.db
      .insert(profileConsents)
      .values({ profileId, origin, pendingSince, ...set })
      .onConflictDoUpdate({ target: profileConsents.profileId, set });
  }

  /** Profiles without consent whose pending window started at or before `before` (a missing row counts from the profile's creation). */
  async pendingSince(before: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .leftJoin(profileConsents, eq(profileConsents.profileId, profiles.id))
      .where(and(isNull(profileConsents.consentedAt), lte(sql`coalesce(${profileConsents.pendingSince}, ${profiles.createdAt})`, before)));
    return rows.map((r) => r.id);
  }

  // ---- the registry ----

  /** Every row of `table` that belongs to the scope (all columns), or null when the table cannot reach it. */
  async rowsOf(table: string, scope: Scope): Promise<Rows | null> {
    const cond = reach(table, scope);
    if (!cond) return null;
    return rowsOf(await this.db.execute(sql`select * from ${sql.identifier(table)} where ${cond}`));
  }

  /** How many rows of `table` belong to the scope (tests and the erasure check). */
  async countOf(table: string, scope: Scope): Promise<number> {
    const cond = reach(table, scope);
    if (!cond) return 0;
    const rows = rowsOf(await this.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${cond}`));
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Deletes (or, for `nullify` links, clears) every row the registry reaches for the scope, in the
   * registry's order, in one transaction; `learningOnly` limits it to learning records. Returns the
   * rows touched per table.
   */
  async erase(scope: Scope, learningOnly = false): Promise<Record<string, number>> {
    return this.db.transaction(async (tx) => {
      const touched: Record<string, number> = {};
      for (const entry of FAMILY_DATA_REGISTRY) {
        if (learningOnly && !entry.learning) continue;
        const table = sql.identifier(entry.table);
        for (const link of entry.links) {
          const cond = linkReach(link, scope, 0);
          if (!cond) continue;
          const res =
            link.erase === 'nullify'
              ? await tx.execute(sql`update ${table} set ${sql.identifier(link.column)} = null where ${cond}`)
              : await tx.execute(sql`delete from ${table} where ${cond}`);
          const n = Number((res as { affectedRows?: number; rowCount?: number }).affectedRows ?? (res as { rowCount?: number }).rowCount ?? 0);
          if (n > 0) touched[entry.table] = (touched[entry.table] ?? 0) + n;
        }
      }
      return touched;
    });
  }

  // ---- exports ----

  async insertExport(row: typeof dataExports.$inferInsert): Promise<void> {
    await this.db.insert(dataExports).values(row);
  }

  async findExport(id: string): Promise<ExportRow | null> {
    const rows = await this.db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The account's exports, newest first, without their archives. */
  async listExports(userId: string) {
    return this.db
      .select({
        id: dataExports.id,
        profileId: dataExports.profileId,
        status: dataExports.status,
        requestedAt: dataExports.requestedAt,
        readyAt: dataExports.readyAt,
        expiresAt: dataExports.expiresAt,
        sizeBytes: dataExports.sizeBytes,
      })
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(20);
  }

  async finishExport(id: string, v: { archive: Uint8Array; readyAt: Date; expiresAt: Date }): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'ready', archive: v.archive, sizeBytes: v.archive.byteLength, readyAt: v.readyAt, expiresAt: v.expiresAt })
      .where(eq(dataExports.id, id));
  }

  async failExport(id: string): Promise<void> {
    await this.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
  }

  /** Drops the archives whose 24 hours are over (the row stays, `expired`). */
  async dropExpiredArchives(now: Date): Promise<number> {
    const rows = await this.db
      .update(dataExports)
      .set({ archive: null })
      .where(and(lte(dataExports.expiresAt, now), sql`${dataExports.archive} is not null`))
      .returning({ id: dataExports.id });
    return rows.length;
  }

  /** Exports still waiting (a restart lost their in-process build). */
  async pendingExports(): Promise<string[]> {
    const rows = await this.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.status, 'pending'));
    return rows.map((r) => r.id);
  }

  // ---- erasure ----

  async insertErasure(row: typeof erasureRequests.$inferInsert): Promise<void> {
    await this.db.insert(erasureRequests).values(row);
  }

  /** The erasures waiting on the account (its own requests), oldest first. */
  async activeErasures(userId: string): Promise<ErasureRow[]> {
    return this.db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.userId, userId), isNull(erasureRequests.restoredAt)))
      .orderBy(asc(erasureRequests.requestedAt));
  }

  async findErasure(id: string): Promise<ErasureRow | null> {
    const rows = await this.db.select().from(erasureRequests).where(eq(erasureRequests.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async restoreErasure(id: string, at: Date): Promise<void> {
    await this.db.update(erasureRequests).set({ restoredAt: at }).where(eq(erasureRequests.id, id));
  }

  /** Erasures whose grace is over and that were not restored. */
  async dueErasures(now: Date): Promise<ErasureRow[]> {
    return this.db
      .select()
      .from(erasureRequests)
      .where(and(isNull(erasureRequests.restoredAt), lte(erasureRequests.purgeAfter, now)))
      .orderBy(asc(erasureRequests.purgeAfter));
  }
}
