import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEADER,
  confirmPasswordBody,
  confirmVerificationOtpBody,
  errorResponse,
  guestBody,
  guestQuery,
  guestResponse,
  localeQuery,
  okResponse,
  otpSentResponse,
  providersResponse,
  pushTokenBody,
  refreshQuery,
  refreshResponse,
  resetPasswordBody,
  sendInviteBody,
  sendLoginOtpBody,
  sendResetOtpBody,
  sendVerificationOtpBody,
  sessionResponse,
  signInBody,
  signInResponse,
  signOutBody,
  signUpBody,
  signUpQuery,
  signUpResponse,
  socialSignInBody,
  ssoQuery,
  updateLoginConfirmBody,
  updateLoginStartBody,
  updatePasswordBody,
  verifiedResponse,
  verifyOtpBody,
  verifyResetOtpBody,
} from '@abhyas/contracts';
import { REFRESH_COOKIE, requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { clearSession, context, header, sendSession } from './auth-http.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  501: errorResponse,
  503: errorResponse,
};

/** Accounts, sign-in, OTP, sessions (platform.md §7.1, §7.2) under /api/auth. */
export async function authRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = { rateLimit: { max: s.env.RATE_LIMIT_AUTH_PER_15_MIN, timeWindow: '15 minutes' } };
  const otpSent = (step: { stepToken: string; sentTo: string; channel: 'sms' | 'email'; expiresAt: number }) => ({
    status: 200,
    message: 'Verification code sent.',
    sent_to: step.sentTo,
    channel: step.channel,
    expires_at: step.expiresAt,
  });

  for (const [url, source] of [
    ['/sign-up', 'web'],
    ['/register', 'blog'],
  ] as const) {
    r.post(
      url,
      {
        config: limited,
        schema: {
          tags: tag,
          summary: source === 'web' ? 'Sign up (platform.md §7.2); answers 201, sends a verification code' : 'Sign up from a blog page (platform.md §7.2)',
          querystring: signUpQuery,
          body: signUpBody,
          response: { 201: signUpResponse, ...errors },
        },
      },
      async (request, reply) => {
        const signed = await s.auth.signUp(request.body, request.query.type ? `${source}:${request.query.type}` : source, context(request, s));
        sendSession(reply, s, signed);
        if (signed.otp) void reply.header(HEADER.otpToken, signed.otp.stepToken);
        return reply.status(201).send({ status: 201, data: signed.data });
      },
    );
  }

  r.post(
    '/sign-in',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: "Sign in; 401 'Incorrect Credentials.'; through an unverified address no session, a code and x-otp-token",
        querystring: localeQuery,
        body: signInBody,
        response: { 200: signInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const signed = await s.auth.signIn(request.body, context(request, s));
      if (signed.verificationRequired) {
        void reply.header(HEADER.otpToken, signed.step.stepToken);
        const { sentTo, channel, expiresAt } = signed.step;
        return { status: 200, data: { verification_required: true as const, sent_to: sentTo, channel, expires_at: expiresAt } };
      }
      sendSession(reply, s, signed);
      return { status: 200, data: { ...signed.data, verification_required: false as const } };
    },
  );

  r.post(
    '/send-login-otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Send a sign-in code; answers with x-otp-token',
        querystring: localeQuery,
        body: sendLoginOtpBody,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const step = await s.auth.sendOtp(request.body, 'login', context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );

  for (const [url, purposes, summary] of [
    ['/verify-login-otp', ['login', 'verify'], 'Sign in with a code (x-otp-token header)'],
    ['/verifyOtp', ['verify', 'login'], 'Verify the account’s mobile or e-mail with a code (x-otp-token header)'],
  ] as const) {
    r.post(
      url,
      { config: limited, schema: { tags: tag, summary, querystring: localeQuery, body: verifyOtpBody, response: { 200: verifiedResponse, ...errors } } },
      async (request, reply) => {
        const signed = await s.auth.verifyOtpAndSignIn(header(request, HEADER.otpToken), request.body.otp, [...purposes], context(request, s));
        sendSession(reply, s, signed);
        return { status: 200, data: signed.data };
      },
    );
  }

  r.post(
    '/resend_otp',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Send a fresh code for the same step (x-otp-token header)',
        querystring: localeQuery,
        response: { 200: otpSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const step = await s.auth.resendOtp(header(request, HEADER.otpToken), context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );

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
      const step = await s.auth.sendOtp(request.body, 'reset', context(request, s));
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
      const token = await s.auth.verifyResetOtp(header(request, HEADER.otpToken), request.body.otp, context(request, s));
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
      await s.auth.resetPassword(header(request, HEADER.passwordResetToken), request.body.new_password);
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
      await s.auth.updatePassword(user, request.body.old_password, request.body.new_password, claims.sessionId);
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
      await s.auth.confirmPassword(user, request.body.password, context(request, s));
      return { status: 200, message: 'Password confirmed.' };
    },
  );

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
      const step = await s.auth.startLoginChange(user, request.body, context(request, s));
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
      const updated = await s.auth.confirmLoginChange(user, header(request, HEADER.otpToken), request.body.otp, context(request, s));
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
      const step = await s.auth.startAddressVerification(user, request.body.address, context(request, s));
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
      const updated = await s.auth.confirmAddressVerification(user, header(request, HEADER.otpToken), request.body.otp, context(request, s));
      return { status: 200, data: await s.profiles.accountData(updated, claims.sessionId, request.query.locale) };
    },
  );

  r.post(
    '/send-invite',
    { schema: { tags: tag, summary: 'Invite a parent by mobile', querystring: localeQuery, body: sendInviteBody, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const user = await s.auth.loadUser(claims.userId);
      await s.auth.sendInvite(user, request.body.mobile, request.body.relationship_type, s.env.APP_ORIGIN, s.now());
      return { status: 200, message: 'Invitation sent.' };
    },
  );

  r.post(
    '/sign-out',
    { schema: { tags: tag, summary: 'Sign out this session, or all of them', body: signOutBody, response: { 200: okResponse, ...errors } } },
    async (request, reply) => {
      const claims = request.auth;
      if (claims && claims.kind !== 'guest') await s.auth.signOut(claims.userId, claims.sessionId, request.body.clear_all_sessions);
      clearSession(reply, s);
      return { status: 200, message: 'Signed out.' };
    },
  );

  r.get('/get-session', { schema: { tags: tag, summary: 'The caller’s session', response: { 200: sessionResponse, ...errors } } }, async (request) => {
    const claims = await requireAuth(request, s.authRepo);
    const [user, session] = await Promise.all([s.auth.loadUser(claims.userId), s.authRepo.findSession(claims.sessionId)]);
    return {
      status: 200,
      data: {
        session_id: claims.sessionId,
        user_id: claims.userId,
        profile_id: claims.profileId ?? null,
        kind: claims.kind as 'parent' | 'child',
        verified: user.mobileVerified || user.emailVerified,
        created_at: session!.createdAt.getTime(),
        expires_at: session!.expiresAt.getTime(),
      },
    };
  });

  r.get(
    '/refresh-token',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Rotate the refresh token (x-refresh-token header or cookie); new tokens in headers',
        querystring: refreshQuery,
        response: { 200: refreshResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = header(request, HEADER.refreshToken) ?? request.cookies[REFRESH_COOKIE];
      const next = await s.auth.refresh(token, request.query.profile_id, context(request, s));
      sendSession(reply, s, next, request.query.profile_id ? 'child' : 'parent');
      return { status: 200, expires_in: 900 };
    },
  );

  r.post(
    '/user/details',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Guest token for visitors (is_guest=true)',
        querystring: guestQuery,
        body: guestBody,
        response: { 200: guestResponse, ...errors },
      },
    },
    async (request) => s.auth.guest(request.browserId, request.body.source ?? null, s.now()),
  );

  r.get('/providers', { schema: { tags: tag, summary: 'Configured social sign-in and SSO providers', response: { 200: providersResponse } } }, async () =>
    s.social.providers(),
  );

  for (const provider of ['google', 'facebook'] as const) {
    r.post(
      `/${provider}_sign_in`,
      {
        config: limited,
        schema: {
          tags: tag,
          summary: `${provider} OAuth code exchange; 501 when not configured`,
          body: socialSignInBody,
          response: { 200: verifiedResponse, ...errors },
        },
      },
      async (request, reply) => {
        const identity = await s.social[provider](request.body.code, request.body.redirect_uri);
        const signed = await s.auth.signInExternal(identity, context(request, s));
        sendSession(reply, s, signed);
        return { status: 200, data: signed.data };
      },
    );
  }

  r.post(
    '/sso/verify',
    {
      config: limited,
      schema: {
        tags: tag,
        summary: 'Single sign-on token verification; 501 when not configured',
        querystring: ssoQuery,
        response: { 200: verifiedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const identity = await s.social.sso(request.query.token);
      const signed = await s.auth.signInExternal(identity, context(request, s));
      sendSession(reply, s, signed);
      return { status: 200, data: signed.data };
    },
  );

  r.post(
    '/push-token',
    { schema: { tags: tag, summary: 'Register this device’s push token', body: pushTokenBody, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      await s.authRepo.upsertPushToken(claims.userId, request.body.device_id, request.body.notification_token, request.body.platform);
      return { status: 200, message: 'Push token saved.' };
    },
  );

  r.delete(
    '/push-token',
    {
      schema: {
        tags: tag,
        summary: 'Remove this device’s push token',
        body: z.object({ device_id: z.string().min(1).max(200) }).loose(),
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      await s.authRepo.deletePushToken(claims.userId, request.body.device_id);
      return { status: 200, message: 'Push token removed.' };
    },
  );
}
