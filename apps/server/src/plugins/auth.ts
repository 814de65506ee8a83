import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER } from '@abhyas/contracts';
import { unauthorized, forbidden } from '../lib/app-error.ts';
import type { AccessClaims, TokenService } from '../lib/tokens.ts';
import type { AuthRepository } from '../modules/auth/auth.repository.ts';

export type Claims = AccessClaims & { expiresAt: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified access-token claims, or null (set by the auth hook). */
    auth: Claims | null;
    browserId: string | null;
  }
}

export const AUTH_COOKIE = 'auth_token';
export const REFRESH_COOKIE = 'refresh_token';

/** Reads `Authorization: Bearer …` (or the HttpOnly parent cookie) and `x-browser-id` on every request. */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('browserId', null);
  app.addHook('onRequest', async (request) => {
    const browserId = request.headers[HEADER.browserId];
    request.browserId = typeof browserId === 'string' && browserId.length <= 200 ? browserId : null;
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const token = bearer || request.cookies?.[AUTH_COOKIE];
    request.auth = token ? await tokens.verifyAccess(token) : null;
  });
}

/**
 * Requires a live session of one of the given kinds (401 otherwise; 403 for the wrong kind).
 * The session is looked up, so signing out or a replayed refresh token ends access at once.
 */
export async function requireAuth(request: FastifyRequest, repo: AuthRepository, kinds: ('parent' | 'child')[] = ['parent', 'child']): Promise<Claims> {
  const claims = request.auth;
  if (!claims || claims.kind === 'guest') throw unauthorized('Sign in to continue.', 'UNAUTHORIZED');
  if (!kinds.includes(claims.kind)) {
    throw forbidden(claims.kind === 'child' ? 'This call needs the parent account token.' : 'This call needs a profile token.', 'WRONG_TOKEN_KIND');
  }
  const session = await repo.findSession(claims.sessionId);
  if (!session || session.revokedAt || session.userId !== claims.userId) throw unauthorized('Your session has ended. Sign in again.', 'SESSION_EXPIRED');
  return claims;
}

/**
 * The caller's claims for a call whose token is optional: null for no token, a guest, or a token
 * whose sign-in session has ended (a revoked session acts as nobody, never as its profile).
 */
export async function optionalAuth(request: FastifyRequest, repo: AuthRepository): Promise<Claims | null> {
  const claims = request.auth;
  if (!claims || claims.kind === 'guest') return null;
  const session = await repo.findSession(claims.sessionId);
  return session && !session.revokedAt && session.userId === claims.userId ? claims : null;
}
