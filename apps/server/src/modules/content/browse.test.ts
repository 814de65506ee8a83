import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDetail, BookList, ChapterNote, ChapterSummary, CheatSheet, LearningMap, MocktestList, TopicSummary, VideoDetail } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from './importers/learning-map-import.ts';
import { importPacks } from './importers/pack-import.ts';
import { youtubeId } from './browse.repository.ts';

describe('youtubeId', () => {
  it('reads watch, short and embed urls', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=cLP7INqs3JM')).toBe('cLP7INqs3JM');
    expect(youtubeId('https://youtu.be/cLP7INqs3JM?t=3')).toBe('cLP7INqs3JM');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/cLP7INqs3JM')).toBe('cLP7INqs3JM');
    expect(youtubeId('https://vimeo.com/1234')).toBeNull();
  });
});

describe.each(BACKENDS)('browsing content on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const contentDir = mkdtempSync(join(tmpdir(), 'abhyas-content-'));
  const clip = Buffer.alloc(4096, 7);
  beforeAll(async () => {
    mkdirSync(join(contentDir, 'packs', 'demo', 'media'), { recursive: true });
    writeFileSync(join(contentDir, 'packs', 'demo', 'media', 'hcf.mp4'), clip);
    t = await buildTestApp(backend, { CONTENT_DIR: contentDir });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    token = (await verifiedParent(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    return { status: res.statusCode, body: json<T & { error?: { code: string } }>(res) };
  };

  it('shows a chapter page with topics, concepts, videos, practice counts, tests, books and cheat sheets', async () => {
    const { status, body } = await get<ChapterSummary>('/api/content/chapters/ncert-10-mathematics-ch01?locale=hi');
    expect(status).toBe(200);
    expect(body.chapter).toEqual({
      code: 'ncert-10-mathematics-ch01',
      name: 'वास्तविक संख्याएँ',
      number: 1,
      grade: 10,
      subject: 'mathematics',
      subjectName: 'Mathematics',
    });
    expect(body.book).toMatchObject({ code: 'ncert-10-mathematics' });
    expect(body.topics.map((x) => x.code)).toEqual(['ncert-10-mathematics-ch01-t01', 'ncert-10-mathematics-ch01-t02']);
    expect(body.topics[1]).toMatchObject({
      concepts: [{ code: 'ncert-10-mathematics-ch01-t02-hcf-lcm', name: 'म.स. × ल.स. = गुणनफल' }],
      videoCount: 1,
      questionCount: 1,
    });
    expect(body.practice).toEqual({ questions: 3, easy: 3, medium: 0, hard: 0 });
    expect(body.videos.map((v) => [v.code, v.thumbnail])).toEqual([
      ['test-video-1', '/media/hcf.jpg'],
      ['test-video-yt', 'https://i.ytimg.com/vi/cLP7INqs3JM/hqdefault.jpg'],
    ]);
    expect(body.tests).toEqual([{ code: 'test-mock-1', name: 'Real Numbers quiz', examCode: 'cbse-class-10', durationS: 600, questionCount: 2 }]);
    expect(body.books).toEqual([{ code: 'test-book-ncert-10-math', kind: 'book', title: 'गणित' }]);
    expect(body.cheatSheets).toEqual([{ code: 'test-sheet-ch01', title: 'Real Numbers in one page', language: 'en' }]);
    expect(body.notes).toEqual({ code: 'notes-ncert-10-mathematics-ch01', title: 'वास्तविक संख्याएँ: नोट्स', language: 'hi' });
    const english = await get<ChapterSummary>('/api/content/chapters/ncert-10-mathematics-ch01?locale=ta');
    expect(english.body.notes).toEqual({ code: 'notes-ncert-10-mathematics-ch01', title: 'Real Numbers: the notes', language: 'en' });
  });

  it("gives a chapter's notes in the locale when translated, else in their own language, with media as served", async () => {
    const hi = await get<ChapterNote>('/api/content/notes/notes-ncert-10-mathematics-ch01?locale=hi');
    expect(hi.status).toBe(200);
    expect(hi.body).toMatchObject({
      code: 'notes-ncert-10-mathematics-ch01',
      chapter: { code: 'ncert-10-mathematics-ch01', name: 'वास्तविक संख्याएँ' },
      language: 'hi',
      languages: ['en', 'hi'],
      title: 'वास्तविक संख्याएँ: नोट्स',
    });
    expect(hi.body.keyIdeas).toContain('](/media/notes/factor-tree.svg)');
    expect(hi.body.workedExamples).toHaveLength(2);
    const ta = await get<ChapterNote>('/api/content/notes/notes-ncert-10-mathematics-ch01?locale=ta');
    expect(ta.body).toMatchObject({ language: 'en', title: 'Real Numbers: the notes' });
    expect(ta.body.commonMistakes).toContain('the HCF takes the lowest');
  });

  it('shows a topic page, a video with its playable url, a book table of contents and a cheat sheet', async () => {
    const topic = await get<TopicSummary>('/api/content/topics/ncert-10-mathematics-ch01-t02');
    expect(topic.body).toMatchObject({
      topic: { name: 'HCF and LCM by Prime Factorisation' },
      chapter: { code: 'ncert-10-mathematics-ch01' },
      practice: { questions: 1 },
    });
    expect(topic.body.videos.map((v) => v.code)).toEqual(['test-video-1']);
    const video = await get<VideoDetail>('/api/content/videos/test-video-1');
    expect(video.body).toMatchObject({
      url: expect.stringMatching(/^\/media\/hcf\.mp4\?exp=\d+&sig=[\w-]+$/u),
      sourceType: 'cdn',
      isPublic: false,
      lengthS: 30,
      chapter: { name: 'Real Numbers' },
      annotations: [{ pointS: 12, questionCodes: ['test-math-q1'] }],
    });
    const book = await get<BookDetail>('/api/content/books/test-book-ncert-10-math');
    expect(book.body.toc[0]).toEqual({
      title: '1. Real Numbers',
      chapter: { code: 'ncert-10-mathematics-ch01', name: 'Real Numbers' },
      page: null,
      children: [{ title: 'HCF and LCM by Prime Factorisation', chapter: null, page: null, children: [] }],
    });
    const list = await get<BookList>('/api/content/books?exam=cbse-class-10&kind=book');
    expect(list.body.books.map((b) => [b.code, b.chapterCount])).toEqual([['test-book-ncert-10-math', 1]]);
    expect((await get<BookList>('/api/content/books?kind=big_book')).body.books).toEqual([]);
    const sheet = await get<CheatSheet>('/api/content/cheat-sheets/test-sheet-ch01');
    expect(sheet.body).toMatchObject({ chapter: { code: 'ncert-10-mathematics-ch01' }, body: 'HCF × LCM $= a \\times b$.' });
  });

  it("lists an exam's mock tests with marks, and counts questions and videos on the learning map", async () => {
    const tests = await get<MocktestList>('/api/content/mocktests?exam=cbse-class-10');
    expect(tests.body.tests).toEqual([
      {
        code: 'test-mock-1',
        name: 'Real Numbers quiz',
        examCode: 'cbse-class-10',
        durationS: 600,
        questionCount: 2,
        maxMarks: 3,
        source: null,
        sections: [{ code: 'section-a', name: 'Section A', questionCount: 2 }],
        subjects: ['mathematics'],
        isScheduled: false,
        status: 'test_live',
        progress: 'not_started',
        sessionId: null,
      },
    ]);
    const map = await get<LearningMap>('/api/content/learning-map?exam=cbse-class-10');
    expect(map.body.subjects[0]!.chapters[0]).toMatchObject({ code: 'ncert-10-mathematics-ch01', videoCount: 2, questionCount: 3 });
  });

  it('serves self-hosted clips with range requests at their signed url only (docs/decisions/009)', async () => {
    const { url } = (await get<VideoDetail>('/api/content/videos/test-video-1')).body;
    const full = await t.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBe(clip.length);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect((await t.app.inject({ method: 'GET', url: '/media/hcf.mp4' })).statusCode).toBe(403);
    const missing = (await get<{ data: string }>('/api/learn/cdn_url?url=/media/nope.mp4')).status;
    expect(missing).toBe(404);
  });

  it('answers unknown codes with 404 and a code, bad input with 400, anonymous callers with 401', async () => {
    for (const [url, code] of [
      ['/api/content/chapters/ncert-10-mathematics-ch99', 'CHAPTER_NOT_FOUND'],
      ['/api/content/chapters/ncert-10-mathematics-ch01-t01', 'CHAPTER_NOT_FOUND'],
      ['/api/content/topics/nope', 'TOPIC_NOT_FOUND'],
      ['/api/content/videos/nope', 'VIDEO_NOT_FOUND'],
      ['/api/content/books/nope', 'BOOK_NOT_FOUND'],
      ['/api/content/cheat-sheets/nope', 'CHEAT_SHEET_NOT_FOUND'],
      ['/api/content/notes/nope', 'CHAPTER_NOTES_NOT_FOUND'],
      ['/api/content/mocktests?exam=nope', 'UNKNOWN_EXAM'],
    ] as const) {
      const { status, body } = await get(url);
      expect({ url, status, code: body.error?.code }).toEqual({ url, status: 404, code });
    }
    expect((await get('/api/content/books?kind=magazine')).status).toBe(400);
    expect((await get('/api/content/mocktests')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/chapters/ncert-10-mathematics-ch01' })).statusCode).toBe(401);
  });
});
