import type { FastifyRequest } from 'fastify';

/**
 * The global per-address limit's allow list (issue 14 §1.2): it counts every request that reached a
 * route under /api/, by the matched route and not by the url as spelled, so `/%61pi/auth/sign-in`
 * is counted as `/api/auth/sign-in`. Everything else (the web app's files, /media/, unknown paths)
 * is left alone. Per-route limits (`config.rateLimit`, e.g. the account calls) inherit this rule.
 */
export function outsideApi(request: FastifyRequest): boolean {
  return !(request.routeOptions.url ?? '').startsWith('/api/');
}

/**
 * The address a limit counts: the client as Fastify resolves it under TRUST_PROXY (the connecting
 * address unless the connection comes from a trusted proxy). A request whose connection is already
 * gone has no address; it must not become a 500.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || request.socket?.remoteAddress || 'unknown';
}
