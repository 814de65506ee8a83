import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cdnUrlQuery,
  cdnUrlResponse,
  contentStatusBody,
  contentStatusParams,
  contentStatusQuery,
  contentStatusResponse,
  continueWatchingQuery,
  continueWatchingResponse,
  errorResponse,
  openDlBody,
  openDlResponse,
  trackingDetailsParams,
  trackingDetailsResponse,
  trackingEventBody,
  trackingEventResponse,
  trackingLinkBody,
  trackingLinkResponse,
  userActivityBody,
  userActivityResponse,
  videoBookmarkBody,
  videoBookmarkPostQuery,
  videoBookmarkQuery,
  videoBookmarkStatusResponse,
  videoLikeBody,
  videoNextParams,
  videoNextQuery,
  videoNextResponse,
  videoProgressQuery,
  videoProgressResponse,
  videoReactionResponse,
} from '@abhyas/contracts';
import { resolveLocale } from '@abhyas/domain';
import { requireAuth } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { assertOwnProfile } from './video-catalogue.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const localeOf = (locale: string | undefined) => resolveLocale(locale ?? 'en').locale;

/**
 * Learn/Video calls of learning.md §7 Video (issue #6): the next lesson and recommendations,
 * bookmarks and likes, the signed url service and open-link tracking under /api/learn, and watch
 * progress and activity under /api/content. Profile token (child) unless said otherwise; a
 * `child_id` naming another profile is refused with 403.
 */
export async function learnRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['learn'];
  const profileOf = async (request: FastifyRequest, childId?: string) => {
    const profileId = (await requireAuth(request, s.authRepo, ['child'])).profileId!;
    assertOwnProfile(profileId, childId);
    return profileId;
  };

  r.get(
    '/learn/next/:contentId',
    {
      schema: {
        tags,
        summary: 'End of a video: data.autoplay (the next lesson) and data.recommendations (related videos, practice, tests)',
        params: videoNextParams,
        querystring: videoNextQuery,
        response: { 200: videoNextResponse, ...errors },
      },
    },
    async (request) => s.learn.recommendations.next(await profileOf(request), request.params.contentId, localeOf(request.query.locale)),
  );

  r.get(
    '/learn/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmark (data[0].status) and like (data[0].liked) of a video for this profile; 409 for public content',
        querystring: videoBookmarkQuery,
        response: { 200: videoBookmarkStatusResponse, ...errors },
      },
    },
    async (request) => s.learn.reactions.bookmarkStatus(await profileOf(request, request.query.child_id), request.query.content_id),
  );

  r.post(
    '/learn/bookmark',
    {
      schema: {
        tags,
        summary: 'Bookmark or unbookmark a video (status = the new state); 409 for public content',
        querystring: videoBookmarkPostQuery,
        body: videoBookmarkBody,
        response: { 200: videoReactionResponse, ...errors },
      },
    },
    async (request) => {
      const profileId = await profileOf(request, request.query.child_id);
      assertOwnProfile(profileId, request.body.child_id);
      return s.learn.reactions.set(profileId, request.body.content_id, 'bookmarked', (request.body.status ?? request.body.bookmarked)!);
    },
  );

  r.post(
    '/learn/like',
    {
      schema: {
        tags,
        summary: 'Like or unlike a video (liked = the new state); 409 for public content',
        body: videoLikeBody,
        response: { 200: videoReactionResponse, ...errors },
      },
    },
    async (request) => s.learn.reactions.set(await profileOf(request, request.body.child_id), request.body.content_id, 'liked', request.body.liked),
  );

  r.get(
    '/learn/cdn_url',
    {
      schema: {
        tags,
        summary: 'Signed url of a self-hosted video (valid expiry s, at most 3600; quality picks a rendition); other urls unchanged. Any signed-in token.',
        querystring: cdnUrlQuery,
        response: { 200: cdnUrlResponse, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, s.authRepo);
      return s.learn.media.cdnUrl(request.query.url, request.query.expiry, request.query.quality, `${request.protocol}://${request.host}`);
    },
  );

  r.get(
    '/learn/continue-watching',
    {
      schema: {
        tags,
        summary: "The profile's INPROGRESS videos with progress, latest first (continue watching on /learn/home)",
        querystring: continueWatchingQuery,
        response: { 200: continueWatchingResponse, ...errors },
      },
    },
    async (request) => s.learn.progress.continueWatching(await profileOf(request), localeOf(request.query.locale), request.query.limit),
  );

  r.get(
    '/learn/video-progress',
    {
      schema: {
        tags,
        summary: 'Progress of up to 100 videos (?ids=a,b) for tile progress bars; only videos this profile started',
        querystring: videoProgressQuery,
        response: { 200: videoProgressResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.learn.progress.progressOf(await profileOf(request), request.query.ids) }),
  );

  r.get(
    '/content/content-status/:contentId/:contentType',
    {
      schema: {
        tags,
        summary: "The profile's watch status of a video: content_status (null if never started), watched_duration and length in seconds",
        params: contentStatusParams,
        querystring: contentStatusQuery,
        response: { 200: contentStatusResponse, ...errors },
      },
    },
    async (request) => s.learn.progress.status(await profileOf(request, request.query.child_id), request.params.contentId),
  );

  r.post(
    '/content/content-status',
    {
      schema: {
        tags,
        summary: 'Record video watch progress (idempotent; watched never goes back unless restart); 400 absurd numbers, 404 unknown video',
        body: contentStatusBody,
        response: { 200: contentStatusResponse, ...errors },
      },
    },
    async (request) => s.learn.progress.record(await profileOf(request, request.body.child_id), request.body),
  );

  r.post(
    '/content/useractivity',
    {
      schema: {
        tags,
        summary: 'Record the activity of a viewing when the player stops (once per activity_id)',
        body: userActivityBody,
        response: { 200: userActivityResponse, ...errors },
      },
    },
    async (request) => s.learn.progress.activity(await profileOf(request, request.body.child_id), request.body),
  );

  r.post(
    '/learn/tracking-links',
    {
      schema: {
        tags,
        summary: 'Make a tracked link to a video with the events it wants to hear about (parent or profile token)',
        body: trackingLinkBody,
        response: { 200: trackingLinkResponse, ...errors },
      },
    },
    async (request) => {
      const claims = await requireAuth(request, s.authRepo);
      return { data: await s.learn.tracking.create(claims.userId, request.body.content_id, request.body.desired_events) };
    },
  );

  r.post(
    '/learn/open-dl',
    { schema: { tags, summary: 'A tracked link was opened', body: openDlBody, response: { 200: openDlResponse, ...errors } } },
    async (request) => ({ data: await s.learn.tracking.open(await profileOf(request), request.body.tracking_id, request.body.platform) }),
  );

  r.get(
    '/learn/tracking-details/:trackingId',
    {
      schema: {
        tags,
        summary: 'The events a tracked link still wants from this profile (data.payload.desired_events)',
        params: trackingDetailsParams,
        response: { 200: trackingDetailsResponse, ...errors },
      },
    },
    async (request) => ({ data: await s.learn.tracking.details(await profileOf(request), request.params.trackingId) }),
  );

  r.post(
    '/learn/event',
    {
      schema: {
        tags,
        summary: 'A desired event of a tracked link happened (stored once)',
        body: trackingEventBody,
        response: { 200: trackingEventResponse, ...errors },
      },
    },
    async (request) => ({
      data: await s.learn.tracking.event(await profileOf(request), request.body.tracking_id, request.body.event_id, request.body.platform),
    }),
  );
}
