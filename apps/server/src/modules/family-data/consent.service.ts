import { createHash } from 'node:crypto';
import { CONSENT_WORDING_VERSION, consentWording, type ConsentState, type GiveConsentBody } from '@abhyas/contracts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { ConsentRow, FamilyDataRepository } from './family-data.repository.ts';

/** Days a pending profile's learning records are kept without a parent's consent (issue 21 §3). */
export const PENDING_CONSENT_DAYS = 30;
const DAY_MS = 86_400_000;

/** SHA-256 (hex) of a wording text, as the consent call sends it. */
export const wordingHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

type Origin = ConsentState['origin'];
type ProfileLike = { id: string; userId: string; firstName: string; createdAt: Date };

/**
 * Parental consent for a child profile's learning data (issue 21 §3; DPDP Act 2023 s.9; decision
 * 036). A profile is `pending` until a verified parent consents with the wording shown; a pending
 * profile's learning records are deleted 30 days after `pending_since` (`purgeExpiredPending`,
 * run daily). Who may consent: the account holder for a profile a parent added (or one made before
 * consent was asked); for a student who signed up alone, only a parent linked by an invite.
 */
export class ConsentService {
  constructor(
    private readonly repo: FamilyDataRepository,
    private readonly now: () => number,
  ) {}

  /** Records a new profile's origin (add_profile), pending from now. */
  async profileAdded(profileId: string, origin: 'parent' | 'student'): Promise<void> {
    await this.repo.startPending(profileId, origin, new Date(this.now()));
  }

  /** Checks the wording a caller says it showed: 400 UNKNOWN_WORDING / WORDING_MISMATCH. */
  checkWording(body: Pick<GiveConsentBody, 'wording_version' | 'wording_locale' | 'wording_hash'>): void {
    const text = consentWording(body.wording_version, body.wording_locale);
    if (!text) throw badRequest(`Unknown wording_version '${body.wording_version}'. The current one is ${CONSENT_WORDING_VERSION}.`, 'UNKNOWN_WORDING');
    if (wordingHash(text) !== body.wording_hash)
      throw badRequest('wording_hash is not the SHA-256 of the wording of this version and locale.', 'WORDING_MISMATCH');
  }

  private async state(profile: ProfileLike, consent: ConsentRow | null, callerId: string | null): Promise<ConsentState> {
    const origin = (consent?.origin ?? 'existing') as Origin;
    const pendingSince = (consent?.pendingSince ?? profile.createdAt).getTime();
    const given = consent?.consentedAt != null;
    let canConsent = false;
    if (callerId && !given) canConsent = origin === 'student' ? profile.userId !== callerId && (await this.repo.isMember(profile.userId, callerId)) : true;
    return {
      profile_id: profile.id,
      first_name: profile.firstName,
      status: given ? 'given' : 'pending',
      origin,
      pending_since: pendingSince,
      pending_until: given ? null : pendingSince + PENDING_CONSENT_DAYS * DAY_MS,
      consented_at: consent?.consentedAt?.getTime() ?? null,
      consented_by_first_name: consent?.consentedByUserId ? await this.repo.firstNameOf(consent.consentedByUserId) : null,
      wording_version: consent?.wordingVersion ?? null,
      can_consent: canConsent,
    };
  }

  /** GET consent for a parent token: every profile the account reaches. */
  async listForAccount(userId: string): Promise<ConsentState[]> {
    const rows = await this.repo.reachableProfiles(userId);
    return Promise.all(rows.map((r) => this.state(r.profile, r.consent, userId)));
  }

  /** GET consent for a child token: its own profile (404 when gone). */
  async forProfile(profileId: string): Promise<ConsentState> {
    const row = await this.repo.profileWithConsent(profileId);
    if (!row) throw notFound('No such profile.', 'PROFILE_NOT_FOUND');
    return this.state(row.profile, row.consent, null);
  }

  /**
   * POST consent: a verified parent consents for a profile it reaches (404 otherwise). 403
   * CONSENT_NEEDS_PARENT when the profile is a student's own sign-up and the caller is that
   * account (a parent consents from their own account, linked by an invite); 409 when given already.
   */
  async give(caller: { userId: string; verified: boolean }, body: GiveConsentBody): Promise<ConsentState> {
    this.checkWording(body);
    const reachable = await this.repo.reachableProfiles(caller.userId);
    const row = reachable.find((r) => r.profile.id === body.profile_id);
    if (!row) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
    if (!caller.verified) throw forbidden('Verify your mobile number or e-mail before giving consent.', 'NOT_VERIFIED');
    const before = await this.state(row.profile, row.consent, caller.userId);
    if (before.status === 'given') return before;
    if (!before.can_consent) throw forbidden('A parent gives consent from their own account: invite your parent from /invite-parent.', 'CONSENT_NEEDS_PARENT');
    await this.repo.giveConsent(row.profile.id, before.origin, new Date(before.pending_since), {
      userId: caller.userId,
      at: new Date(this.now()),
      version: body.wording_version,
      locale: body.wording_locale,
      hash: body.wording_hash,
    });
    const after = await this.repo.profileWithConsent(row.profile.id);
    return this.state(after!.profile, after!.consent, caller.userId);
  }

  /** Deletes the learning records of every profile still pending after 30 days; returns the profiles touched. */
  async purgeExpiredPending(): Promise<string[]> {
    const ids = await this.repo.pendingSince(new Date(this.now() - PENDING_CONSENT_DAYS * DAY_MS));
    const touched: string[] = [];
    for (const id of ids) {
      const n = await this.repo.erase({ kind: 'profile', id }, true);
      if (Object.keys(n).length > 0) touched.push(id);
    }
    return touched;
  }
}
