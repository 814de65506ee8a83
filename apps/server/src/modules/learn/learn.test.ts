import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoBookmarkStatusResponse, VideoNextResponse, VideoReactionResponse } from '@abhyas/contracts';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { caller, learnMap, learnPack, student } from './learn-fixture.ts';

describe.each(BACKENDS)('learn: next lesson, likes, bookmarks and tracking on %s (learning.md §7 Video)', (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let aarav: Awaited<ReturnType<typeof student>>;
  let diya: Awaited<ReturnType<typeof student>>;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', learnMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: learnPack() }]);
    call = caller(t.app);
    aarav = await student(t.app, 'Aarav Sharma');
    diya = await student(t.app, 'Diya Nair');
  });
  afterAll(async () => t?.close());

  describe('GET /api/learn/next/{contentId}', () => {
    it('autoplays the next lesson in the chapter and recommends related videos, the chapter practice and its tests', async () => {
      await call('POST', '/api/content/content-status', aarav.token, { content_id: 'test-video-yt', length: 420, watched_duration: 42 });
      const res = await call<VideoNextResponse>('GET', '/api/learn/next/test-video-1?locale=hi&source=learn', aarav.token);
      expect(res.status).toBe(200);
      const { autoplay, recommendations } = res.body.data;
      expect(autoplay).toHaveLength(1);
      expect(autoplay[0]!.section_id).toBe('next_video');
      expect(autoplay[0]!.content[0]).toMatchObject({
        type: 'Video',
        id: 'test-video-yt',
        url: 'https://www.youtube.com/watch?v=cLP7INqs3JM',
        cdn_url: 'https://www.youtube.com/watch?v=cLP7INqs3JM',
        owner_info: { name: 'Khan Academy', license: 'CC BY-NC-SA', url: null },
        learning_map: { chapter_code: 'ncert-10-mathematics-ch01', chapter_name: 'वास्तविक संख्याएँ', topic_code: null, topic_learnpath_name: null },
        currency: 0,
        content_status: 'INPROGRESS',
        watched_duration: 42,
        preview_url: null,
      });
      expect(recommendations.map((s) => s.section_id)).toEqual(['related_videos', 'practice', 'tests']);
      // Same concept first (from another chapter), then the rest of the chapter; never the current or the next video.
      expect(recommendations[0]!.content.map((c) => c.id)).toEqual(['test-video-related', 'test-video-t01']);
      expect(recommendations[0]!.content[1]).toMatchObject({
        url: '/media/intro.mp4',
        cdn_url: expect.stringMatching(/^\/media\/intro\.mp4\?exp=\d+&sig=[\w-]{43}$/u),
        // The tile's hover preview clip, signed like the video (learning.md §4 Tiles).
        preview_url: expect.stringMatching(/^\/media\/intro-preview\.mp4\?exp=\d+&sig=[\w-]{43}$/u),
      });
      expect(recommendations[1]!.content).toEqual([
        {
          type: 'Practice',
          id: 'ncert-10-mathematics-ch01',
          title: 'वास्तविक संख्याएँ',
          learning_map: { chapter_code: 'ncert-10-mathematics-ch01', chapter_name: 'वास्तविक संख्याएँ', subject: 'mathematics' },
          question_count: 3,
        },
      ]);
      expect(recommendations[2]!.content).toEqual([
        { type: 'Test', id: 'test-mock-1', title: 'Real Numbers quiz', exam_code: 'cbse-class-10', duration: 600, question_count: 2 },
      ]);
    });

    it('orders lessons by topic, then goes on to the next chapter, and ends with the book', async () => {
      const next = async (id: string) =>
        (await call<VideoNextResponse>('GET', `/api/learn/next/${id}`, aarav.token)).body.data.autoplay[0]?.content[0]?.id ?? null;
      expect(await next('test-video-t01')).toBe('test-video-1');
      expect(await next('test-video-yt')).toBe('test-video-ch02');
      expect(await next('test-video-ch02')).toBe('test-video-public');
      expect(await next('test-video-related')).toBeNull();
      const last = await call<VideoNextResponse>('GET', '/api/learn/next/test-video-related', aarav.token);
      expect(last.body.data.autoplay).toEqual([]);
    });

    it('answers 404 for an unknown video and 401 without a token', async () => {
      expect((await call('GET', '/api/learn/next/nope', aarav.token)).status).toBe(404);
      expect((await call('GET', '/api/learn/next/test-video-1', null)).status).toBe(401);
    });
  });

  describe('likes and bookmarks', () => {
    const bookmark = (token: string, status: boolean, id = 'test-video-1') =>
      call<VideoReactionResponse>('POST', '/api/learn/bookmark', token, {
        activity_type: 'Bookmark',
        content_category_type: 'Learn',
        content_type: 'Video',
        content_id: id,
        video_id: id,
        status,
        bookmarked: status,
      });
    const like = (token: string, liked: boolean, id = 'test-video-1') =>
      call<VideoReactionResponse>('POST', '/api/learn/like', token, { content_id: id, content_type: 'Video', content_category_type: 'Learn', liked });
    const state = (token: string, id = 'test-video-1') => call<VideoBookmarkStatusResponse>('GET', `/api/learn/bookmark?content_id=${id}&locale=en`, token);

    it('keeps one flag per profile, set to the value asked (repeats change nothing)', async () => {
      expect((await state(aarav.token)).body).toEqual({ data: [{ content_id: 'test-video-1', content_type: 'Video', status: false, liked: false }] });
      expect((await bookmark(aarav.token, true)).body).toEqual({ data: { content_id: 'test-video-1', content_type: 'Video', bookmarked: true, liked: false } });
      expect((await bookmark(aarav.token, true)).body.data.bookmarked).toBe(true);
      expect((await like(aarav.token, true)).body.data).toMatchObject({ liked: true, bookmarked: true });
      expect((await state(aarav.token)).body.data[0]).toMatchObject({ status: true, liked: true });
      // Diya sees her own flags only.
      expect((await state(diya.token)).body.data[0]).toMatchObject({ status: false, liked: false });
      expect((await call('GET', `/api/learn/bookmark?content_id=test-video-1&child_id=${diya.profileId}`, aarav.token)).status).toBe(403);
      expect((await bookmark(aarav.token, false)).body.data).toMatchObject({ bookmarked: false, liked: true });
      expect((await like(aarav.token, false)).body.data).toMatchObject({ bookmarked: false, liked: false });
    });

    it('refuses public content with 409, unknown videos with 404 and a missing state with 400', async () => {
      for (const res of [
        await state(aarav.token, 'test-video-public'),
        await bookmark(aarav.token, true, 'test-video-public'),
        await like(aarav.token, true, 'test-video-public'),
      ]) {
        expect([res.status, res.body.error!.code]).toEqual([409, 'PUBLIC_CONTENT']);
      }
      expect((await like(aarav.token, true, 'nope')).status).toBe(404);
      expect((await bookmark(aarav.token, true, 'nope')).status).toBe(404);
      expect((await call('POST', '/api/learn/bookmark', aarav.token, { content_id: 'test-video-1' })).status).toBe(400);
      expect((await call('POST', '/api/learn/bookmark', aarav.token, { content_id: 'test-video-1', status: true, bookmarked: false })).status).toBe(400);
      expect((await call('POST', '/api/learn/like', aarav.token, { content_id: 'test-video-1' })).status).toBe(400);
      expect((await call('POST', '/api/learn/like', aarav.parentToken, { content_id: 'test-video-1', liked: true })).status).toBe(403);
    });
  });

  it('publishes every Learn/Video call in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys((doc.json() as { paths: Record<string, unknown> }).paths)).toEqual(
      expect.arrayContaining([
        '/api/learn/next/{contentId}',
        '/api/learn/bookmark',
        '/api/learn/like',
        '/api/learn/cdn_url',
        '/api/learn/continue-watching',
        '/api/learn/video-progress',
        '/api/content/content-status/{contentId}/{contentType}',
        '/api/content/content-status',
        '/api/content/useractivity',
        '/api/learn/tracking-links',
        '/api/learn/open-dl',
        '/api/learn/tracking-details/{trackingId}',
        '/api/learn/event',
      ]),
    );
  });

  describe('open-link tracking', () => {
    it('opens a tracked link, hands out the desired events and stores each event once per profile', async () => {
      const made = await call<{ data: { tracking_id: string; path: string } }>('POST', '/api/learn/tracking-links', aarav.parentToken, {
        content_id: 'test-video-1',
        desired_events: ['VIDEO_STARTED', 'VIDEO_COMPLETED'],
      });
      expect(made.status).toBe(200);
      const id = made.body.data.tracking_id;
      expect(made.body.data.path).toBe(`/video/summary/test-video-1?tracking_id=${id}`);

      const opened = await call<{ data: { content_id: string } }>('POST', '/api/learn/open-dl', aarav.token, { tracking_id: id, platform: 'WEB' });
      expect(opened.body.data.content_id).toBe('test-video-1');
      const details = await call<{ data: { payload: { desired_events: string[] } } }>('GET', `/api/learn/tracking-details/${id}`, aarav.token);
      expect(details.body.data.payload.desired_events).toEqual(['VIDEO_STARTED', 'VIDEO_COMPLETED']);

      const event = (token: string, event_id: string) =>
        call<{ data: { recorded: boolean } }>('POST', '/api/learn/event', token, { tracking_id: id, platform: 'WEB', event_id });
      expect((await event(aarav.token, 'VIDEO_STARTED')).body.data.recorded).toBe(true);
      expect((await event(aarav.token, 'VIDEO_STARTED')).body.data.recorded).toBe(false);
      expect(
        (await call<{ data: { payload: { desired_events: string[] } } }>('GET', `/api/learn/tracking-details/${id}`, aarav.token)).body.data.payload
          .desired_events,
      ).toEqual(['VIDEO_COMPLETED']);
      expect(
        (await call<{ data: { payload: { desired_events: string[] } } }>('GET', `/api/learn/tracking-details/${id}`, diya.token)).body.data.payload
          .desired_events,
      ).toHaveLength(2);

      const unwanted = await event(aarav.token, 'VIDEO_LIKED');
      expect([unwanted.status, unwanted.body.error!.code]).toEqual([400, 'EVENT_NOT_DESIRED']);
      expect((await event(aarav.token, 'SOMETHING_ELSE')).status).toBe(400);
      expect((await call('POST', '/api/learn/open-dl', aarav.token, { tracking_id: 'unknown-tracking-id', platform: 'WEB' })).status).toBe(404);
      expect((await call('GET', '/api/learn/tracking-details/unknown-tracking-id', aarav.token)).status).toBe(404);
      expect((await call('POST', '/api/learn/tracking-links', aarav.token, { content_id: 'nope', desired_events: ['VIDEO_STARTED'] })).status).toBe(404);
      expect((await call('POST', '/api/learn/tracking-links', aarav.token, { content_id: 'test-video-1', desired_events: [] })).status).toBe(400);
    });
  });
});
