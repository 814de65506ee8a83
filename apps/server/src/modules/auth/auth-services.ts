import type { Db } from '../../db/client.ts';
import type { OtpSender } from '../../lib/otp-sender.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { AccountRepository } from './account.repository.ts';
import { AttemptsRepository } from './attempts.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { AuthService } from './auth.service.ts';
import { OtpRepository } from './otp.repository.ts';
import { OtpService } from './otp.service.ts';
import { PasswordService } from './password.service.ts';
import { SessionService } from './session.service.ts';
import { SignInService, type SignInLimits } from './sign-in.service.ts';
import { VerificationService } from './verification.service.ts';

/**
 * Builds the auth module's services over its repositories (app.ts). `users` is the one
 * AuthRepository of the app: its session cache is the one the auth plugin reads and revocations
 * empty (plugins/instances.ts).
 */
export function createAuthService(deps: {
  db: Db;
  users: AuthRepository;
  tokens: TokenService;
  profiles: ProfilesService;
  sender: OtpSender;
  /** Server secret: OTP HMACs and refresh-token successors are derived under it. */
  secret: Uint8Array;
  limits: SignInLimits;
}): AuthService {
  const { db, users, tokens, profiles, sender, secret } = deps;
  const accounts = new AccountRepository(db);
  const otps = new OtpRepository(db);
  const attempts = new AttemptsRepository(db);
  const otp = new OtpService(otps, attempts, tokens, sender, secret);
  const sessions = new SessionService(users, accounts, tokens, profiles, secret);
  const codes = new VerificationService(users, otp, sessions);
  const signIn = new SignInService(users, attempts, otp, sessions, codes, deps.limits);
  const passwords = new PasswordService(users, otps, otp, tokens, codes);
  return new AuthService(users, accounts, signIn, codes, passwords, sessions);
}
