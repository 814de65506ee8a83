import { AppError, badRequest } from '../../lib/app-error.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { personalInfoOf, type RequestContext } from './auth-context.ts';
import type { OtpService } from './otp.service.ts';
import type { OtpRepository } from './otp.repository.ts';
import type { VerificationService } from './verification.service.ts';

/** Password reset by code, and password change (platform.md §7.2; issue 14 §1.8). */
export class PasswordService {
  constructor(
    private readonly users: AuthRepository,
    private readonly otps: OtpRepository,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly codes: Pick<VerificationService, 'prove'>,
  ) {}

  /** POST verify_password_reset_otp → a one-use reset token (`x-password-reset-token`); the code proves the address. */
  async verifyResetOtp(stepToken: string | undefined, code: string, ctx: RequestContext): Promise<string> {
    const row = await this.otp.verify(stepToken, code, ['reset'], ctx.now);
    const user = row.userId ? await this.users.findUserById(row.userId) : null;
    if (!user) throw new AppError(400, 'OTP_INVALID', 'Incorrect code. Request a new one.');
    await this.codes.prove(user, row.channel, row.destination);
    return this.tokens.signStep({ kind: 'pwreset', otpId: row.id }, Math.floor(ctx.now / 1000));
  }

  /**
   * POST reset_password: sets the password and signs the account out everywhere. A weak password
   * (400 PASSWORD_WEAK) leaves the reset token usable for a better one. 400 RESET_TOKEN_INVALID.
   */
  async resetPassword(resetToken: string | undefined, newPassword: string): Promise<void> {
    const invalid = () => new AppError(400, 'RESET_TOKEN_INVALID', 'This reset link has expired or was already used. Start again.');
    const claims = resetToken ? await this.tokens.verifyStep(resetToken, 'pwreset') : null;
    const row = claims ? await this.otps.findOtp(claims.otpId) : null;
    if (!row?.userId || row.purpose !== 'reset_granted') throw invalid();
    const user = await this.users.findUserById(row.userId);
    if (!user) throw invalid();
    assertStrongPassword(newPassword, personalInfoOf(user), 'new_password');
    if (!(await this.otps.useResetGrant(row.id))) throw invalid();
    await this.users.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
    await this.users.revokeSessions({ userId: user.id }, 'password reset');
  }

  /** PUT update_password: 400 WRONG_PASSWORD when the old password does not match; 400 SAME_PASSWORD; 400 PASSWORD_WEAK. */
  async updatePassword(user: UserRow, oldPassword: string, newPassword: string, keepSessionId: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
    if (oldPassword === newPassword) throw badRequest('The new password must differ from the current one.', 'SAME_PASSWORD');
    assertStrongPassword(newPassword, personalInfoOf(user), 'new_password');
    await this.users.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
    // Other devices must sign in again; this one stays.
    await this.users.revokeSessions({ userId: user.id, exceptSessionId: keepSessionId }, 'password changed');
  }
}
