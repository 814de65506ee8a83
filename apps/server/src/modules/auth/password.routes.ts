import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HEADER,
  confirmPasswordBody,
  localeQuery,
  okResponse,
  otpSentResponse,
  resetPasswordBody,
  sendResetOtpBody,
  updatePasswordBody,
  verifyResetOtpBody,
} from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { authErrors as errors, context, header, limitedConfig, otpSent } from './auth-http.ts';

/** Password reset by code, password change, and the password asked again (platform.md §7.2; issue 15). Under /api/auth. */
export async function passwordRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

  r.post(
    '/send_password_reset_otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Send a password-reset code; answers with x-otp-token',
        querystring: localeQuery,
        body: sendResetOtpBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const step = await s.auth.codes.sendOtp(request.body, 'reset', context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );

  r.post(
    '/verify_password_reset_otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Check a reset code; answers with x-password-reset-token',
        body: verifyResetOtpBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = await s.auth.passwords.verifyResetOtp(header(request, HEADER.otpToken), request.body.otp, context(request, s));
      void reply.header(HEADER.passwordResetToken, token);
      return { status: 200, message: 'Code verified. Choose a new password.' };
    },
  );

  r.post(
    '/reset_password',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Set a new password (x-password-reset-token header); signs out everywhere',
        querystring: localeQuery,
        body: resetPasswordBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await s.auth.passwords.resetPassword(header(request, HEADER.passwordResetToken), request.body.new_password);
      return { status: 200, message: 'Password changed. Log in with your new password.' };
    },
  );

  r.put(
    '/update_password',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Change password (parent token)',
        querystring: localeQuery,
        body: updatePasswordBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      await s.auth.passwords.updatePassword(user, request.body.old_password, request.body.new_password, claims.sessionId);
      return { status: 200, message: 'Password changed.' };
    },
  );

  r.post(
    '/confirm-password',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'The parent confirms their password before the account settings open (parent token); 400 WRONG_PASSWORD',
        body: confirmPasswordBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      await s.auth.signIn.confirmPassword(user, request.body.password, context(request, s));
      return { status: 200, message: 'Password confirmed.' };
    },
  );
}
