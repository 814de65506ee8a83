import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStatusResponse, ContinueWatchingResponse, UserActivityResponse, VideoProgressResponse } from '@abhyas/contracts';
import { STORE_BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { caller, learnMap, learnPack, student } from './learn-fixture.ts';

describe.each(STORE_BACKENDS)('video watch progress on %s (learning.md §4 Video, §7 content-status)', (backend) => {
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

  const post = (token: string, body: Record<string, unknown>) =>
    call<ContentStatusResponse>('POST', '/api/content/content-status', token, { content_id: 'test-video-1', ...body });
  const status = (token: string, id = 'test-video-1') => call<ContentStatusResponse>('GET', `/api/content/content-status/${id}/Video`, token);

  it('records a viewing: STARTED, INPROGRESS, never backwards, COMPLETED at the end, restart on request', async () => {
    const before = await status(aarav.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ content_status: null, watched_duration: 0, length: 30, ever_completed: false, child_id: aarav.profileId });

    expect(
      (await post(aarav.token, { length: 30, watched_duration: 0, status: 'STARTED', exam_name: 'cbse-class-10', module: 'learn' })).body.data,
    ).toMatchObject({
      content_status: 'STARTED',
      watched_duration: 0,
    });
    const mid = await post(aarav.token, { length: 30.2, watched_duration: 12.5 });
    expect(mid.body.data).toMatchObject({ content_status: 'INPROGRESS', length: 31, watched_duration: 12.5, exam_name: 'cbse-class-10', module: 'learn' });

    // A seek back (or a late, out-of-order post) never loses what was watched.
    expect((await post(aarav.token, { length: 31, watched_duration: 5 })).body.data.watched_duration).toBe(12.5);
    // The same post twice leaves the same record.
    const again = await post(aarav.token, { length: 31, watched_duration: 12.5 });
    expect(again.body.data).toEqual(mid.body.data);
    // Watched above the length is capped at the length.
    const end = await post(aarav.token, { length: 31, watched_duration: 30.4, status: 'COMPLETED' });
    expect(end.body.data).toMatchObject({ content_status: 'COMPLETED', watched_duration: 31, ever_completed: true });
    expect((await status(aarav.token)).body.data).toMatchObject({ content_status: 'COMPLETED', watched_duration: 31 });

    // "No" on the resume prompt or Replay: the watched duration may go down, the completion is remembered.
    const restarted = await post(aarav.token, { length: 31, watched_duration: 0, restart: true });
    expect(restarted.body.data).toMatchObject({ content_status: 'STARTED', watched_duration: 0, ever_completed: true });
  });

  it('keeps the furthest point when posts race', async () => {
    const values = [3, 17, 9, 21.5, 14, 2, 20];
    const results = await Promise.all(values.map((w) => post(diya.token, { content_id: 'test-video-t01', length: 60, watched_duration: w })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await status(diya.token, 'test-video-t01')).body.data).toMatchObject({ content_status: 'INPROGRESS', watched_duration: 21.5 });
  });

  it("never shows or changes another student's progress", async () => {
    await post(diya.token, { content_id: 'test-video-yt', length: 420, watched_duration: 100 });
    expect((await status(aarav.token, 'test-video-yt')).body.data).toMatchObject({ content_status: null, watched_duration: 0, child_id: aarav.profileId });
    const spoof = await post(aarav.token, { content_id: 'test-video-yt', child_id: diya.profileId, length: 420, watched_duration: 400 });
    expect(spoof.status).toBe(403);
    expect(spoof.body.error!.code).toBe('NOT_YOUR_PROFILE');
    expect((await call('GET', `/api/content/content-status/test-video-yt/Video?child_id=${diya.profileId}`, aarav.token)).status).toBe(403);
    expect((await status(diya.token, 'test-video-yt')).body.data.watched_duration).toBe(100);
  });

  it('refuses bad input: unknown video 404, negative or absurd durations 400, wrong token 401/403', async () => {
    const unknown = await post(aarav.token, { content_id: 'no-such-video', watched_duration: 3 });
    expect([unknown.status, unknown.body.error!.code]).toEqual([404, 'VIDEO_NOT_FOUND']);
    expect((await status(aarav.token, 'no-such-video')).status).toBe(404);
    for (const [body, code] of [
      [{ watched_duration: -1 }, 'VALIDATION_FAILED'],
      [{ watched_duration: 3, length: -5 }, 'VALIDATION_FAILED'],
      [{ watched_duration: 3, length: 0 }, 'VALIDATION_FAILED'],
      [{ watched_duration: 90_000 }, 'VALIDATION_FAILED'],
      [{ watched_duration: 'ten' }, 'VALIDATION_FAILED'],
      [{ watched_duration: 3, content_type: 'Book' }, 'VALIDATION_FAILED'],
      [{ watched_duration: 95 }, 'INVALID_PROGRESS'],
      [{ watched_duration: 10, length: 5000 }, 'INVALID_PROGRESS'],
    ] as const) {
      const res = await post(aarav.token, body);
      expect([res.status, res.body.error!.code], JSON.stringify(body)).toEqual([400, code]);
      expect(res.body.error!.message.length).toBeGreaterThan(10);
    }
    expect((await call('GET', '/api/content/content-status/test-video-1/Book', aarav.token)).status).toBe(400);
    // A YouTube length in the catalogue is approximate: the player's real duration is taken within 50 %.
    const yt = await post(aarav.token, { content_id: 'test-video-yt', length: 545.3, watched_duration: 500 });
    expect(yt.body.data).toMatchObject({ length: 546, watched_duration: 500, content_status: 'INPROGRESS' });
    expect((await post(aarav.token, { content_id: 'test-video-yt', length: 2000, watched_duration: 5 })).status).toBe(400);
    expect((await post(aarav.parentToken, { watched_duration: 3 })).body.error!.code).toBe('WRONG_TOKEN_KIND');
    expect((await call('POST', '/api/content/content-status', null, { content_id: 'test-video-1', watched_duration: 3 })).status).toBe(401);
  });

  it('stores a stop activity once per activity_id', async () => {
    const id = '0193a5b0-7c1e-7d2a-9f00-123456789abc';
    const body = { activity_id: id, content_id: 'test-video-1', watched_duration: 20, time_spent: 18.5, length: 31, exam_name: 'cbse-class-10' };
    const first = await call<UserActivityResponse>('POST', '/api/content/useractivity', aarav.token, body);
    expect(first.body).toEqual({ data: { activity_id: id, recorded: true } });
    expect((await call<UserActivityResponse>('POST', '/api/content/useractivity', aarav.token, body)).body).toEqual({
      data: { activity_id: id, recorded: false },
    });
    expect((await call('POST', '/api/content/useractivity', diya.token, body)).status).toBe(409);
    const generated = await call<UserActivityResponse>('POST', '/api/content/useractivity', aarav.token, { content_id: 'test-video-1', watched_duration: 3 });
    expect(generated.body.data.recorded).toBe(true);
    expect((await call('POST', '/api/content/useractivity', aarav.token, { content_id: 'nope', watched_duration: 3 })).status).toBe(404);
    expect((await call('POST', '/api/content/useractivity', aarav.token, { content_id: 'test-video-1', watched_duration: 3, time_spent: -2 })).status).toBe(
      400,
    );
  });

  it('lists continue watching (INPROGRESS only, latest first) and progress for tiles, per profile', async () => {
    const kid = await student(t.app, 'Kabir Rao');
    await post(kid.token, { content_id: 'test-video-t01', length: 60, watched_duration: 15 });
    t.clock.now += 1000;
    await post(kid.token, { content_id: 'test-video-yt', length: 420, watched_duration: 42 });
    t.clock.now += 1000;
    await post(kid.token, { content_id: 'test-video-1', length: 30, watched_duration: 30, status: 'COMPLETED' });
    const list = await call<ContinueWatchingResponse>('GET', '/api/learn/continue-watching?locale=en', kid.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v) => [v.content_id, v.progress_percent, v.content_status])).toEqual([
      ['test-video-yt', 10, 'INPROGRESS'],
      ['test-video-t01', 25, 'INPROGRESS'],
    ]);
    expect(list.body.data[0]).toMatchObject({
      title: 'Prime factorisation explained',
      source_type: 'youtube',
      thumb: 'https://i.ytimg.com/vi/cLP7INqs3JM/hqdefault.jpg',
      chapter_code: 'ncert-10-mathematics-ch01',
    });
    const none = await student(t.app, 'Meera Das');
    expect((await call<ContinueWatchingResponse>('GET', '/api/learn/continue-watching', none.token)).body.data).toEqual([]);

    const tiles = await call<VideoProgressResponse>('GET', '/api/learn/video-progress?ids=test-video-1,test-video-t01,never-seen', kid.token);
    expect(Object.fromEntries(tiles.body.data.map((p) => [p.content_id, p.progress_percent]))).toEqual({ 'test-video-1': 100, 'test-video-t01': 25 });
    expect((await call('GET', '/api/learn/video-progress?ids=', kid.token)).status).toBe(400);
  });
});
