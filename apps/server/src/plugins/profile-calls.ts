import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { notFound } from '../lib/app-error.ts';
import type { AuthRepository } from '../modules/auth/auth.repository.ts';
import { requireAuth } from './auth.ts';

/**
 * What the profile's own calls (Achieve, diagnostic, achievements; learning.md §7 Achieve) share:
 * the error answers they document, the locale they answer in, and the caller's profile.
 */

/** The documented error answers: 400, 401, 403, 404 (and 409 with `conflict`). */
export function callErrors(conflict = false) {
  const base = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
  return conflict ? { ...base, 409: errorResponse } : base;
}

/** The locale a call asked for (`en` when absent; an unknown one falls back as `resolveLocale` says). */
export const localeOf = (locale: string | undefined): string => resolveLocale(locale ?? 'en').locale;

/**
 * The caller's profile id for a profile (child) token call: 401 / 403 as `requireAuth` says; a
 * `child_id` naming any other profile (another family's included) is 404 PROFILE_NOT_FOUND, so no
 * one learns whether it exists.
 */
export async function ownProfileId(request: FastifyRequest, repo: AuthRepository, childId: string | undefined): Promise<string> {
  const profileId = (await requireAuth(request, repo, ['child'])).profileId!;
  if (childId !== undefined && childId !== '' && childId !== profileId) throw notFound('No such profile.', 'PROFILE_NOT_FOUND');
  return profileId;
}
