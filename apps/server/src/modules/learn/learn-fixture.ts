import type { FastifyInstance } from 'fastify';
import { bearer, verifiedStudent } from '../../test/harness.ts';
import { sampleMap, samplePack } from '../../test/fixtures/sample-pack.ts';

/**
 * The shared test map and pack plus a second chapter and videos to order lessons, relate concepts
 * and mark public content. Chapter 1 lessons: test-video-t01 (topic 1), test-video-1 (topic 2),
 * test-video-yt (no topic); test-video-t01 has a hover preview clip; chapter 2: test-video-ch02 (topic 1), test-video-public, test-video-related.
 */
export function learnMap() {
  const map = sampleMap();
  map.books[0]!.chapters.push({
    code: 'ncert-10-mathematics-ch02',
    number: 2,
    name: 'Polynomials',
    names: { hi: 'बहुपद' },
    topics: [{ code: 'ncert-10-mathematics-ch02-t01', name: 'Zeroes of a Polynomial' }],
  });
  return map;
}

export function learnPack() {
  const pack = samplePack();
  const base = { subject: 'mathematics', owner: { name: 'Abhyas' } };
  pack.videos.push(
    {
      ...base,
      code: 'test-video-t01',
      title: 'The Fundamental Theorem',
      chapter: 'ncert-10-mathematics-ch01',
      topic: 'ncert-10-mathematics-ch01-t01',
      sourceType: 'cdn',
      url: 'media/intro.mp4',
      previewUrl: 'media/intro-preview.mp4',
      lengthS: 60,
    } as never,
    {
      ...base,
      code: 'test-video-ch02',
      title: 'Zeroes of a polynomial',
      chapter: 'ncert-10-mathematics-ch02',
      topic: 'ncert-10-mathematics-ch02-t01',
      sourceType: 'youtube',
      url: 'https://youtu.be/2ZzuZvz33X0',
      lengthS: 300,
    } as never,
    {
      ...base,
      code: 'test-video-public',
      title: 'A free sample lesson',
      chapter: 'ncert-10-mathematics-ch02',
      sourceType: 'cdn',
      url: 'media/hcf.mp4',
      lengthS: 30,
      public: true,
    } as never,
    {
      ...base,
      code: 'test-video-related',
      title: 'HCF again, with polynomials',
      chapter: 'ncert-10-mathematics-ch02',
      sourceType: 'vimeo',
      url: 'https://vimeo.com/76979871',
      lengthS: 120,
      concepts: ['ncert-10-mathematics-ch01-t02-hcf-lcm'],
    } as never,
  );
  return pack;
}

/** A new parent with one CBSE class 10 profile; returns the profile (child) token and id, and the parent token. */
export async function student(app: FastifyInstance, name: string) {
  const { token, parentToken } = await verifiedStudent(app, name);
  const me = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { pid: string };
  return { token, profileId: me.pid, parentToken };
}

/** inject() shorthand: status, parsed body and raw text. */
export function caller(app: FastifyInstance) {
  return async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) => {
    const res = await app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : null) as T & { error?: { code: string; message: string; details?: { path: string }[] } },
      raw: res.body,
    };
  };
}
