import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdnUrlResponse, VideoDetail } from '@abhyas/contracts';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { caller, learnMap, learnPack, student } from './learn-fixture.ts';

describe.each(BACKENDS)('signed video urls on %s (learning.md §7 signed video URL service, §9 3600 s)', (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let token: string;
  const contentDir = mkdtempSync(join(tmpdir(), 'abhyas-media-'));
  const clip = Buffer.alloc(4096, 7);
  beforeAll(async () => {
    const media = join(contentDir, 'packs', 'demo', 'media');
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, 'hcf.mp4'), clip);
    writeFileSync(join(media, 'hcf-240p.mp4'), Buffer.alloc(1024, 3));
    writeFileSync(join(media, 'hcf.jpg'), Buffer.alloc(64, 1));
    t = await buildTestApp(backend, { CONTENT_DIR: contentDir });
    await importLearningMap(t.services.database.db, 'map.json', learnMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: learnPack() }]);
    call = caller(t.app);
    token = (await student(t.app, 'Aarav Sharma')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });
  const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const nowS = () => Math.floor(t.clock.now / 1000);

  it('gives the player a signed url that plays with range requests, while thumbnails need none', async () => {
    const video = await call<VideoDetail>('GET', '/api/content/videos/test-video-1', token);
    expect(video.body.url).toMatch(/^\/media\/hcf\.mp4\?exp=\d+&sig=[\w-]{43}$/u);
    expect(video.body.isPublic).toBe(false);
    expect(Number(new URL(video.body.url, 'http://x').searchParams.get('exp'))).toBe(nowS() + 3600);
    const full = await fetchMedia(video.body.url);
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBe(clip.length);
    const part = await fetchMedia(video.body.url, { range: 'bytes=0-99' });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);
    expect((await fetchMedia('/media/hcf.jpg')).statusCode).toBe(200);
    expect((await call<VideoDetail>('GET', '/api/content/videos/test-video-public', token)).body.isPublic).toBe(true);
  });

  it('refuses unsigned, forged, moved and expired urls with 403', async () => {
    const { body } = await call<CdnUrlResponse>('GET', '/api/learn/cdn_url?url=/media/hcf.mp4', token);
    const signed = new URL(body.data, 'http://x');
    const sig = signed.searchParams.get('sig')!;
    const exp = signed.searchParams.get('exp')!;
    const code = async (url: string) => {
      const res = await fetchMedia(url);
      return [res.statusCode, (res.json() as { error: { code: string } }).error.code];
    };
    expect(await code('/media/hcf.mp4')).toEqual([403, 'MEDIA_URL_UNSIGNED']);
    expect(await code(`/media/hcf.mp4?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`)).toEqual([403, 'MEDIA_URL_INVALID']);
    expect(await code(`/media/hcf.mp4?exp=${Number(exp) + 86_400}&sig=${sig}`)).toEqual([403, 'MEDIA_URL_INVALID']);
    expect(await code(`/media/hcf-240p.mp4?exp=${exp}&sig=${sig}`)).toEqual([403, 'MEDIA_URL_INVALID']);
    expect(await code(`/media/nope.mp4?exp=${exp}&sig=${sig}`)).toEqual([403, 'MEDIA_URL_INVALID']);
    expect((await fetchMedia(body.data)).statusCode).toBe(200);
    t.clock.now += 3601 * 1000;
    try {
      expect(await code(body.data)).toEqual([403, 'MEDIA_URL_EXPIRED']);
    } finally {
      t.clock.now -= 3601 * 1000;
    }
  });

  it('signs for the expiry asked (at most 3600 s), picks a rendition for the quality, and leaves remote urls alone', async () => {
    const get = (q: string) => call<CdnUrlResponse>('GET', `/api/learn/cdn_url?${q}`, token);
    const short = await get('url=/media/hcf.mp4&expiry=60');
    expect(short.body.expires_at).toBe(nowS() + 60);
    expect(short.body.quality).toBe('auto');
    const low = await get('url=/media/hcf.mp4&quality=360p');
    expect(low.body).toMatchObject({ quality: '240p', data: expect.stringMatching(/^\/media\/hcf-240p\.mp4\?exp=/u) });
    expect((await fetchMedia(low.body.data)).rawPayload.length).toBe(1024);
    expect((await get('url=/media/hcf.mp4&quality=144p')).body.quality).toBe('auto');
    // An old signed url, or the same path on this origin, is signed afresh.
    const resigned = await get(`url=${encodeURIComponent(short.body.data)}`);
    expect(resigned.body.expires_at).toBe(nowS() + 3600);
    expect((await get(`url=${encodeURIComponent('http://localhost:80/media/hcf.mp4')}`)).body.data).toMatch(/^\/media\/hcf\.mp4\?exp=/u);
    expect((await get('url=https://www.youtube.com/watch?v%3DcLP7INqs3JM')).body).toEqual({
      data: 'https://www.youtube.com/watch?v=cLP7INqs3JM',
      expires_at: null,
      quality: 'auto',
    });
    expect((await get('url=/media/hcf.jpg')).body).toEqual({ data: '/media/hcf.jpg', expires_at: null, quality: 'auto' });

    expect((await get('url=/media/hcf.mp4&expiry=3601')).status).toBe(400);
    expect((await get('url=/media/hcf.mp4&quality=4k')).status).toBe(400);
    expect((await get('url=javascript:alert(1)')).status).toBe(400);
    expect((await get('url=https://evil.example/media/hcf.mp4')).body.expires_at).toBeNull();
    expect((await get('url=/media/nope.mp4')).status).toBe(404);
    expect((await get('url=/media/../../etc/passwd')).status).toBe(400);
    expect((await call('GET', '/api/learn/cdn_url?url=/media/hcf.mp4', null)).status).toBe(401);
  });
});
