import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  revisionChildQuery,
  revisionListCreateBody,
  revisionListItemBody,
  revisionListItemParams,
  revisionListItemsQuery,
  revisionListItemsResponse,
  revisionListParams,
  revisionListResponse,
  revisionListsQuery,
  revisionListsResponse,
  revisionNamedListParams,
  revisionOkResponse,
  revisionQueueQuery,
  revisionQueueResponse,
  revisionSettingsBody,
  revisionSettingsResponse,
} from '@abhyas/contracts';
import { callErrors, localeOf, ownProfileId } from '../../plugins/profile-calls.ts';
import type { Services } from '../../services.ts';

const errors = callErrors();
const withConflict = callErrors(true);
const tags = ['revision'];

/**
 * The revision queue and lists (issue 19 §2–§3; platform.md §1 revision lists): GET
 * /api/revision/queue, GET/POST /api/revision/lists, GET /api/revision/lists/{id}/items, POST and
 * DELETE of named lists and their questions, GET/PUT /api/revision/settings. A review is started
 * with POST /api/v1/practice/session type RevisionPractice. Profile (child) token; a `child_id`
 * naming any other profile is 404 PROFILE_NOT_FOUND, another profile's list 404
 * REVISION_LIST_NOT_FOUND; bad paging 400 naming the field. docs/api.md "Revision".
 */
export async function revisionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profileOf = (request: FastifyRequest, childId: string | undefined) => ownProfileId(request, s.authRepo, childId);

  r.get(
    '/revision/queue',
    {
      schema: {
        tags,
        summary: "Today's revision within the daily cap (most overdue first) or the cards waiting beyond it (most forgotten first), paged, with the counts",
        querystring: revisionQueueQuery,
        response: { 200: revisionQueueResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.revision.queue(await profileOf(request, q.child_id), q.part, { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.get(
    '/revision/lists',
    {
      schema: {
        tags,
        summary: 'The revision lists (due, by chapter, named) with their counts, paged, and the queue counts',
        querystring: revisionListsQuery,
        response: { 200: revisionListsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.revision.lists(await profileOf(request, q.child_id), { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.get(
    '/revision/lists/:id/items',
    {
      schema: {
        tags,
        summary: "A revision list's questions with their cards, paged (id: due, chapter:<code> or a named list id)",
        params: revisionListParams,
        querystring: revisionListItemsQuery,
        response: { 200: revisionListItemsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return { data: await s.revision.listItems(await profileOf(request, q.child_id), request.params.id, { ...q, locale: localeOf(q.locale) }) };
    },
  );

  r.post(
    '/revision/lists',
    {
      schema: { tags, summary: 'Creates a named revision list', body: revisionListCreateBody, response: { 200: revisionListResponse, ...withConflict } },
    },
    async (request) => ({ data: await s.revision.createList(await profileOf(request, request.body.child_id), request.body.name) }),
  );

  r.delete(
    '/revision/lists/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a named revision list (its cards stay in the queue)',
        params: revisionNamedListParams,
        querystring: revisionChildQuery,
        response: { 200: revisionOkResponse, ...errors },
      },
    },
    async (request) => {
      await s.revision.deleteList(await profileOf(request, request.query.child_id), request.params.id);
      return { data: { ok: true as const, list: null } };
    },
  );

  r.post(
    '/revision/lists/:id/items',
    {
      schema: {
        tags,
        summary: 'Adds a question to a named revision list (again: no change)',
        params: revisionNamedListParams,
        body: revisionListItemBody,
        response: { 200: revisionOkResponse, ...withConflict },
      },
    },
    async (request) => ({
      data: {
        ok: true as const,
        list: await s.revision.addItem(await profileOf(request, request.body.child_id), request.params.id, request.body.question_code),
      },
    }),
  );

  r.delete(
    '/revision/lists/:id/items/:code',
    {
      schema: {
        tags,
        summary: 'Removes a question from a named revision list (absent: no change)',
        params: revisionListItemParams,
        querystring: revisionChildQuery,
        response: { 200: revisionOkResponse, ...errors },
      },
    },
    async (request) => ({
      data: { ok: true as const, list: await s.revision.removeItem(await profileOf(request, request.query.child_id), request.params.id, request.params.code) },
    }),
  );

  r.get(
    '/revision/settings',
    {
      schema: {
        tags,
        summary: 'The daily revision cap and the reminder hour',
        querystring: revisionChildQuery,
        response: { 200: revisionSettingsResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.revision.settings(await profileOf(request, request.query.child_id)) }),
  );

  r.put(
    '/revision/settings',
    {
      schema: {
        tags,
        summary: 'Sets the daily revision cap (5–200 cards) and/or the daily reminder hour (0–23)',
        body: revisionSettingsBody,
        response: { 200: revisionSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await s.revision.setSettings(await profileOf(request, request.body.child_id), {
        dailyCap: request.body.daily_cap,
        reminderHour: request.body.reminder_hour,
      }),
    }),
  );
}
