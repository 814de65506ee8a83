import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classParams,
  createLiveClassBody,
  errorResponse,
  liveClassesResponse,
  liveClassJoinResponse,
  liveClassParams,
  liveClassRecordingBody,
  liveClassResponse,
  studentScopeQuery,
} from '@abhyas/contracts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import { liveClassCallerOf, staffOf } from './schools-callers.ts';

/**
 * Live classes (issue 23 §3; platform.md §2 live class; decision 041) under /api: scheduled by a
 * class's staff, listed, and joined through the configured provider (Jitsi Meet's iframe API).
 */
export async function liveClassesRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];
  const lc = s.schools.liveClasses;

  r.post(
    '/classes/:classId/live-classes',
    {
      schema: {
        tags,
        summary:
          'Schedule a live class for the class (staff; 201). 404 CLASS_NOT_FOUND; 400 STARTS_IN_PAST (body.starts_at), UNKNOWN_CHAPTER (body.chapter_code)',
        params: classParams,
        body: createLiveClassBody,
        response: { 201: liveClassResponse, ...callErrors() },
      },
    },
    async (request, reply) => reply.status(201).send({ status: 201, data: await lc.create(await staffOf(request, s), request.params.classId, request.body) }),
  );

  r.get(
    '/classes/:classId/live-classes',
    {
      schema: {
        tags,
        summary: 'The class’s live classes by start time, each with its state (staff). 404 CLASS_NOT_FOUND',
        params: classParams,
        response: { 200: liveClassesResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await lc.listForClass(await staffOf(request, s), request.params.classId) }),
  );

  r.get(
    '/live-classes',
    {
      schema: {
        tags,
        summary:
          'Live classes by start time with their state: a student’s classes’ (profile token, or the account token with child_id), or, with the account token alone, those of the classes the caller teaches or administers. 404 PROFILE_NOT_FOUND',
        querystring: studentScopeQuery,
        response: { 200: liveClassesResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await lc.list(await liveClassCallerOf(request, s, request.query.child_id)) }),
  );

  r.get(
    '/live-classes/:liveClassId/join',
    {
      schema: {
        tags,
        summary:
          'What the live-class page embeds: the provider, its domain, the room, the display name and moderator (the class’s staff only). 404 LIVE_CLASS_NOT_FOUND for anyone but the class’s students and staff; 423 LIVE_CLASS_LOCKED outside the window (details[0].reason not_open_yet or ended); 503 LIVE_CLASS_UNCONFIGURED',
        params: liveClassParams,
        querystring: studentScopeQuery,
        response: { 200: liveClassJoinResponse, ...callErrors(), 423: errorResponse, 503: errorResponse },
      },
    },
    async (request) => ({ status: 200, data: await lc.join(await liveClassCallerOf(request, s, request.query.child_id), request.params.liveClassId) }),
  );

  r.put(
    '/live-classes/:liveClassId/recording',
    {
      schema: {
        tags,
        summary:
          'Set the link to an ended live class’s recording (https), or null to take it away (staff); its students see “Watch the recording”. 404 LIVE_CLASS_NOT_FOUND; 409 LIVE_CLASS_NOT_ENDED',
        params: liveClassParams,
        body: liveClassRecordingBody,
        response: { 200: liveClassResponse, ...callErrors(true) },
      },
    },
    async (request) => ({ status: 200, data: await lc.setRecording(await staffOf(request, s), request.params.liveClassId, request.body.recording_url) }),
  );

  r.delete(
    '/live-classes/:liveClassId',
    {
      schema: {
        tags,
        summary: 'Cancel a live class (staff; 204). 404 LIVE_CLASS_NOT_FOUND',
        params: liveClassParams,
        response: { 204: z.null(), ...callErrors() },
      },
    },
    async (request, reply) => {
      await lc.remove(await staffOf(request, s), request.params.liveClassId);
      return reply.status(204).send(null);
    },
  );
}
