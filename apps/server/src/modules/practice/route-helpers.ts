import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

/** The error answers every practice call may give (`{ error: { code, message, details } }`). */
export const practiceErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The OpenAPI tags of the practice calls. */
export const PRACTICE_TAGS = ['practice'];

/** A function giving the signed-in child profile's id of a request (401/403 from requireAuth otherwise). */
export function childProfileIdOf(s: Services): (request: FastifyRequest) => Promise<string> {
  return async (request) => (await requireAuth(request, s.authRepo, ['child'])).profileId!;
}
