import type { SentInvite } from '@abhyas/contracts';
import { conflict, AppError, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import type { OtpSender } from '../../lib/otp-sender.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { InviteRow, InvitesRepository } from './invites.repository.ts';

/** How long an invite link stays valid (ms): 7 days. */
export const INVITE_TTL_MS = 7 * 86_400_000;
/** Invites an account may send per day. */
const INVITES_PER_DAY = 10;

const gone = (code: 'INVITE_EXPIRED' | 'INVITE_USED') =>
  new AppError(
    410,
    code,
    code === 'INVITE_EXPIRED' ? 'This invite has expired (links last 7 days). Ask for a new one.' : 'This invite has already been used. Ask for a new one.',
  );
const forged = () => notFound('No such invite. Check the link, or ask for a new one.', 'INVITE_NOT_FOUND');

/** Who sends an invite: the session's account, and the profile when a student (child token) sends it. */
export interface Inviter {
  userId: string;
  firstName: string;
  profileId?: string | undefined;
}

/** The mobile masked to its last 4 digits: `••••••3210`. */
const mask = (mobile: string) => `${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * Family invites (platform.md §6 invite parent, §7.1 send-invite; issue 21 §1; decision 033): a
 * random 256-bit token in the link (`${APP_ORIGIN}/invite/<token>`), only its SHA-256 stored;
 * single use, valid 7 days; accepting links the caller's account to the child's family.
 */
export class InvitesService {
  constructor(
    private readonly repo: InvitesRepository,
    private readonly profiles: Pick<ProfilesService, 'familyOf' | 'reachableIds'>,
    private readonly sender: OtpSender,
    private readonly now: () => number,
  ) {}

  /**
   * POST send-invite: records the invite and texts `mobile` the link. The family is the account
   * holding the inviting student's profile, else the inviter's own account. 429 past 10 a day.
   */
  async send(inviter: Inviter, mobile: string, relationshipType: number, appOrigin: string): Promise<void> {
    const now = this.now();
    if ((await this.repo.countSentSince(inviter.userId, new Date(now - 86_400_000))) >= INVITES_PER_DAY)
      throw tooManyRequests(3600, 'You have sent many invitations today. Try again tomorrow.');
    const familyUserId = inviter.profileId ? await this.profiles.familyOf(inviter.profileId) : inviter.userId;
    if (!familyUserId) throw notFound('No such profile.', 'PROFILE_NOT_FOUND');
    const token = randomToken();
    await this.repo.insert({
      userId: inviter.userId,
      inviterProfileId: inviter.profileId ?? null,
      familyUserId,
      mobile,
      relationshipType,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + INVITE_TTL_MS),
    });
    await this.sender.send({
      to: mobile,
      channel: 'sms',
      text: `${(inviter.profileId ? await this.repo.profileFirstName(inviter.profileId) : null) ?? inviter.firstName} invites you to join their family on Abhyas (valid 7 days): ${appOrigin}/invite/${token}`,
    });
  }

  /** The invite behind a link: 404 INVITE_NOT_FOUND (unknown or forged), 410 INVITE_USED, 410 INVITE_EXPIRED. */
  private async usable(token: string): Promise<{ invite: InviteRow; inviterFirstName: string }> {
    const found = await this.repo.findByTokenHash(sha256(token));
    if (!found) throw forged();
    if (found.invite.usedAt) throw gone('INVITE_USED');
    if (found.invite.expiresAt.getTime() <= this.now()) throw gone('INVITE_EXPIRED');
    return found;
  }

  /** GET invites/{token}: who invited (first name only) and the relationship; errors as `usable`. */
  async preview(token: string): Promise<{ inviter_first_name: string; relationship_type: number; expires_at: number }> {
    const { invite, inviterFirstName } = await this.usable(token);
    return { inviter_first_name: inviterFirstName, relationship_type: invite.relationshipType, expires_at: invite.expiresAt.getTime() };
  }

  /**
   * POST invites/{token}/accept: links `userId` to the invite's family with its relationship.
   * 409 INVITE_SELF for the family's own account, 409 ALREADY_LINKED for a member (the invite
   * stays unused then); 410 INVITE_USED for a second accept (atomic), 410 INVITE_EXPIRED.
   */
  async accept(token: string, userId: string): Promise<{ relationship_type: number; profile_ids: string[] }> {
    const { invite } = await this.usable(token);
    if (invite.familyUserId === userId) throw conflict('This invite is for someone else: your account already holds this family.', 'INVITE_SELF');
    if (await this.repo.isMember(invite.familyUserId, userId)) throw conflict('Your account is already linked to this family.', 'ALREADY_LINKED');
    const result = await this.repo.accept(invite.id, userId, new Date(this.now()));
    if (result === 'used') throw gone('INVITE_USED');
    if (result === 'expired') throw gone('INVITE_EXPIRED');
    if (result === 'member') throw conflict('Your account is already linked to this family.', 'ALREADY_LINKED');
    return { relationship_type: invite.relationshipType, profile_ids: await this.profiles.reachableIds(userId) };
  }

  /**
   * GET invites: the invites the caller sent, newest first, optionally of one status. A parent
   * token sees its account's; a child token only those its own profile sent.
   */
  async listSent(caller: { userId: string; profileId?: string | undefined }, status?: SentInvite['status']): Promise<SentInvite[]> {
    const now = this.now();
    const rows = await this.repo.listSent(caller.profileId ? { inviterProfileId: caller.profileId } : { userId: caller.userId });
    return rows
      .filter((r) => r.tokenHash !== null)
      .map((r): SentInvite => ({
        id: r.id,
        mobile_masked: mask(r.mobile),
        relationship_type: r.relationshipType,
        status: r.usedAt ? 'accepted' : r.expiresAt.getTime() <= now ? 'expired' : 'pending',
        created_at: r.createdAt.getTime(),
        expires_at: r.expiresAt.getTime(),
        accepted_at: r.usedAt?.getTime() ?? null,
        accepted_by_first_name: r.usedAt ? r.acceptedByFirstName : null,
      }))
      .filter((r) => !status || r.status === status);
  }
}
