import { and, asc, eq, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { erasureRequests, exams, familyMembers, goals, profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type ProfileWithExam = { profile: ProfileRow; exam: typeof exams.$inferSelect; goal: typeof goals.$inferSelect };

/** Child profiles; every read is scoped to the owning account. */
export class ProfilesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Profiles the account reaches: its own, and those of the families it was linked to by an
   * accepted invite (family_members; issue 21 §1). Own first, then by age.
   */
  #reachable(userId: string | Placeholder) {
    const families = this.db.select({ id: familyMembers.familyUserId }).from(familyMembers).where(eq(familyMembers.memberUserId, userId));
    return and(or(eq(profiles.userId, userId), inArray(profiles.userId, families)), this.#notErased());
  }

  /** Not waiting to be erased (issue 21 §3, decision 036): a profile or account in its 7-day grace is hidden until restored. */
  #notErased() {
    return sql`not exists (select 1 from ${erasureRequests} e where e.restored_at is null and ((e.scope = 'profile' and e.profile_id = ${profiles.id}) or (e.scope = 'account' and e.user_id = ${profiles.userId})))`;
  }

  /** listReachable's query, built once as a named prepared statement (connected_profiles runs it on every call; issue 25 §1). */
  #reachableList?: ReturnType<ProfilesRepository['buildReachableList']>;

  private buildReachableList() {
    return this.db
      .select()
      .from(profiles)
      .innerJoin(exams, eq(exams.code, profiles.examCode))
      .innerJoin(goals, eq(goals.code, exams.goalCode))
      .where(this.#reachable(sql.placeholder('userId')))
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .prepare('profiles_reachable');
  }

  /** The account's profiles and its families' (see #reachable), with exam and goal, oldest first. */
  async listReachable(userId: string): Promise<ProfileWithExam[]> {
    this.#reachableList ??= this.buildReachableList();
    const rows = await this.#reachableList.execute({ userId });
    return rows.map((r) => ({ profile: r.profiles, exam: r.exams, goal: r.goals }));
  }

  /** The profile when the account reaches it (its own or a linked family's), else null. */
  async findReachable(userId: string, profileId: string): Promise<ProfileWithExam | null> {
    const rows = await this.db
      .select()
      .from(profiles)
      .innerJoin(exams, eq(exams.code, profiles.examCode))
      .innerJoin(goals, eq(goals.code, exams.goalCode))
      .where(and(eq(profiles.id, profileId), this.#reachable(userId)))
      .limit(1);
    const r = rows[0];
    return r ? { profile: r.profiles, exam: r.exams, goal: r.goals } : null;
  }

  /** The account that holds the profile (its family), or null. */
  async ownerOf(profileId: string): Promise<string | null> {
    const rows = await this.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return rows[0]?.userId ?? null;
  }

  /** The profile when it belongs to `userId`, else null (callers answer 404). */
  async findOwned(userId: string, profileId: string): Promise<ProfileWithExam | null> {
    const rows = await this.db
      .select()
      .from(profiles)
      .innerJoin(exams, eq(exams.code, profiles.examCode))
      .innerJoin(goals, eq(goals.code, exams.goalCode))
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId), this.#notErased()))
      .limit(1);
    const r = rows[0];
    return r ? { profile: r.profiles, exam: r.exams, goal: r.goals } : null;
  }

  /** Creates a profile. */
  async insert(values: NewProfile): Promise<void> {
    await this.db.insert(profiles).values(values);
  }

  /** Updates the profile when it belongs to `userId`; false otherwise. */
  async update(userId: string, profileId: string, values: Partial<NewProfile>): Promise<boolean> {
    const rows = await this.db
      .update(profiles)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId), this.#notErased()))
      .returning({ id: profiles.id });
    return rows.length === 1;
  }

  /** How many profiles the account holds. */
  async countForUser(userId: string): Promise<number> {
    const rows = await this.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
    return rows.length;
  }
}
