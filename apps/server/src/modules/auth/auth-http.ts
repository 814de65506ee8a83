import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER, errorResponse } from '@abhyas/contracts';
import { PARENT_COOKIE_MAX_AGE_S, REFRESH_TOKEN_TTL_S } from '@abhyas/domain';
import { AUTH_COOKIE, REFRESH_COOKIE } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { OtpStep, RequestContext, SignedIn } from './auth-context.ts';

/** Error answers the auth calls may give (OpenAPI). */
export const authErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  501: errorResponse,
  503: errorResponse,
};

/** Route config of the calls limited per client address (RATE_LIMIT_AUTH_PER_15_MIN per 15 minutes). */
export const limitedConfig = (s: Services) => ({ rateLimit: { max: s.env.RATE_LIMIT_AUTH_PER_15_MIN, timeWindow: '15 minutes' } });

/** The answer to a call that sent a code (the step token goes in `x-otp-token`). */
export const otpSent = (step: OtpStep) => ({
  status: 200,
  message: 'Verification code sent.',
  sent_to: step.sentTo,
  channel: step.channel,
  expires_at: step.expiresAt,
});

/** The facts of a request the auth services need: client address, browser id, time (epoch ms), `?locale=`. */
export function context(request: FastifyRequest, s: Services): RequestContext {
  const locale = (request.query as { locale?: unknown } | undefined)?.locale;
  return { ip: request.ip, browserId: request.browserId, now: s.now(), locale: typeof locale === 'string' ? locale : undefined };
}

/** A request header's value, or undefined when absent or empty. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/**
 * Hands out a signed-in session: `x-auth-token` and `x-refresh-token` headers, plus HttpOnly cookies
 * (parent token for 7 days; refresh token, path /api/auth, 30 days) for the web app.
 */
export function sendSession(
  reply: FastifyReply,
  s: Services,
  signed: Pick<SignedIn, 'accessToken' | 'refreshToken'>,
  kind: 'parent' | 'child' = 'parent',
): void {
  const secure = s.env.NODE_ENV === 'production';
  const domain = s.env.COOKIE_DOMAIN;
  void reply.header(HEADER.authToken, signed.accessToken).header(HEADER.refreshToken, signed.refreshToken);
  if (kind === 'parent')
    void reply.setCookie(AUTH_COOKIE, signed.accessToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: PARENT_COOKIE_MAX_AGE_S,
      ...(domain ? { domain } : {}),
    });
  void reply.setCookie(REFRESH_COOKIE, signed.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_TTL_S,
    ...(domain ? { domain } : {}),
  });
}

/** Clears the session cookies (sign-out). */
export function clearSession(reply: FastifyReply, s: Services): void {
  const domain = s.env.COOKIE_DOMAIN;
  void reply.clearCookie(AUTH_COOKIE, { path: '/', ...(domain ? { domain } : {}) });
  void reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth', ...(domain ? { domain } : {}) });
}
