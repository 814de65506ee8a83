import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountData, addProfileBody, editProfileBody, envelope, errorResponse, localeQuery, profileResponse } from '@abhyas/contracts';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** connected_profiles, add_profile, edit_profile (platform.md §7.1) under /api/auth. */
export async function profilesRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get(
    '/connected_profiles',
    {
      schema: {
        tags,
        summary:
          'The account, its linked profiles (each with a child token) and feature flags; names in ?locale=. A child token sees its own profile only, without the parent’s contact details',
        querystring: localeQuery,
        response: { 200: envelope(accountData), ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const user = await s.auth.loadUser(claims.userId);
      if (claims.kind === 'child') return { status: 200, data: await s.profiles.childView(user, claims.sessionId, claims.profileId!, request.query.locale) };
      return { status: 200, data: await s.profiles.accountData(user, claims.sessionId, request.query.locale) };
    },
  );

  r.post(
    '/add_profile',
    {
      schema: {
        tags,
        summary:
          'Add a child profile (parent token); 201 with its auth_token. `parental_consent` records the parent’s consent with the wording shown; `added_by: student` marks a student’s own sign-up (decision 036)',
        querystring: localeQuery,
        body: addProfileBody,
        response: { 201: profileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await requireAuth(request, s.authRepo, ['parent']);
      const user = await s.auth.loadUser(claims.userId);
      // The parent's consent given with the profile (issue 21 §3; decision 036): its wording is checked first.
      const consent = request.body.parental_consent;
      if (consent) s.familyData.consent.checkWording(consent);
      const profile = await s.profiles.addProfile(user, claims.sessionId, request.body, request.query.locale);
      const addedBy = request.body.added_by ?? 'parent';
      await s.familyData.consent.profileAdded(profile.id, addedBy);
      if (consent && addedBy === 'parent') await s.familyData.consent.give({ userId: user.id, verified: true }, { profile_id: profile.id, ...consent });
      return reply.status(201).send({ status: 201, data: profile });
    },
  );

  r.put(
    '/edit_profile',
    {
      schema: {
        tags,
        summary: 'Edit a profile (its child token, or the parent token with id); 404 for another account’s profile',
        querystring: localeQuery,
        body: editProfileBody,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      const user = await s.auth.loadUser(claims.userId);
      const target = s.auth.editProfileTarget(claims, request.body);
      return { status: 200, data: await s.profiles.editProfile(user, claims.sessionId, target, request.body, request.query.locale) };
    },
  );
}
