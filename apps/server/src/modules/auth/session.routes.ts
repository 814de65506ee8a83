import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADER, guestBody, guestQuery, guestResponse, okResponse, refreshQuery, refreshResponse, sessionResponse, signOutBody } from '@abhyas/contracts';
import { REFRESH_COOKIE, requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { authErrors as errors, clearSession, context, header, limitedConfig, sendSession } from './auth-http.ts';

/** Sessions (platform.md §7.2; issue 14 §1.4): sign-out, the current session, token refresh, guest tokens. Under /api/auth. */
export async function sessionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = ['auth'];
  const limited = limitedConfig(s);

  r.post(
    '/sign-out',
    { schema: { tags: tag, summary: 'Sign out this session, or all of them', body: signOutBody, response: { 200: okResponse, ...errors } } },
    async (request, reply) => {
      const claims = request.auth;
      if (claims && claims.kind !== 'guest') await s.auth.sessions.signOut(claims.userId, claims.sessionId, request.body.clear_all_sessions);
      clearSession(reply, s);
      return { status: 200, message: 'Signed out.' };
    },
  );

  r.get('/get-session', { schema: { tags: tag, summary: 'The caller’s session', response: { 200: sessionResponse, ...errors } } }, async (request) => {
    const claims = await requireAuth(request, s.authRepo);
    return { status: 200, data: await s.auth.sessions.describe(claims) };
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
      const next = await s.auth.sessions.refresh(token, request.query.profile_id, context(request, s));
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
    async (request) => s.auth.sessions.guest(request.browserId, request.body.source ?? null, s.now()),
  );
}
