import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  familyLinkDeletedResponse,
  familyLinkParams,
  familyLinksResponse,
  parentChildParams,
  parentChildrenResponse,
  parentDigestSettingsBody,
  parentDigestSettingsResponse,
  parentWeekQuery,
  parentWeekResponse,
} from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors, localeOf } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

/**
 * The parent's view (issue 21 §2; decision 035) under /api/parent, with the parent account token:
 * the children it sees, a child's week, the weekly digest setting. Family links (issue 21 §1
 * unlinking) under /api/family/links. A child token gets 403 WRONG_TOKEN_KIND on /api/parent.
 */
export async function parentRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parent'];

  r.get(
    '/parent/children',
    {
      schema: {
        tags,
        summary: 'The children the parent account sees: the profiles it holds and those of the families it was linked to (parent token)',
        response: { 200: parentChildrenResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.parent.children(claims.userId) };
    },
  );

  r.get(
    '/parent/children/:profileId/week',
    {
      schema: {
        tags,
        summary:
          'A child’s India week (Monday–Sunday): study minutes by day, chapters, videos, practice with accuracy, tests with score and percentile, mastery gained by subject, readiness toward the target, revision, and one line of advice. 404 PROFILE_NOT_FOUND for a child the account does not see; 400 WEEK_START_NOT_MONDAY / WEEK_IN_FUTURE',
        params: parentChildParams,
        querystring: parentWeekQuery,
        response: { 200: parentWeekResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const data = await s.parent.week(claims.userId, request.params.profileId, request.query.week_start, localeOf(request.query.locale));
      return { status: 200, data };
    },
  );

  r.get(
    '/parent/digest-settings',
    {
      schema: {
        tags,
        summary: 'Whether the weekly digest e-mail is on for this parent account, and the address it goes to',
        response: { 200: parentDigestSettingsResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.parent.digestSettings(claims.userId) };
    },
  );

  r.put(
    '/parent/digest-settings',
    {
      schema: {
        tags,
        summary: 'Turn the weekly digest e-mail on or off for this parent account (on by default)',
        body: parentDigestSettingsBody,
        response: { 200: parentDigestSettingsResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.parent.setDigest(claims.userId, request.body.weekly_digest) };
    },
  );

  r.get(
    '/family/links',
    {
      schema: {
        tags: ['invites'],
        summary:
          'Family links. Parent token: the links of the family the account holds (role holder) and of the families it joined (role member). Child token: the adults who can see the child’s progress (role child). First names and relationship only',
        response: { 200: familyLinksResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const familyUserId = claims.profileId ? await s.profiles.familyOf(claims.profileId) : null;
      return { status: 200, data: await s.parent.links({ userId: claims.userId, profileId: claims.profileId, familyUserId }) };
    },
  );

  r.delete(
    '/family/links/:linkId',
    {
      schema: {
        tags: ['invites'],
        summary:
          'Unlink an adult from a family (parent token of the account holding the family, or of the linked adult). The adult’s sessions end at once. 404 LINK_NOT_FOUND',
        params: familyLinkParams,
        response: { 200: familyLinkDeletedResponse, ...callErrors(), 404: errorResponse },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.parent.unlink(claims.userId, request.params.linkId) };
    },
  );
}
