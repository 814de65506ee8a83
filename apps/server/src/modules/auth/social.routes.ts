import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providersResponse, socialSignInBody, ssoQuery, verifiedResponse } from '@abhyas/contracts';
import type { Services } from '../../services.ts';
import { authErrors as errors, context, limitedConfig, sendSession } from './auth-http.ts';

/** Social sign-in and single sign-on (platform.md §7.2); 501 for a provider not configured. Under /api/auth. */
export async function socialRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

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
        const signed = await s.auth.signIn.signInExternal(identity, context(request, s));
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
      const signed = await s.auth.signIn.signInExternal(identity, context(request, s));
      sendSession(reply, s, signed);
      return { status: 200, data: signed.data };
    },
  );
}
