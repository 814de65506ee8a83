import type { ErasureRequest } from '@abhyas/contracts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ErasureRow, FamilyDataRepository } from './family-data.repository.ts';

/** The grace before an erasure is carried out (ms): 7 days, during which it can be restored. */
export const ERASURE_GRACE_MS = 7 * 86_400_000;

/**
 * Erasure of a child profile or the whole account (issue 21 §3 Erasure; decision 036): a request
 * hides the profile (or all the account's profiles) at once; after 7 days the daily job deletes its
 * rows from every table of the registry (`erase`), unless it was restored. Aggregates are computed
 * from the remaining rows and keep no identifiers.
 */
export class ErasureService {
  constructor(
    private readonly repo: FamilyDataRepository,
    private readonly now: () => number,
  ) {}

  async present(row: ErasureRow): Promise<ErasureRequest> {
    const profile = row.profileId ? await this.repo.profileWithConsent(row.profileId) : null;
    return {
      id: row.id,
      scope: row.scope as ErasureRequest['scope'],
      profile_id: row.profileId,
      first_name: profile?.profile.firstName ?? null,
      requested_at: row.requestedAt.getTime(),
      purge_after: row.purgeAfter.getTime(),
    };
  }

  /** POST erasure: schedules it (the caller holds the account or the profile: checked by the facade). 409 when one is waiting already. */
  async request(userId: string, scope: 'profile' | 'account', profileId: string | null): Promise<ErasureRequest> {
    const active = await this.repo.activeErasures(userId);
    if (active.some((e) => e.scope === 'account' || (scope === 'profile' && e.profileId === profileId)))
      throw conflict('This is already scheduled for deletion. Restore it, or wait for the grace to end.', 'ERASURE_PENDING');
    const now = this.now();
    const id = newId();
    await this.repo.insertErasure({ id, userId, profileId, scope, requestedAt: new Date(now), purgeAfter: new Date(now + ERASURE_GRACE_MS) });
    return this.present((await this.repo.findErasure(id))!);
  }

  /** GET erasure: the account's waiting erasures. */
  async list(userId: string): Promise<ErasureRequest[]> {
    return Promise.all((await this.repo.activeErasures(userId)).map((r) => this.present(r)));
  }

  /** POST erasure/{id}/restore: cancels a waiting erasure of the caller's; 404 for another's or one already carried out. */
  async restore(userId: string, id: string): Promise<void> {
    const row = await this.repo.findErasure(id);
    if (!row || row.userId !== userId || row.restoredAt) throw notFound('No such deletion waiting.', 'ERASURE_NOT_FOUND');
    await this.repo.restoreErasure(id, new Date(this.now()));
  }

  /** The job: carries out every erasure whose grace is over; returns the rows deleted per table. */
  async runDue(): Promise<Record<string, number>> {
    const total: Record<string, number> = {};
    for (const row of await this.repo.dueErasures(new Date(this.now()))) {
      if (row.scope !== 'account' && !(row.scope === 'profile' && row.profileId)) continue;
      const scope = row.scope === 'account' ? { kind: 'account' as const, id: row.userId } : { kind: 'profile' as const, id: row.profileId! };
      const touched = await this.repo.erase(scope);
      for (const [t, n] of Object.entries(touched)) total[t] = (total[t] ?? 0) + n;
    }
    return total;
  }
}
