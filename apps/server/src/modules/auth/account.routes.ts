import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HEADER,
  confirmVerificationOtpBody,
  localeQuery,
  okResponse,
  otpSentResponse,
  sendInviteBody,
  sendVerificationOtpBody,
  updateLoginConfirmBody,
  updateLoginStartBody,
  verifiedResponse,
} from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { authErrors as errors, context, header, limitedConfig, otpSent } from './auth-http.ts';

/** The account's own addresses (login change, verification) and invitations (platform.md §7.2; issue 14 §1.3). Under /api/auth. */
export async function accountRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

  r.put(
    '/update_login',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Start changing the login; a code goes to the new address',
        querystring: localeQuery,
        body: updateLoginStartBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      const step = await s.auth.codes.startLoginChange(user, request.body, context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );

  r.post(
    '/update_login',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Confirm the new login with the code (x-otp-token header)',
        querystring: localeQuery,
        body: updateLoginConfirmBody,
        response: { 200: verifiedResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      const updated = await s.auth.codes.confirmLoginChange(user, header(request, HEADER.otpToken), request.body.otp, context(request, s));
      return { status: 200, data: await s.profiles.accountData(updated, claims.sessionId, request.query.locale) };
    },
  );

  r.post(
    '/send-verification-otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Send a code to the account’s own unverified e-mail or mobile (parent token); answers with x-otp-token',
        querystring: localeQuery,
        body: sendVerificationOtpBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      const step = await s.auth.codes.startAddressVerification(user, request.body.address, context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );

  r.post(
    '/confirm-verification-otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Confirm the code sent by send-verification-otp (parent token, x-otp-token header); the address becomes verified',
        querystring: localeQuery,
        body: confirmVerificationOtpBody,
        response: { 200: verifiedResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      const updated = await s.auth.codes.confirmAddressVerification(user, header(request, HEADER.otpToken), request.body.otp, context(request, s));
      return { status: 200, data: await s.profiles.accountData(updated, claims.sessionId, request.query.locale) };
    },
  );

  r.post(
    '/send-invite',
    {
      schema: {
        tags: tag,
        summary: 'Invite a parent or guardian by mobile (parent or child token): the SMS carries a single-use link valid 7 days (issue 21 §1)',
        querystring: localeQuery,
        body: sendInviteBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const user = await s.auth.loadUser(claims.userId);
      const inviter = { userId: user.id, firstName: user.firstName, profileId: claims.profileId };
      await s.invites.send(inviter, request.body.mobile, request.body.relationship_type, s.env.APP_ORIGIN);
      return { status: 200, message: 'Invitation sent.' };
    },
  );
}
