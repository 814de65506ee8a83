import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, inviteAcceptedResponse, invitePreviewResponse, invitesQuery, inviteTokenParams, sentInvitesResponse } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

/**
 * Family invites (issue 21 §1; platform.md §6 invite parent): the invite page's view of a link,
 * accepting it, and the inviter's list. Sending is POST /api/auth/send-invite. Under /api.
 */
export async function invitesRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invites'];

  r.get(
    '/invites/:token',
    {
      schema: {
        tags,
        summary:
          'An invite link’s state for its page (no token needed): who invited (first name) and the relationship. 404 INVITE_NOT_FOUND, 410 INVITE_EXPIRED / INVITE_USED',
        security: [],
        params: inviteTokenParams,
        response: { 200: invitePreviewResponse, 400: errorResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request) => ({ status: 200, data: await s.invites.preview(request.params.token) }),
  );

  r.post(
    '/invites/:token/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an invite (parent token): the account joins the child’s family with the relationship. Single use: 410 INVITE_USED / INVITE_EXPIRED; 409 INVITE_SELF / ALREADY_LINKED',
        params: inviteTokenParams,
        response: { 200: inviteAcceptedResponse, ...callErrors(true), 410: errorResponse },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.invites.accept(request.params.token, claims.userId) };
    },
  );

  r.get(
    '/invites',
    {
      schema: {
        tags,
        summary:
          'The invites the caller sent, newest first (parent token: the account’s; child token: its profile’s), with status pending / accepted / expired',
        querystring: invitesQuery,
        response: { 200: sentInvitesResponse, ...callErrors() },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return { status: 200, data: await s.invites.listSent(claims, request.query.status) };
    },
  );
}
