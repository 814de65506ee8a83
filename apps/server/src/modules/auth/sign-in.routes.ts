import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADER, localeQuery, signInBody, signInResponse, signUpBody, signUpQuery, signUpResponse } from '@abhyas/contracts';
import type { Services } from '../../services.ts';
import { authErrors as errors, context, limitedConfig, sendSession } from './auth-http.ts';

/** Sign-up and password sign-in (platform.md §7.2; issue 14 §1.3). Under /api/auth. */
export async function signInRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

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
        const signed = await s.auth.signIn.signUp(request.body, request.query.type ? `${source}:${request.query.type}` : source, context(request, s));
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
      const signed = await s.auth.signIn.signIn(request.body, context(request, s));
      if (signed.verificationRequired) {
        void reply.header(HEADER.otpToken, signed.step.stepToken);
        const { sentTo, channel, expiresAt } = signed.step;
        return { status: 200, data: { verification_required: true as const, sent_to: sentTo, channel, expires_at: expiresAt } };
      }
      sendSession(reply, s, signed);
      return { status: 200, data: { ...signed.data, verification_required: false as const } };
    },
  );
}
