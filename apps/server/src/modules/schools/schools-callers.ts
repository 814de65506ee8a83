import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { LiveClassCaller } from './live-classes.service.ts';

/**
 * Who a schools call acts for (decision 041): staff calls take the account token; a student's calls
 * take the profile token, or a parent's account token with `child_id` naming a profile its family
 * holds (its own, or one it was linked to by an invite), so the family sees and manages the child's
 * classes. Any other `child_id` is 404 PROFILE_NOT_FOUND, so no one learns whether it exists.
 */

const noProfile = () => notFound('No such profile.', 'PROFILE_NOT_FOUND');

/** The profile of a student call; 400 CHILD_ID_REQUIRED for an account token without `child_id`. */
export async function studentProfileOf(request: FastifyRequest, s: Services, childId: string | undefined): Promise<string> {
  const claims = await requireAuth(request, s.authRepo);
  if (claims.kind === 'child') {
    if (childId && childId !== claims.profileId) throw noProfile();
    return claims.profileId!;
  }
  if (!childId) {
    const message = 'child_id names the child (an account token acts for one of its family’s profiles).';
    throw new AppError(400, 'CHILD_ID_REQUIRED', message, [{ path: 'querystring.child_id', message }]);
  }
  if (!(await s.profiles.ownsProfile(claims.userId, childId))) throw noProfile();
  return childId;
}

/** A call that only the profile itself may make (marking work done): the profile token. */
export async function ownProfileOf(request: FastifyRequest, s: Services): Promise<string> {
  return (await requireAuth(request, s.authRepo, ['child'])).profileId!;
}

/** A staff call: the account token's account. */
export async function staffOf(request: FastifyRequest, s: Services): Promise<string> {
  return (await requireAuth(request, s.authRepo, ['parent'])).userId;
}

/**
 * GET /api/live-classes and the join call: the profile token (or the account token with
 * `child_id`) is a student; the account token without `child_id` is staff.
 */
export async function liveClassCallerOf(request: FastifyRequest, s: Services, childId: string | undefined): Promise<LiveClassCaller> {
  const claims = await requireAuth(request, s.authRepo);
  if (claims.kind === 'parent' && !childId) return { kind: 'staff', userId: claims.userId };
  return { kind: 'student', profileId: await studentProfileOf(request, s, childId) };
}
