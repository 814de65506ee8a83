import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  addStaffBody,
  classDetailResponse,
  classesResponse,
  classParams,
  classStudentParams,
  classSummaryResponse,
  createClassBody,
  createInstituteBody,
  instituteMemberParams,
  instituteMemberResponse,
  instituteMembersResponse,
  instituteParams,
  instituteResponse,
  institutesResponse,
  joinClassBody,
  joinCodeResponse,
  studentClassesResponse,
  studentClassResponse,
  studentScopeQuery,
} from '@abhyas/contracts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import { ownProfileOf, staffOf, studentProfileOf } from './schools-callers.ts';

/** Join attempts an account may make in an hour (POST /api/classes/join): a few typos, never a search of the codes. */
export const JOIN_ATTEMPTS_PER_HOUR = 20;

/**
 * Schools (issue 23 §1; decision 041) under /api: institutes and their staff, classes and their
 * students, joining by code. Staff calls take the account token; a student's calls the profile
 * token, or the parent's account token with `child_id`. Anything the caller may not see is 404.
 */
export async function schoolsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];
  const sc = s.schools.schools;

  r.post(
    '/institutes',
    {
      schema: {
        tags,
        summary: 'Create an institute (account token); the caller becomes its first admin (201)',
        body: createInstituteBody,
        response: { 201: instituteResponse, ...callErrors() },
      },
    },
    async (request, reply) => reply.status(201).send({ status: 201, data: await sc.createInstitute(await staffOf(request, s), request.body) }),
  );

  r.get(
    '/institutes',
    {
      schema: {
        tags,
        summary: 'The institutes the caller is on the staff of, with its role (account token)',
        response: { 200: institutesResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.institutes(await staffOf(request, s)) }),
  );

  r.get(
    '/institutes/:instituteId/staff',
    {
      schema: {
        tags,
        summary: 'The institute’s staff, admins first (any member). 404 INSTITUTE_NOT_FOUND for anyone else',
        params: instituteParams,
        response: { 200: instituteMembersResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.staff(await staffOf(request, s), request.params.instituteId) }),
  );

  r.post(
    '/institutes/:instituteId/staff',
    {
      schema: {
        tags,
        summary:
          'Add an existing account to the staff by its verified e-mail or mobile (admin; 201). 404 INSTITUTE_NOT_FOUND / ACCOUNT_NOT_FOUND, 403 NOT_INSTITUTE_ADMIN, 409 ALREADY_MEMBER',
        params: instituteParams,
        body: addStaffBody,
        response: { 201: instituteMemberResponse, ...callErrors(true) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ status: 201, data: await sc.addStaff(await staffOf(request, s), request.params.instituteId, request.body) }),
  );

  r.delete(
    '/institutes/:instituteId/staff/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member of the staff (admin; 204). 404 INSTITUTE_NOT_FOUND / MEMBER_NOT_FOUND, 403 NOT_INSTITUTE_ADMIN, 409 LAST_ADMIN',
        params: instituteMemberParams,
        response: { 204: z.null(), ...callErrors(true) },
      },
    },
    async (request, reply) => {
      await sc.removeStaff(await staffOf(request, s), request.params.instituteId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/institutes/:instituteId/classes',
    {
      schema: {
        tags,
        summary:
          'Create a class (201): an admin for any member of the staff, a teacher for themselves. 404 INSTITUTE_NOT_FOUND, 403 NOT_INSTITUTE_ADMIN, 400 UNKNOWN_EXAM (body.exam_code) / TEACHER_NOT_MEMBER (body.teacher_user_id)',
        params: instituteParams,
        body: createClassBody,
        response: { 201: classSummaryResponse, ...callErrors() },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ status: 201, data: await sc.createClass(await staffOf(request, s), request.params.instituteId, request.body) }),
  );

  r.get(
    '/classes',
    {
      schema: {
        tags,
        summary: 'The classes the caller teaches and every class of the institutes it administers, with join codes (account token)',
        response: { 200: classesResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.classes(await staffOf(request, s)) }),
  );

  r.get(
    '/classes/:classId',
    {
      schema: {
        tags,
        summary: 'A class with its roster of first names (its teacher or an institute admin). 404 CLASS_NOT_FOUND for anyone else',
        params: classParams,
        response: { 200: classDetailResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.classDetail(await staffOf(request, s), request.params.classId) }),
  );

  r.post(
    '/classes/:classId/join-code',
    {
      schema: {
        tags,
        summary: 'Replace the class’s join code (staff): the old code stops working at once. 404 CLASS_NOT_FOUND',
        params: classParams,
        response: { 200: joinCodeResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.newJoinCode(await staffOf(request, s), request.params.classId) }),
  );

  r.delete(
    '/classes/:classId/students/:profileId',
    {
      schema: {
        tags,
        summary: 'Take a student out of the class (staff; 204). 404 CLASS_NOT_FOUND / STUDENT_NOT_FOUND',
        params: classStudentParams,
        response: { 204: z.null(), ...callErrors() },
      },
    },
    async (request, reply) => {
      await sc.removeStudent(await staffOf(request, s), request.params.classId, request.params.profileId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/classes/join',
    {
      schema: {
        tags,
        summary:
          'Join a class by the code the teacher gave (profile token; 201). Read loosely: case, spaces, dashes, O for 0, I or L for 1. 404 CLASS_NOT_FOUND (unknown or malformed code, body.code), 409 ALREADY_IN_CLASS',
        body: joinClassBody,
        response: { 201: studentClassResponse, ...callErrors(true), 429: errorResponse },
      },
      // Codes are guessable one at a time: an account gets JOIN_ATTEMPTS_PER_HOUR tries (a whole
      // class joining from one school network is many accounts, so the count is not per address).
      config: {
        rateLimit: {
          max: JOIN_ATTEMPTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) => `class-join:${request.auth?.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => reply.status(201).send({ status: 201, data: await sc.join(await ownProfileOf(request, s), request.body.code) }),
  );

  r.get(
    '/student/classes',
    {
      schema: {
        tags,
        summary:
          'The classes a student is in (profile token, or the account token with child_id of a profile of its family). 404 PROFILE_NOT_FOUND for another child_id, 400 CHILD_ID_REQUIRED',
        querystring: studentScopeQuery,
        response: { 200: studentClassesResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await sc.studentClasses(await studentProfileOf(request, s, request.query.child_id)) }),
  );

  r.delete(
    '/student/classes/:classId',
    {
      schema: {
        tags,
        summary:
          'Leave a class (profile token, or the parent’s account token with child_id; 204). 404 CLASS_NOT_FOUND when the profile is not in it, PROFILE_NOT_FOUND for another child_id',
        params: classParams,
        querystring: studentScopeQuery,
        response: { 204: z.null(), ...callErrors() },
      },
    },
    async (request, reply) => {
      await sc.leave(await studentProfileOf(request, s, request.query.child_id), request.params.classId);
      return reply.status(204).send(null);
    },
  );
}
