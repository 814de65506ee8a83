import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADER, localeQuery, otpSentResponse, sendLoginOtpBody, verifiedResponse, verifyOtpBody } from '@abhyas/contracts';
import type { Services } from '../../services.ts';
import { authErrors as errors, context, header, limitedConfig, otpSent, sendSession } from './auth-http.ts';

/** Sign-in and verification codes (platform.md §7.2): send, verify and sign in, resend. Under /api/auth. */
export async function otpRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

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
      const step = await s.auth.codes.sendOtp(request.body, 'login', context(request, s));
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
        const signed = await s.auth.codes.verifyOtpAndSignIn(header(request, HEADER.otpToken), request.body.otp, [...purposes], context(request, s));
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
      const step = await s.auth.codes.resendOtp(header(request, HEADER.otpToken), context(request, s));
      void reply.header(HEADER.otpToken, step.stepToken);
      return otpSent(step);
    },
  );
}
