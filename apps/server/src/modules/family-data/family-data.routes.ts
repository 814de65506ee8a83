import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSENT_WORDING_VERSION,
  consentListResponse,
  consentResponse,
  erasureBody,
  erasureListResponse,
  erasureParams,
  erasureResponse,
  errorResponse,
  exportBody,
  exportDownloadParams,
  exportDownloadQuery,
  exportListResponse,
  exportResponse,
  giveConsentBody,
} from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

/**
 * The family's data (issue 21 §3; decision 036; docs/api.md "Family data"): consent, export and
 * erasure under /api/family. Parent token everywhere but GET consent (a child token sees its own
 * profile's state) and the signed download link (no token: the signature is the permission).
 */
export async function familyDataRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['family-data'];
  const errors = callErrors(true);

  r.get(
    '/family/consent',
    {
      schema: {
        tags,
        summary: 'Consent state of the profiles the account reaches (a child token: its own) and the current wording version',
        response: { 200: consentListResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const profiles =
        claims.kind === 'child' ? [await s.familyData.consent.forProfile(claims.profileId!)] : await s.familyData.consent.listForAccount(claims.userId);
      return { status: 200, data: { wording_version: CONSENT_WORDING_VERSION, profiles } };
    },
  );

  r.post(
    '/family/consent',
    {
      schema: {
        tags,
        summary:
          'A verified parent consents for a child profile with the wording shown (version, locale, SHA-256 of the text); 403 CONSENT_NEEDS_PARENT for a student’s own account',
        body: giveConsentBody,
        response: { 200: consentResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      return { status: 200, data: await s.familyData.consent.give({ userId: user.id, verified: user.mobileVerified || user.emailVerified }, request.body) };
    },
  );

  r.get(
    '/family/exports',
    {
      schema: {
        tags,
        summary: 'The account’s exports, newest first, each with its signed link while ready (24 hours)',
        response: { 200: exportListResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.familyData.exports.list(claims.userId) };
    },
  );

  r.post(
    '/family/exports',
    {
      schema: {
        tags,
        summary: 'Ask for a ZIP of everything about a child profile; 202, built in the background (docs/data-export.md)',
        body: exportBody,
        response: { 202: exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return reply.status(202).send({ status: 202, data: await s.familyData.requestExport(claims.userId, request.body.profile_id) });
    },
  );

  r.get(
    '/family/exports/:id/download',
    {
      schema: {
        tags,
        summary: 'The export ZIP at its signed link (no token); 403 BAD_SIGNATURE for a changed link, 410 EXPORT_EXPIRED past its 24 hours',
        params: exportDownloadParams,
        querystring: exportDownloadQuery,
        response: { 200: z.any(), 403: errorResponse, 404: errorResponse, 410: errorResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { archive, profileId } = await s.familyData.exports.download(request.params.id, request.query.expires, request.query.sig);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="abhyas-export-${profileId}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive));
    },
  );

  r.get(
    '/family/erasure',
    { schema: { tags, summary: 'Deletions waiting out their 7-day grace (restorable)', response: { 200: erasureListResponse, ...errors } } },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return { status: 200, data: await s.familyData.erasure.list(claims.userId) };
    },
  );

  r.post(
    '/family/erasure',
    {
      schema: {
        tags,
        summary: 'Delete a child profile (scope profile) or the whole account (scope account) after a 7-day grace; 202; 409 ERASURE_PENDING',
        body: erasureBody,
        response: { 202: erasureResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      return reply.status(202).send({ status: 202, data: await s.familyData.requestErasure(claims.userId, request.body.scope, request.body.profile_id) });
    },
  );

  r.post(
    '/family/erasure/:id/restore',
    {
      schema: {
        tags,
        summary: 'Cancel a waiting deletion (during its grace); 404 for another’s or one carried out',
        params: erasureParams,
        response: { 200: z.object({ status: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      await s.familyData.erasure.restore(claims.userId, request.params.id);
      return { status: 200 };
    },
  );
}
