import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeInput, type UnsafeInputIssue } from '@abhyas/domain';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body field holding a batch whose items the route checks one by one (`findUnsafeInput`
     * per item), storing the clean ones and naming the others; the guard leaves those items alone.
     */
    guardItems?: string;
  }
}

/** What a request carries that the guard checks, each under the name the error details use. */
function parts(request: FastifyRequest): [unknown, string][] {
  let body = request.body;
  const items = request.routeOptions.config?.guardItems;
  if (items && body && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)[items])) body = { ...body, [items]: [] };
  return [
    [request.headers, 'headers'],
    [request.params, 'params'],
    [request.query, 'querystring'],
    [body, 'body'],
  ];
}

/** The 400 answer for unsafe input, every problem named (`{ path, message }` in details). */
export function unsafeInputError(issues: UnsafeInputIssue[]): AppError {
  return new AppError(400, 'VALIDATION_FAILED', `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}

/**
 * One rule for every call (issue 14 §1.6; docs/decisions/015): before any handler runs, the
 * headers, path parameters, query (as validated, numbers coerced) and body are checked with the
 * domain's `findUnsafeInput`, and a NUL, a lone surrogate, JSON nested deeper than 64 levels or an
 * unusable number (infinite, huge, denormal) anywhere is refused with 400 VALIDATION_FAILED naming
 * each field, so no such value reaches a service, a log line or the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const issues = parts(request).flatMap(([value, root]) => findUnsafeInput(value, root));
    if (issues.length > 0) throw unsafeInputError(issues.slice(0, 20));
  });
}
