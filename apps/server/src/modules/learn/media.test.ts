import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jimp, JimpMime } from 'jimp';
import type { CdnUrlResponse, ChapterSummary, ContinueWatchingResponse, VideoDetail, VideoNextResponse } from '@abhyas/contracts';
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
    // Real images: a 320 × 180 thumbnail as the packs have, and a 900 × 300 figure.
    writeFileSync(join(media, 'thumb.jpg'), await new Jimp({ width: 320, height: 180, color: 0x2a7ab0ff }).getBuffer(JimpMime.jpeg, { quality: 90 }));
    writeFileSync(join(media, 'figure.png'), await new Jimp({ width: 900, height: 300, color: 0xe8590cff }).getBuffer(JimpMime.png));
    writeFileSync(join(media, 'intro-preview.mp4'), Buffer.alloc(512, 9));
    // Two HLS streams in folders of their own: a master playlist, a variant playlist and a segment each.
    for (const folder of ['stream', 'other']) {
      mkdirSync(join(media, folder, '240p'), { recursive: true });
      writeFileSync(join(media, folder, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240\n240p/index.m3u8\n');
      writeFileSync(join(media, folder, '240p', 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nseg-000.m4s\n#EXT-X-ENDLIST\n');
      writeFileSync(join(media, folder, '240p', 'seg-000.m4s'), Buffer.alloc(2048, folder === 'stream' ? 5 : 6));
    }
    writeFileSync(join(media, 'hcf.en.vtt'), VTT_EN);
    writeFileSync(join(media, 'hcf.hi.vtt'), VTT_HI);
    t = await buildTestApp(backend, { CONTENT_DIR: contentDir });
    await importLearningMap(t.services.database.db, 'map.json', learnMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: learnPack() }]);
    await importPacks(t.services.database.db, [{ file: 'captions.json', json: captionsPack() }]);
    call = caller(t.app);
    token = (await student(t.app, 'Aarav Sharma')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });
  const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const nowS = () => Math.floor(t.clock.now / 1000);
  let port: number | null = null;
  const listening = async (): Promise<number> => {
    if (port === null) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    }
    return port;
  };
  /** GET over a socket with the path exactly as given: status and error code. */
  const rawGet = (p: number, path: string) =>
    new Promise<[number, string | null]>((done, fail) => {
      request({ host: '127.0.0.1', port: p, path, method: 'GET' }, (res) => {
        let text = '';
        res.setEncoding('latin1');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => done([res.statusCode ?? 0, res.statusCode === 403 ? (JSON.parse(text) as { error: { code: string } }).error.code : null]));
      })
        .on('error', fail)
        .end();
    });

  it('sends our own images at the quality presets’ widths with ?w=, never enlarged (platform.md §9, issue 24 §5)', async () => {
    const widthOf = async (body: Buffer) => (await Jimp.fromBuffer(body)).width;
    const original = await fetchMedia('/media/thumb.jpg');
    const low = await fetchMedia('/media/thumb.jpg?w=225');
    expect([low.statusCode, low.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await widthOf(low.rawPayload)).toBe(225);
    expect(low.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // Not wider than asked: the file as it is.
    const medium = await fetchMedia('/media/thumb.jpg?w=338');
    expect([medium.statusCode, Buffer.compare(medium.rawPayload, original.rawPayload)]).toEqual([200, 0]);
    const figure = await fetchMedia('/media/figure.png?w=450');
    expect([figure.statusCode, figure.headers['content-type'], await widthOf(figure.rawPayload)]).toEqual([200, 'image/png', 450]);
    // The second time comes from the cache, the same bytes.
    expect(Buffer.compare((await fetchMedia('/media/thumb.jpg?w=225')).rawPayload, low.rawPayload)).toBe(0);
    // Only the three widths, written plainly, and only for images.
    const signedClip = (await call<VideoDetail>('GET', '/api/content/videos/test-video-1', token)).body.url;
    for (const url of ['/media/thumb.jpg?w=224', '/media/thumb.jpg?w=0225', '/media/thumb.jpg?w=225&w=338', '/media/thumb.jpg?w=', `${signedClip}&w=225`]) {
      const res = await fetchMedia(url);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 400, 'MEDIA_WIDTH_INVALID']);
    }
    expect((await fetchMedia('/media/missing.jpg?w=225')).statusCode).toBe(404);
  });

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

  it('gives the player its caption tracks signed like the clip, and serves them as text/vtt (issue 16 §4)', async () => {
    const video = await call<VideoDetail>('GET', '/api/content/videos/test-video-captions', token);
    expect(video.body.captions.map((c) => [c.language, c.label])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    const [en, hi] = video.body.captions as [VideoDetail['captions'][number], VideoDetail['captions'][number]];
    expect(en.src).toMatch(/^\/media\/hcf\.en\.vtt\?exp=\d+&sig=[\w-]{43}$/u);
    expect(hi.src).toMatch(/^\/media\/hcf\.hi\.vtt\?exp=\d+&sig=[\w-]{43}$/u);
    expect(Number(new URL(hi.src, 'http://x').searchParams.get('exp'))).toBe(nowS() + 3600);
    const served = await fetchMedia(hi.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt(;\s*charset=utf-8)?$/iu);
    expect(served.body).toBe(VTT_HI);
    expect((await fetchMedia(en.src)).body).toBe(VTT_EN);
    // Like the clip: unsigned or tampered is refused.
    expect(JSON.parse((await fetchMedia('/media/hcf.hi.vtt')).body)).toMatchObject({ error: { code: 'MEDIA_URL_UNSIGNED' } });
    expect((await fetchMedia(hi.src.replace('hcf.hi.vtt', 'hcf.en.vtt'))).statusCode).toBe(403);
    // A video without captions answers an empty list.
    expect((await call<VideoDetail>('GET', '/api/content/videos/test-video-1', token)).body.captions).toEqual([]);
  });

  it('gives tiles a signed hover preview clip: chapter page, continue watching and the end screen (learning.md §4 Tiles)', async () => {
    const chapter = await call<ChapterSummary>('GET', '/api/content/chapters/ncert-10-mathematics-ch01', token);
    const tiles = new Map(chapter.body.videos.map((v) => [v.code, v]));
    const preview = tiles.get('test-video-t01')?.previewUrl ?? '';
    expect(preview).toMatch(/^\/media\/intro-preview\.mp4\?exp=\d+&sig=[\w-]{43}$/u);
    expect(tiles.get('test-video-1')?.previewUrl).toBeNull();
    const served = await fetchMedia(preview);
    expect([served.statusCode, served.rawPayload.length]).toEqual([200, 512]);
    expect((await fetchMedia('/media/intro-preview.mp4')).statusCode).toBe(403);

    const student2 = await student(t.app, 'Kabir Rao');
    await call('POST', '/api/content/content-status', student2.token, { content_id: 'test-video-t01', length: 60, watched_duration: 12 });
    const watching = await call<ContinueWatchingResponse>('GET', '/api/learn/continue-watching', student2.token);
    expect(watching.body.data[0]).toMatchObject({
      content_id: 'test-video-t01',
      preview_url: expect.stringMatching(/^\/media\/intro-preview\.mp4\?exp=\d+&sig=/u),
    });
    const next = await call<VideoNextResponse>('GET', '/api/learn/next/test-video-1', student2.token);
    const related = next.body.data.recommendations[0]!.content.find((c) => c.id === 'test-video-t01') as { preview_url: string | null };
    expect((await fetchMedia(related.preview_url!)).statusCode).toBe(200);
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

  it('refuses every other spelling of a media path with 403, signed or not, and still plays the signed url (issue 14 §1.1)', async () => {
    const port = await listening();
    const signedQuery = async (path: string) =>
      new URL((await call<CdnUrlResponse>('GET', `/api/learn/cdn_url?url=${path}`, token)).body.data, 'http://x').search;
    const file = await signedQuery('/media/hcf.mp4');
    const rendition = await signedQuery('/media/hcf-240p.mp4');
    const preview = await signedQuery('/media/intro-preview.mp4');
    // Sent raw over a socket (inject() would normalise dot segments): each spelling names a video
    // file, or a way out of the folder, that the signature does not cover as written.
    const spellings = [
      'hcf%2Emp4',
      'hcf%2emp4',
      'hcf%252Emp4',
      'hc%66.mp4',
      'hcf%EF%BC%8Emp4', // full-width full stop U+FF0E
      'hcf%EF%B9%92mp4', // small full stop U+FE52
      'hcf%E2%80%A4mp4', // one dot leader U+2024
      'hcf.mp4%3F.jpg',
      'hcf.mp4;.jpg',
      'hcf.mp4%3B.jpg',
      'hcf.mp4%E2%80%8F', // right-to-left mark
      './hcf.mp4',
      'x/../hcf.mp4',
      'x/%2E%2E/hcf.mp4',
      '%2E%2E/media/hcf.mp4',
      '/hcf.mp4',
      'hcf.mp4/',
      'x%2F..%2Fhcf.mp4',
      'x%5C..%5Chcf.mp4',
      'x\\..\\hcf.mp4',
      'x%EF%BC%8F..%EF%BC%8Fhcf.mp4', // full-width solidus U+FF0F
    ];
    for (const spelling of spellings) {
      expect(await rawGet(port, `/media/${spelling}`), spelling).toEqual([403, 'MEDIA_URL_INVALID']);
      expect(await rawGet(port, `/media/${spelling}${file}`), `${spelling} signed`).toEqual([403, 'MEDIA_URL_INVALID']);
    }
    for (const [spelling, query] of [
      ['hcf-240p%2Emp4', rendition],
      ['hcf-240p%2emp4', ''],
      ['intro-preview%2Emp4', preview],
      ['intro-preview%2Emp4', ''],
      ['intro%2Dpreview.mp4', preview],
      ['stream/master%2Em3u8', ''],
      ['stream/240p/index%2Em3u8', ''],
      ['stream/240p/seg-000%2Em4s', ''],
      ['stream%2F240p%2Fseg-000.m4s', ''],
      ['stream//240p/seg-000.m4s', ''],
      ['stream/240p;/seg-000.m4s', ''],
      ['hcf%2Ejpg', ''],
    ] as const)
      expect(await rawGet(port, `/media/${spelling}${query}`), spelling).toEqual([403, 'MEDIA_URL_INVALID']);
    // A path that is not valid UTF-8 (an overlong '.') is refused by the router before any route,
    // and a NUL anywhere in a request by the input guard (decision 015), both with 400.
    expect(await rawGet(port, `/media/hcf.mp4%00.jpg${file}`)).toEqual([400, null]);
    expect(await rawGet(port, '/media/hcf.mp4%00.jpg')).toEqual([400, null]);
    expect(await rawGet(port, `/media/hcf%C0%AEmp4${file}`)).toEqual([400, null]);
    expect(await rawGet(port, '/media/%C0%AE%C0%AE/media/hcf.mp4')).toEqual([400, null]);
    // The folder-signed form takes the same rule for the file inside the folder.
    const stream = (await call<CdnUrlResponse>('GET', '/api/learn/cdn_url?url=/media/stream/master.m3u8', token)).body.data;
    const folder = stream.slice(0, stream.lastIndexOf('/'));
    for (const spelling of ['240p/seg-000%2Em4s', '240p/seg-000%2em4s', '240p%2Fseg-000.m4s', '240p/seg-000.m4s;x', 'master%EF%BC%8Em3u8'])
      expect(await rawGet(port, `${folder}/${spelling}`), spelling).toEqual([403, 'MEDIA_URL_INVALID']);
    // The canonical spellings still play.
    expect(await rawGet(port, `/media/hcf.mp4${file}`)).toEqual([200, null]);
    expect(await rawGet(port, `/media/hcf-240p.mp4${rendition}`)).toEqual([200, null]);
    expect(await rawGet(port, `/media/intro-preview.mp4${preview}`)).toEqual([200, null]);
    expect(await rawGet(port, `${folder}/240p/seg-000.m4s`)).toEqual([200, null]);
    expect(await rawGet(port, '/media/hcf.jpg')).toEqual([200, null]);
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

  describe('HLS: a folder signature carried in the path (docs/decisions/012)', () => {
    const signedStream = async () => (await call<CdnUrlResponse>('GET', '/api/learn/cdn_url?url=/media/stream/master.m3u8&quality=240p', token)).body;
    /** The url a player resolves for `relative` against `base` (as hls.js does for playlist entries). */
    const resolveAgainst = (base: string, relative: string) => new URL(relative, `http://x${base}`).pathname;

    it('signs the folder, and the relative variant playlist and segment urls inherit the signature', async () => {
      const body = await signedStream();
      expect(body).toMatchObject({ quality: 'auto', expires_at: nowS() + 3600 });
      expect(body.data).toMatch(/^\/media\/s\/\d+\/[\w-]{43}\/stream\/master\.m3u8$/u);
      const master = await fetchMedia(body.data);
      expect(master.statusCode).toBe(200);
      expect(master.body).toContain('240p/index.m3u8');
      const variantUrl = resolveAgainst(body.data, '240p/index.m3u8');
      const variant = await fetchMedia(variantUrl);
      expect([variant.statusCode, variant.body]).toEqual([200, expect.stringContaining('seg-000.m4s')]);
      const segment = await fetchMedia(resolveAgainst(variantUrl, 'seg-000.m4s'));
      expect([segment.statusCode, segment.rawPayload.length, segment.rawPayload[0]]).toEqual([200, 2048, 5]);
      // Re-signing the signed url (after an hour) gives a fresh folder signature for the same playlist.
      t.clock.now += 60_000;
      try {
        const again = await call<CdnUrlResponse>('GET', `/api/learn/cdn_url?url=${encodeURIComponent(body.data)}`, token);
        expect(again.body.data).toMatch(/^\/media\/s\/\d+\/[\w-]{43}\/stream\/master\.m3u8$/u);
        expect(again.body.expires_at).toBe(nowS() + 3600);
      } finally {
        t.clock.now -= 60_000;
      }
    });

    it('refuses forged and expired folder signatures, another folder, file signatures and path traversal with 403', async () => {
      const body = await signedStream();
      const [, , , exp, sig] = body.data.split('/') as [string, string, string, string, string];
      const status = async (url: string) => {
        const res = await fetchMedia(url);
        return [res.statusCode, res.statusCode === 403 ? (res.json() as { error: { code: string } }).error.code : null];
      };
      const forged = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(await status(`/media/s/${exp}/${forged}/stream/240p/seg-000.m4s`)).toEqual([403, 'MEDIA_URL_INVALID']);
      expect(await status(`/media/s/${Number(exp) + 86_400}/${sig}/stream/240p/seg-000.m4s`)).toEqual([403, 'MEDIA_URL_INVALID']);
      // The signature for stream/ does not open other/, not even its playlist or segment.
      expect(await status(`/media/s/${exp}/${sig}/other/master.m3u8`)).toEqual([403, 'MEDIA_URL_INVALID']);
      expect(await status(`/media/s/${exp}/${sig}/other/240p/seg-000.m4s`)).toEqual([403, 'MEDIA_URL_INVALID']);
      // Nor a file outside it by dot segments, plain or encoded, sent as they are (a real socket: inject() would normalise them).
      const port = await listening();
      for (const escape of [
        'stream/../other/master.m3u8',
        'stream/%2e%2e/other/master.m3u8',
        'stream/..%2fother/master.m3u8',
        'stream/240p/%2E%2E/%2E%2E/hcf.mp4',
        'stream/240p/..%5C..%5Chcf.mp4',
        'stream/./master.m3u8',
        'stream//master.m3u8',
      ])
        expect(await rawGet(port, `/media/s/${exp}/${sig}/${escape}`)).toEqual([403, 'MEDIA_URL_INVALID']);
      expect(await rawGet(port, `/media/s/${exp}/${sig}/stream/240p/seg-000.m4s`)).toEqual([200, null]);
      expect(await status(`/media/s/${exp}/${sig}/stream`)).toEqual([403, 'MEDIA_URL_INVALID']);
      expect(await status(`/media/s/${exp}/${sig}/stream/`)).toEqual([403, 'MEDIA_URL_INVALID']);
      // A file signature (?exp=&sig=) is not a folder signature and cannot be moved into the path.
      const file = (await call<CdnUrlResponse>('GET', '/api/learn/cdn_url?url=/media/hcf.mp4', token)).body.data;
      const fileUrl = new URL(file, 'http://x');
      expect(await status(`/media/s/${fileUrl.searchParams.get('exp')}/${fileUrl.searchParams.get('sig')}/stream/master.m3u8`)).toEqual([
        403,
        'MEDIA_URL_INVALID',
      ]);
      // The segments stay closed without any signature, and a missing file in the folder is 404.
      expect(await status('/media/stream/240p/seg-000.m4s')).toEqual([403, 'MEDIA_URL_UNSIGNED']);
      expect(await status(`/media/s/${exp}/${sig}/stream/240p/seg-999.m4s`)).toEqual([404, null]);
      expect((await fetchMedia(`/media/s/${exp}/${sig}/stream/240p/seg-000.m4s`)).statusCode).toBe(200);
      t.clock.now += 3601 * 1000;
      try {
        expect(await status(`/media/s/${exp}/${sig}/stream/240p/seg-000.m4s`)).toEqual([403, 'MEDIA_URL_EXPIRED']);
      } finally {
        t.clock.now -= 3601 * 1000;
      }
    });
  });
});

const VTT_EN = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nEvery composite number is a product of primes.\n';
const VTT_HI = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nप्रत्येक भाज्य संख्या अभाज्य संख्याओं का गुणनफल है।\n';

/** One self-hosted clip with English and Hindi caption tracks. */
function captionsPack() {
  return {
    format: 'abhyas-pack',
    version: 1,
    source: 'test',
    videos: [
      {
        code: 'test-video-captions',
        title: 'HCF with captions',
        subject: 'mathematics',
        chapter: 'ncert-10-mathematics-ch01',
        sourceType: 'cdn',
        url: 'media/hcf.mp4',
        lengthS: 30,
        owner: { name: 'Abhyas' },
        captions: [
          { language: 'en', label: 'English', src: 'media/hcf.en.vtt' },
          { language: 'hi', label: 'हिन्दी', src: 'media/hcf.hi.vtt' },
        ],
      },
    ],
  };
}
