import type { EditProfileBody } from '@abhyas/contracts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AccountRepository } from './account.repository.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { loadUser } from './auth-context.ts';
import type { PasswordService } from './password.service.ts';
import type { SessionService } from './session.service.ts';
import type { SignInService } from './sign-in.service.ts';
import type { VerificationService } from './verification.service.ts';

// What other modules need of auth comes from here, not from its repositories.
export type { AuthRepository, UserRow } from './auth.repository.ts';
export { personalInfoOf, type Login, type RequestContext, type SignedIn, type SignInResult } from './auth-context.ts';

/**
 * Accounts, sign-in, OTP flows and sessions (platform.md §4.1, §5, §6, §7.1, §7.2), by sub-area:
 * `signIn` (sign-up, sign-in, external identities, the password asked again), `codes` (sign-in
 * codes, addresses proved, login change), `passwords` (reset and change), `sessions` (refresh,
 * sign-out, guests); the account's own calls are here.
 */
/** What a push-token registration adds to the token: its profile and a Web Push subscription. */
export interface PushTokenExtra {
  profileId: string | null;
  webPush: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
}

export class AuthService {
  constructor(
    private readonly users: AuthRepository,
    private readonly accounts: AccountRepository,
    readonly signIn: SignInService,
    readonly codes: VerificationService,
    readonly passwords: PasswordService,
    readonly sessions: SessionService,
  ) {}

  /** The account `userId`; 401 ACCOUNT_GONE when it no longer exists. */
  async loadUser(userId: string): Promise<UserRow> {
    return loadUser(this.users, userId);
  }

  /**
   * The profile an edit_profile call edits: a child token's own (404 PROFILE_NOT_FOUND for another
   * `id`); with the parent token, the body's `id` (400 PROFILE_ID_REQUIRED without one).
   */
  editProfileTarget(claims: { kind: string; profileId?: string }, body: EditProfileBody): string {
    if (claims.kind === 'child') {
      if (body.id && body.id !== claims.profileId) throw notFound('No such profile on this account.', 'PROFILE_NOT_FOUND');
      return claims.profileId!;
    }
    if (!body.id) throw badRequest('Give the profile `id` to edit (or call with that profile’s token).', 'PROFILE_ID_REQUIRED');
    return body.id;
  }

  /**
   * POST push-token: saves this device's push token for the account; `extra.profileId` ties it to a
   * profile (a child token's call), `extra.webPush` is a browser's Web Push subscription (issue 20 §2).
   */
  async savePushToken(
    userId: string,
    deviceId: string,
    token: string,
    platform: string,
    extra: PushTokenExtra = { profileId: null, webPush: null },
  ): Promise<void> {
    await this.accounts.upsertPushToken(userId, deviceId, token, platform, extra);
  }

  /** DELETE push-token: removes this device's push token (nothing to remove is fine). */
  async removePushToken(userId: string, deviceId: string): Promise<void> {
    await this.accounts.deletePushToken(userId, deviceId);
  }

  /** GET dev/outbox: the development OTP sender's messages, newest first (created_at epoch ms). */
  async devOutbox() {
    const rows = await this.accounts.outbox();
    return rows.map((m) => ({ to: m.recipient, channel: m.channel as 'sms' | 'email', text: m.text, otp: m.otp, created_at: m.createdAt.getTime() }));
  }
}
