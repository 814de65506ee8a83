/** Types and small rules shared by the auth services (sign-in, codes, passwords, sessions). */
import type { AccountData } from '@abhyas/contracts';
import type { PersonalInfo } from '@abhyas/domain';
import { unauthorized } from '../../lib/app-error.ts';
import type { Channel } from '../../lib/otp-sender.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';

/** Per-request facts the service needs. `now` is epoch ms. */
export interface RequestContext {
  ip: string;
  browserId: string | null;
  now: number;
  /** Interface language of the caller (`?locale=`), for display names in answers. */
  locale?: string | undefined;
}

/** What a successful sign-in hands out: tokens go to headers and cookies, data to the body. */
export interface SignedIn {
  data: AccountData;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  otp?: { stepToken: string };
}

/** A login address: a mobile, else an e-mail. */
export interface Login {
  email?: string | undefined;
  mobile?: string | undefined;
}

/** A code sent (OtpService.issue): the step token (`x-otp-token`), where it went (masked), and when it expires (epoch ms). */
export interface OtpStep {
  stepToken: string;
  sentTo: string;
  channel: Channel;
  expiresAt: number;
}

/** What a password sign-in hands out: a session, or — through an address not yet proved — only a code to prove it. */
export type SignInResult = (SignedIn & { verificationRequired: false }) | { verificationRequired: true; step: OtpStep };

/** `sessions.login_via` and the address kind of a code's channel. */
export const kindOf = (channel: string): 'email' | 'mobile' => (channel === 'sms' ? 'mobile' : 'email');

/** `sessions.login_via` of an address: `email:<address>` or `mobile:<number>`. */
export const via = (kind: 'email' | 'mobile', destination: string) => `${kind}:${destination}`;

/** The channel and address a code for `login` goes to: the mobile by SMS, else the e-mail. */
export function channelOf(login: Login): { channel: Channel; destination: string } {
  return login.mobile ? { channel: 'sms', destination: login.mobile } : { channel: 'email', destination: login.email! };
}

/** True for PostgreSQL's unique violation (23505), from the driver or wrapped by Drizzle. */
export const isUniqueViolation = (err: unknown) =>
  String((err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code) === '23505';

/** The user's own details a new password is checked against. */
export const personalInfoOf = (u: { firstName?: string | null; lastName?: string | null; email?: string | null; mobile?: string | null }): PersonalInfo => ({
  names: [u.firstName, u.lastName],
  email: u.email,
  mobile: u.mobile,
});

/** The account `userId`; 401 ACCOUNT_GONE when it no longer exists. */
export async function loadUser(users: Pick<AuthRepository, 'findUserById'>, userId: string): Promise<UserRow> {
  const user = await users.findUserById(userId);
  if (!user) throw unauthorized('Your account no longer exists.', 'ACCOUNT_GONE');
  return user;
}
