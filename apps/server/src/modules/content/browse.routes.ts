import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookDetailSchema,
  bookListSchema,
  booksQuery,
  browseLocaleQuery,
  chapterSummarySchema,
  chapterNoteSchema,
  cheatSheetSchema,
  contentCodeParams,
  errorResponse,
  mocktestListQuery,
  mocktestListSchema,
  topicSummarySchema,
  videoDetailSchema,
} from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const localeOf = (locale: string | undefined) => resolveLocale(locale ?? 'en').locale;

/**
 * Browsing calls (issue #3 §5–§6) under /api/content: chapter and topic pages, videos, books with
 * their tables of contents, cheat sheets and an exam's mock tests. Signed-in callers; names in ?locale=.
 */
export async function browseRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/content/chapters/:code',
    {
      schema: {
        tags,
        summary: 'A chapter page: topics with concepts, videos, practice counts, tests (those the profile may open), books, cheat sheets',
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: chapterSummarySchema, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return s.browse.chapter(request.params.code, localeOf(request.query.locale), claims.profileId);
    },
  );

  r.get(
    '/content/topics/:code',
    {
      schema: {
        tags,
        summary: 'A topic page: concepts, videos and practice counts',
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: topicSummarySchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.topic(request.params.code, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/videos/:code',
    {
      schema: {
        tags,
        summary: 'A video with its urls (self-hosted under /media/), owner, concepts and annotations',
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: videoDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.video(request.params.code, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/books',
    {
      schema: { tags, summary: 'Books and big books, for ?exam= and ?kind= when given', querystring: booksQuery, response: { 200: bookListSchema, ...errors } },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.books(request.query.exam, request.query.kind, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/books/:code',
    {
      schema: {
        tags,
        summary: 'A book with its table of contents (/booktoc, /bigbooktoc)',
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: bookDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.book(request.params.code, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/notes/:code',
    {
      schema: {
        tags,
        summary: "A chapter's notes: key ideas, formulas, worked examples, common mistakes (Markdown with LaTeX; issue #16 §4)",
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: chapterNoteSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.note(request.params.code, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/cheat-sheets/:code',
    {
      schema: {
        tags,
        summary: 'A cheat sheet (Markdown with LaTeX)',
        params: contentCodeParams,
        querystring: browseLocaleQuery,
        response: { 200: cheatSheetSchema, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.browse.cheatSheet(request.params.code, localeOf(request.query.locale));
    },
  );

  r.get(
    '/content/mocktests',
    {
      schema: {
        tags,
        summary:
          "An exam's mock tests with sections, marks, subjects, and (with a profile token) each test's tile status and progress (/test/home); 404 EXAM_NOT_FOR_PROFILE for a profile whose goal does not hold the exam",
        querystring: mocktestListQuery,
        response: { 200: mocktestListSchema, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return s.browse.mocktests(request.query.exam, localeOf(request.query.locale), claims.profileId);
    },
  );
}
