import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyMembers, invites, profiles, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** Thrown inside `accept`'s transaction to undo it. */
class AlreadyMember extends Error {}

export type InviteRow = typeof invites.$inferSelect;

/** A sent invite with the first name of the adult who accepted it (null until then). */
export type SentInviteRow = InviteRow & { acceptedByFirstName: string | null };

/** Invites and the family links they create (issue 21 §1). */
export class InvitesRepository {
  constructor(private readonly db: Db) {}

  /** Records an invite; `createdAt` and `expiresAt` from the business clock. */
  async insert(values: {
    userId: string;
    inviterProfileId: string | null;
    familyUserId: string;
    mobile: string;
    relationshipType: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(invites).values({ id: newId(), ...values });
  }

  /** Invites the account sent since `since`. */
  async countSentSince(userId: string, since: Date): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(invites)
      .where(and(eq(invites.userId, userId), gt(invites.createdAt, since)));
    return rows[0]?.n ?? 0;
  }

  /**
   * The invite behind a token hash, with the first name of whoever sent it (the student's profile
   * when one sent it, else the account's); null when none.
   */
  async findByTokenHash(tokenHash: string): Promise<{ invite: InviteRow; inviterFirstName: string } | null> {
    const rows = await this.db
      .select({ invite: invites, inviterFirstName: sql<string>`coalesce(${profiles.firstName}, ${users.firstName})` })
      .from(invites)
      .innerJoin(users, eq(users.id, invites.userId))
      .leftJoin(profiles, eq(profiles.id, invites.inviterProfileId))
      .where(eq(invites.tokenHash, tokenHash))
      .limit(1);
    return rows[0] ?? null;
  }

  /** The first name of a profile, or null. */
  async profileFirstName(profileId: string): Promise<string | null> {
    const rows = await this.db.select({ name: profiles.firstName }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return rows[0]?.name ?? null;
  }

  /** Whether `memberUserId` already belongs to the family `familyUserId`. */
  async isMember(familyUserId: string, memberUserId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyUserId, familyUserId), eq(familyMembers.memberUserId, memberUserId)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Uses the invite and links the member, in one transaction: the invite is marked used only if
   * it is unused and unexpired at `now` (a concurrent second accept finds it used). Returns
   * 'used' / 'expired' when it could not be used, 'member' when the account was already linked
   * (nothing changes), else 'linked'.
   */
  async accept(inviteId: string, memberUserId: string, now: Date): Promise<'linked' | 'used' | 'expired' | 'member'> {
    return this.db
      .transaction(async (tx) => {
        const used = await tx
          .update(invites)
          .set({ usedAt: now, usedByUserId: memberUserId })
          .where(and(eq(invites.id, inviteId), isNull(invites.usedAt), gt(invites.expiresAt, now)))
          .returning();
        const invite = used[0];
        if (!invite) {
          const [row] = await tx.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, inviteId));
          return row?.usedAt ? 'used' : 'expired';
        }
        const linked = await tx
          .insert(familyMembers)
          .values({ id: newId(), familyUserId: invite.familyUserId, memberUserId, relationshipType: invite.relationshipType, inviteId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: familyMembers.id });
        // Already a member (a race with another invite of the same family): undo the use.
        if (linked.length === 0) throw new AlreadyMember();
        return 'linked' as const;
      })
      .catch((err: unknown) => {
        if (err instanceof AlreadyMember) return 'member' as const;
        throw err;
      });
  }

  /** Invites sent by the account (`userId`), or only those sent from one profile; newest first. */
  async listSent(filter: { userId: string } | { inviterProfileId: string }, limit = 100): Promise<SentInviteRow[]> {
    const cond = 'userId' in filter ? eq(invites.userId, filter.userId) : eq(invites.inviterProfileId, filter.inviterProfileId);
    const rows = await this.db
      .select({ invite: invites, acceptedByFirstName: users.firstName })
      .from(invites)
      .leftJoin(users, eq(users.id, invites.usedByUserId))
      .where(cond)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.invite, acceptedByFirstName: r.acceptedByFirstName }));
  }
}
