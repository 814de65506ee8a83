import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalMediaPath, hlsScopeOf, parseScopedMediaPath } from './media-path.ts';

describe('the one canonical spelling of a /media/ path (issue 14 §1.1)', () => {
  it('keeps clean paths as they are, and decodes escapes of non-ASCII names once', () => {
    expect(canonicalMediaPath('/media/hcf.mp4')).toBe('/media/hcf.mp4');
    expect(canonicalMediaPath('/media/hcf-lcm/240p/seg-000.m4s')).toBe('/media/hcf-lcm/240p/seg-000.m4s');
    expect(canonicalMediaPath('/media/s/1700000000/abc_-/stream/master.m3u8')).toBe('/media/s/1700000000/abc_-/stream/master.m3u8');
    expect(canonicalMediaPath('/media/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4.mp4')).toBe('/media/गणित.mp4');
    expect(canonicalMediaPath('/media/my%20clip.mp4')).toBe('/media/my clip.mp4');
  });

  it('refuses every other spelling: encoded dots and separators, double encoding, dot segments, path parameters, look-alikes', () => {
    for (const raw of [
      '/media/hcf%2Emp4',
      '/media/hcf%2emp4',
      '/media/hcf%252Emp4',
      '/media/hc%66.mp4',
      '/media/a%2Fb.mp4',
      '/media/a%5Cb.mp4',
      '/media/a\\b.mp4',
      '/media/hcf.mp4%00',
      '/media/hcf.mp4;.jpg',
      '/media/hcf.mp4%3B.jpg',
      '/media/hcf.mp4%3F.jpg',
      '/media/hcf.mp4%23.jpg',
      '/media/hcf%C0%AEmp4',
      '/media/%C0%AE%C0%AE/hcf.mp4',
      '/media/hcf%E0%80%AEmp4',
      '/media/hcf%EF%BC%8Emp4',
      '/media/a%EF%BC%8Fb.mp4',
      '/media/hcf%E2%80%A4mp4',
      '/media/hcf%EF%B9%92mp4',
      '/media/hcf%E2%80%8F.mp4',
      '/media/hcf%ED%A0%80.mp4',
      '/media/hcf%ZZ.mp4',
      '/media/hcf%2.mp4',
      '/media//hcf.mp4',
      '/media/hcf.mp4/',
      '/media/',
      '/media/./hcf.mp4',
      '/media/../hcf.mp4',
      '/media/x/../hcf.mp4',
      '/media/.hidden.mp4',
      '/media/%2E%2E/hcf.mp4',
      '/media/%20hcf.mp4',
      '/media/hcf.mp4%20',
      '/media/h\u00e9.mp4',
      '/mediahcf.mp4',
      '/other/hcf.mp4',
    ])
      expect(canonicalMediaPath(raw), raw).toBeNull();
  });

  test.prop([fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 })])(
    'what a browser sends for accepted names decodes to exactly those names, never to a dot segment or a separator',
    (names) => {
      const canonical = canonicalMediaPath(`/media/${names.map(encodeURIComponent).join('/')}`);
      if (canonical === null) return;
      expect(canonical).toBe(`/media/${names.join('/')}`);
      for (const name of names) expect(name).not.toMatch(/^\.|[/\\%;\0]/u);
    },
  );
});

describe('folder-signed /media/s/ paths (docs/decisions/012)', () => {
  it('are taken apart into expiry, signature, folder and the plain path they serve', () => {
    expect(parseScopedMediaPath('/media/s/1700000000/abc_-/stream/master.m3u8')).toEqual({
      exp: '1700000000',
      sig: 'abc_-',
      scope: '/media/stream/',
      plain: '/media/stream/master.m3u8',
    });
    expect(parseScopedMediaPath('/media/s/1/sig/stream/240p/seg-000.m4s')?.plain).toBe('/media/stream/240p/seg-000.m4s');
  });

  it('are refused when a part is missing or empty, or the path is not under /media/s/', () => {
    expect(parseScopedMediaPath('/media/s/1700000000/sig/master.m3u8')).toBeNull();
    expect(parseScopedMediaPath('/media/s/1700000000//stream/master.m3u8')).toBeNull();
    expect(parseScopedMediaPath('/media/stream/master.m3u8')).toBeNull();
    expect(parseScopedMediaPath('/other/s/1/sig/stream/master.m3u8')).toBeNull();
  });

  it('cover the folder of an HLS playlist in a folder of its own, and nothing else', () => {
    expect(hlsScopeOf('/media/stream/master.m3u8')).toBe('/media/stream/');
    expect(hlsScopeOf('/media/stream/240p/index.M3U8')).toBe('/media/stream/');
    expect(hlsScopeOf('/media/master.m3u8')).toBeNull();
    expect(hlsScopeOf('/media/stream/clip.mp4')).toBeNull();
  });
});
