import type { DataExport, ErasureRequest } from '@abhyas/contracts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ConsentService } from './consent.service.ts';
import { ErasureService } from './erasure.service.ts';
import { ExportService } from './export.service.ts';
import type { FamilyDataRepository } from './family-data.repository.ts';

export interface FamilyDataLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The family's data in its own hands (issue 21 §3; decision 036): consent, export and erasure, over
 * one registry of the tables that hold a profile's or an account's data (family-data.registry.ts).
 * Calls check that the caller's account reaches the profile (its own or a family it was linked to):
 * another family's profile is 404.
 */
export class FamilyDataService {
  readonly consent: ConsentService;
  readonly exports: ExportService;
  readonly erasure: ErasureService;

  constructor(
    private readonly repo: FamilyDataRepository,
    secret: Uint8Array,
    now: () => number,
  ) {
    this.consent = new ConsentService(repo, now);
    this.exports = new ExportService(repo, secret, now);
    this.erasure = new ErasureService(repo, now);
  }

  async #reach(userId: string, profileId: string) {
    const row = (await this.repo.reachableProfiles(userId)).find((r) => r.profile.id === profileId);
    if (!row) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    return row;
  }

  /** POST exports: a parent asks for a child's export (404 for a profile the account does not reach). */
  async requestExport(userId: string, profileId: string): Promise<DataExport> {
    await this.#reach(userId, profileId);
    return this.exports.request(userId, profileId);
  }

  /**
   * POST erasure: `profile` (a profile the account reaches; 404 otherwise) or `account` (the caller's
   * own account and every profile it holds). A linked adult may delete a child's profile, not the account.
   */
  async requestErasure(userId: string, scope: 'profile' | 'account', profileId: string | undefined): Promise<ErasureRequest> {
    if (scope === 'profile') {
      if (!profileId) throw badRequest("profile_id is required when scope is 'profile'.", 'VALIDATION_FAILED');
      await this.#reach(userId, profileId);
      return this.erasure.request(userId, 'profile', profileId);
    }
    return this.erasure.request(userId, 'account', null);
  }

  /** The names of an account and a profile, which the clickstream must not carry (data-events scrubbing). */
  async namesOf(userId: string | null, profileId: string | null): Promise<string[]> {
    return this.repo.namesOf(userId, profileId);
  }

  /**
   * The daily job (pg-boss `family-data-daily`, or an in-process timer with JOBS=off): deletes the
   * learning records of profiles pending consent for 30 days, carries out erasures whose 7-day grace
   * is over, drops expired export archives and builds exports a restart left pending.
   */
  async daily(log?: FamilyDataLogger): Promise<{ pendingPurged: number; erased: Record<string, number>; archivesDropped: number }> {
    const pendingPurged = (await this.consent.purgeExpiredPending()).length;
    const erased = await this.erasure.runDue();
    const archivesDropped = await this.exports.dropExpired();
    await this.exports.buildPending();
    log?.info({ pendingPurged, erasedTables: Object.keys(erased).length, archivesDropped }, 'family data: daily run');
    return { pendingPurged, erased, archivesDropped };
  }
}
