import type { FastifyInstance } from 'fastify';
import { HEADER } from '@abhyas/contracts';

const TOKEN_HEADERS = [HEADER.authToken, HEADER.refreshToken, HEADER.otpToken, HEADER.passwordResetToken];

/**
 * `Cache-Control: no-store` on every answer that carries a token (issue 14 §1.8; OWASP ASVS 5.0
 * V14.3): all of /api/auth (sign-up, sign-in, codes, refresh, connected_profiles, add_profile, the
 * guest token: tokens in headers, cookies or the body), and any other answer that sets a token
 * header or a cookie. No browser, proxy or CDN then keeps a copy of a token.
 */
export function registerNoStoreForTokens(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/api/auth/') || reply.hasHeader('set-cookie') || TOKEN_HEADERS.some((h) => reply.hasHeader(h))) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
