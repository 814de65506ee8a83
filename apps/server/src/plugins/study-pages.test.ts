import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudyPages, studyPageOf } from './study-pages.ts';

// Issue 24 §1 (decision 047): the prerendered study pages as the server serves them, on a web
// build of a few pages written here (the real build's pages are checked in the browser tests).
describe('study pages (issue 24 §1)', () => {
  const root = mkdtempSync(join(tmpdir(), 'abhyas-study-'));
  let app: FastifyInstance;
  const page = (folder: string, text: string) => {
    mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, folder, 'index.html'), `<!doctype html><title>${text}</title>`);
  };
  beforeAll(async () => {
    page('study', 'home');
    page('study/books/ncert-10-mathematics', 'maths 10');
    page('study/404', 'not found');
    page('hi/study/books/ncert-10-mathematics', 'गणित 10');
    page('hi/study/404', 'नहीं मिला');
    app = Fastify();
    await app.register(fastifyStatic, { root, wildcard: false, index: false, serve: false });
    await registerStudyPages(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a page and its Hindi copy', async () => {
    const en = await get('/study/books/ncert-10-mathematics');
    expect([en.statusCode, en.body]).toEqual([200, '<!doctype html><title>maths 10</title>']);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/hi/study/books/ncert-10-mathematics')).body).toContain('गणित 10');
    expect((await get('/study?utm_source=x')).body).toContain('home');
  });

  it('redirects a trailing slash to the canonical address, keeping the query', async () => {
    const res = await get('/study/books/ncert-10-mathematics/?ref=share');
    expect([res.statusCode, res.headers.location]).toEqual([301, '/study/books/ncert-10-mathematics?ref=share']);
  });

  it('answers 404 with the not-found page of the language for an unknown page, a bad slug or a traversal', async () => {
    for (const url of ['/study/books/no-such-book', '/study/404', '/study/Books', '/study/a/b/c/d/e', '/study/..%2f..%2fetc%2fpasswd']) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 404, '<!doctype html><title>not found</title>']);
    }
    const hi = await get('/hi/study/nothing');
    expect([hi.statusCode, hi.body]).toEqual([404, '<!doctype html><title>नहीं मिला</title>']);
  });

  it('reads a path as a page only when every part is a plain slug and the language is one of ours', () => {
    expect(studyPageOf('/study')).toEqual({ locale: 'en', folder: 'study' });
    expect(studyPageOf('/ta/study/syllabus/neet-ug')).toEqual({ locale: 'ta', folder: 'ta/study/syllabus/neet-ug' });
    expect(studyPageOf('/en/study')).toBeNull();
    expect(studyPageOf('/xx/study')).toBeNull();
    expect(studyPageOf('/study/../secret')).toBeNull();
    expect(studyPageOf('/study/books%2fx')).toBeNull();
  });
});
