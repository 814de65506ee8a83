import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentParams,
  assignmentReportResponse,
  classMasteryResponse,
  classParams,
  classTestResponse,
  classTestsResponse,
  createAssignmentBody,
  createClassTestBody,
  errorResponse,
  studentAssignmentResponse,
  studentAssignmentsResponse,
  studentScopeQuery,
  teacherAssignmentResponse,
  teacherAssignmentsResponse,
} from '@abhyas/contracts';
import { callErrors } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';
import { ownProfileOf, staffOf, studentProfileOf } from './schools-callers.ts';

/**
 * Assignments and the class mastery view (issue 23 §2; learning.md §3–§4 tiles; decision 041) under
 * /api: the staff set, list, report and delete a class's work; the student (or the parent with
 * `child_id`) lists the tiles at /user-home/assignment. Anything the caller may not see is 404.
 */
export async function assignmentsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];
  const as = s.schools.assignments;

  r.post(
    '/classes/:classId/assignments',
    {
      schema: {
        tags,
        summary:
          'Set an assignment for the class (staff; 201): a chapter practice, a test, a video or a book, its dates and whether it is locked until its start. 404 CLASS_NOT_FOUND; 400 DUE_BEFORE_START / SPAN_TOO_LONG / DUE_IN_PAST (body.due_at), UNKNOWN_TARGET (body.target.<field>)',
        params: classParams,
        body: createAssignmentBody,
        response: { 201: teacherAssignmentResponse, ...callErrors() },
      },
    },
    async (request, reply) => reply.status(201).send({ status: 201, data: await as.create(await staffOf(request, s), request.params.classId, request.body) }),
  );

  r.post(
    '/classes/:classId/tests',
    {
      schema: {
        tags,
        summary:
          'Build a test for the class from chosen chapters (staff; 201), as a student builds a create-your-own test, with the class’s exam’s marking; only the class’s students take it, once it is set as a test assignment. 404 CLASS_NOT_FOUND; 400 UNKNOWN_CHAPTER; 409 NOT_ENOUGH_QUESTIONS',
        params: classParams,
        body: createClassTestBody,
        response: { 201: classTestResponse, ...callErrors(true) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ status: 201, data: await s.schools.classTests.create(await staffOf(request, s), request.params.classId, request.body) }),
  );

  r.get(
    '/classes/:classId/tests',
    {
      schema: {
        tags,
        summary: 'The tests built for the class, newest first (staff). 404 CLASS_NOT_FOUND',
        params: classParams,
        response: { 200: classTestsResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await s.schools.classTests.list(await staffOf(request, s), request.params.classId) }),
  );

  r.get(
    '/classes/:classId/assignments',
    {
      schema: {
        tags,
        summary: 'The class’s assignments, newest first, with how many of its students completed each (staff). 404 CLASS_NOT_FOUND',
        params: classParams,
        response: { 200: teacherAssignmentsResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await as.listForClass(await staffOf(request, s), request.params.classId) }),
  );

  r.get(
    '/assignments/:assignmentId/report',
    {
      schema: {
        tags,
        summary:
          'An assignment with a row per student of the class: status, completion time, late, score and accuracy, counted only from work carrying the assignment’s id (staff). 404 ASSIGNMENT_NOT_FOUND',
        params: assignmentParams,
        response: { 200: assignmentReportResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await as.report(await staffOf(request, s), request.params.assignmentId) }),
  );

  r.delete(
    '/assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'Delete an assignment (staff; 204). 404 ASSIGNMENT_NOT_FOUND',
        params: assignmentParams,
        response: { 204: z.null(), ...callErrors() },
      },
    },
    async (request, reply) => {
      await as.remove(await staffOf(request, s), request.params.assignmentId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/user-home/assignments',
    {
      schema: {
        tags,
        summary:
          'Every assignment of the student’s classes, newest first, as tiles: state, due text, progress, lock and link (profile token, or the account token with child_id). 404 PROFILE_NOT_FOUND, 400 CHILD_ID_REQUIRED',
        querystring: studentScopeQuery,
        response: { 200: studentAssignmentsResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await as.listForStudent(await studentProfileOf(request, s, request.query.child_id)) }),
  );

  r.get(
    '/user-home/assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'One assignment’s tile (profile token, or the account token with child_id). 404 ASSIGNMENT_NOT_FOUND / PROFILE_NOT_FOUND',
        params: assignmentParams,
        querystring: studentScopeQuery,
        response: { 200: studentAssignmentResponse, ...callErrors() },
      },
    },
    async (request) => ({
      status: 200,
      data: await as.forStudent(await studentProfileOf(request, s, request.query.child_id), request.params.assignmentId),
    }),
  );

  r.post(
    '/user-home/assignments/:assignmentId/done',
    {
      schema: {
        tags,
        summary:
          'Mark a book assignment done (profile token). 404 ASSIGNMENT_NOT_FOUND, 409 NOT_SELF_REPORTED for the other kinds, 423 ASSIGNMENT_LOCKED before a locked assignment’s start',
        params: assignmentParams,
        response: { 200: studentAssignmentResponse, ...callErrors(true), 423: errorResponse },
      },
    },
    async (request) => ({ status: 200, data: await as.markDone(await ownProfileOf(request, s), request.params.assignmentId) }),
  );

  r.get(
    '/classes/:classId/mastery',
    {
      schema: {
        tags,
        summary:
          'The class’s mastery by chapter of its exam (the mean over the students who practised each, never one student’s) and the 10 questions it gets wrong most (staff). 404 CLASS_NOT_FOUND',
        params: classParams,
        response: { 200: classMasteryResponse, ...callErrors() },
      },
    },
    async (request) => ({ status: 200, data: await s.schools.mastery.mastery(await staffOf(request, s), request.params.classId) }),
  );
}
