import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestsTakenPage, UserBookmarksPage, WatchlistPage } from '@abhyas/contracts';
import { testSessions } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type Err = { error?: { code: string; details?: { path: string }[] } };
const CHAPTER = 'ncert-10-mathematics-ch01';
const profileIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;

describe.each(BACKENDS)('user-home lists on %s', (backend) => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    asha = (await verifiedStudent(t.app, 'Asha Rao')).token;
    ravi = (await verifiedStudent(t.app, 'Ravi Kumar')).token;
  });
  afterAll(async () => t?.close());

  const call = async <T>(url: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res) };
  };
  const bookmarks = async (token: string, query = '') => (await call<UserBookmarksPage>(`/api/user-home/bookmarks?${query}`, token)).body.data;
  const watchlist = async (token: string, query = '') => (await call<WatchlistPage>(`/api/user-home/watchlist?${query}`, token)).body.data;
  const tests = async (token: string, query = '') => (await call<TestsTakenPage>(`/api/user-home/tests-taken?${query}`, token)).body.data;
  const bookmarkQuestion = (token: string, code: string, bookmarked = true) =>
    call('/api/v1/practice/bookmark', token, 'POST', { content_id: code, bookmarked, content_type: 'Question' });

  describe.each([['tests-taken'], ['watchlist'], ['bookmarks']])('GET /api/user-home/%s', (list) => {
    it('answers 401 without a token, 404 for another family’s profile, 400 naming the paging field at fault', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/user-home/${list}` })).statusCode).toBe(401);
      const other = await call(`/api/user-home/${list}?child_id=${profileIdOf(ravi)}`, asha);
      expect(other.status).toBe(404);
      expect(other.body.error?.code).toBe('PROFILE_NOT_FOUND');
      expect((await call(`/api/user-home/${list}?child_id=${profileIdOf(asha)}`, asha)).status).toBe(200);
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['page_size=51', 'page_size'],
        ['page_size=0', 'page_size'],
        ['page_size=2.5', 'page_size'],
      ] as const) {
        const bad = await call(`/api/user-home/${list}?${query}`, asha);
        expect(bad.status, query).toBe(400);
        expect(bad.body.error?.details?.[0]?.path, query).toContain(field);
      }
    });
  });

  it('bookmarked questions: latest first, paged, in the locale, filtered, removed; each profile sees only its own', async () => {
    expect(await bookmarks(asha)).toMatchObject({ kind: 'question', questions: [], total: 0, has_more: false, counts: { questions: 0, videos: 0 } });
    expect((await bookmarkQuestion(asha, 'test-math-q1')).status).toBe(200);
    t.clock.now += 1000;
    expect((await bookmarkQuestion(asha, 'test-math-q2')).status).toBe(200);

    const first = await bookmarks(asha, 'page_size=1');
    expect(first).toMatchObject({ total: 2, has_more: true, page: 1, page_size: 1, counts: { questions: 2, videos: 0 } });
    expect(first.questions.map((q) => q.content_id)).toEqual(['test-math-q2']);
    const second = await bookmarks(asha, 'page_size=1&page=2');
    expect(second.has_more).toBe(false);
    expect(second.questions[0]).toMatchObject({
      content_id: 'test-math-q1',
      excerpt: 'The HCF of $6$ and $20$ is',
      subject: 'mathematics',
      chapter_code: CHAPTER,
      link: '/question/test-math-q1',
    });
    expect(second.questions[0]!.chapter_name).toBeTruthy();
    expect((await bookmarks(asha, 'page=3&page_size=1')).questions).toEqual([]);
    expect((await bookmarks(asha, 'locale=hi&page=2&page_size=1')).questions[0]!.excerpt).toBe('$6$ और $20$ का म.स. है');
    expect(first.filters.subjects).toEqual(['mathematics']);
    expect(first.filters.chapters.map((c) => c.code)).toEqual([CHAPTER]);
    expect((await bookmarks(asha, `chapter=${CHAPTER}`)).total).toBe(2);
    expect((await bookmarks(asha, 'subject=physics')).questions).toEqual([]);
    expect((await bookmarks(asha, 'subject=physics')).counts.questions).toBe(2);

    expect(await bookmarks(ravi)).toMatchObject({ total: 0, questions: [] });

    expect((await bookmarkQuestion(asha, 'test-math-q2', false)).status).toBe(200);
    expect((await bookmarks(asha)).questions.map((q) => q.content_id)).toEqual(['test-math-q1']);
  });

  it('practising the bookmarked questions is a session over them; none bookmarked is 409', async () => {
    const none = await call('/api/v1/practice/session', ravi, 'POST', { type: 'BookmarkPractice' });
    expect(none.status).toBe(409);
    expect(none.body.error?.code).toBe('NO_BOOKMARKED_QUESTIONS');
    await bookmarkQuestion(asha, 'test-math-q3');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/practice/session', headers: bearer(asha), payload: { type: 'BookmarkPractice' } });
    expect(res.statusCode).toBe(200);
    const session = json<{ session_id: string; type: string; total_question_count: number }>(res);
    expect(session.type).toBe('BookmarkPractice');
    expect(session.total_question_count).toBe((await bookmarks(asha)).total);
    const q = json<{ question: { code: string } }>(
      await t.app.inject({ method: 'GET', url: `/api/v1/practice/${session.session_id}/question`, headers: bearer(asha) }),
    );
    expect(['test-math-q1', 'test-math-q3']).toContain(q.question.code);
    const ofChapter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice/session',
      headers: bearer(asha),
      payload: { type: 'BookmarkPractice', learning_map: { bundle_code: CHAPTER } },
    });
    expect(json<{ total_question_count: number }>(ofChapter).total_question_count).toBe(session.total_question_count);
    const ofSubject = await t.app.inject({
      method: 'POST',
      url: '/api/v1/practice/session',
      headers: bearer(asha),
      payload: { type: 'BookmarkPractice', learning_map: { bundle_code: 'mathematics' } },
    });
    expect(ofSubject.statusCode).toBe(200);
    const otherSubject = await call('/api/v1/practice/session', asha, 'POST', { type: 'BookmarkPractice', learning_map: { bundle_code: 'physics' } });
    expect(otherSubject.status).toBe(409);
  });

  it('videos: bookmarked is watch later; progress puts a video in progress, then watched, with its bar', async () => {
    const bm = await call('/api/learn/bookmark', asha, 'POST', { content_id: 'test-video-1', status: true });
    expect(bm.status).toBe(200);
    const later = await watchlist(asha, 'status=later');
    expect(later).toMatchObject({ status: 'later', total: 1 });
    expect(later.items[0]).toMatchObject({
      content_id: 'test-video-1',
      bookmarked: true,
      content_status: null,
      progress_percent: 0,
      link: '/video/summary/test-video-1',
    });
    const videoBookmarks = await bookmarks(asha, 'kind=video');
    expect(videoBookmarks).toMatchObject({ kind: 'video', total: 1, questions: [], counts: { videos: 1 } });
    expect(videoBookmarks.videos[0]!.chapter_code).toBe(CHAPTER);
    expect((await bookmarks(asha, 'kind=video&chapter=other')).videos).toEqual([]);
    expect(await watchlist(ravi, 'status=later')).toMatchObject({ total: 0, items: [] });

    expect(await watchlist(asha)).toMatchObject({ status: 'in_progress', total: 0 });
    expect((await call('/api/content/content-status', asha, 'POST', { content_id: 'test-video-1', length: 30, watched_duration: 12 })).status).toBe(200);
    const inProgress = await watchlist(asha);
    expect(inProgress.items[0]).toMatchObject({
      content_id: 'test-video-1',
      content_status: 'INPROGRESS',
      watched_duration: 12,
      progress_percent: 40,
      bookmarked: true,
    });
    expect((await watchlist(asha, 'status=watched')).total).toBe(0);
    await call('/api/content/content-status', asha, 'POST', { content_id: 'test-video-1', length: 30, watched_duration: 30, status: 'COMPLETED' });
    expect((await watchlist(asha)).total).toBe(0);
    expect((await watchlist(asha, 'status=watched')).items[0]).toMatchObject({ content_id: 'test-video-1', ever_completed: true, progress_percent: 100 });
    expect(await watchlist(ravi, 'status=watched')).toMatchObject({ total: 0 });

    await call('/api/learn/bookmark', asha, 'POST', { content_id: 'test-video-1', status: false });
    expect((await watchlist(asha, 'status=later')).total).toBe(0);
  });

  it('tests taken: open ones resume, finished ones show score and percentile and link to the analysis; filters and paging', async () => {
    expect(await tests(asha)).toMatchObject({ items: [], total: 0, filters: { exams: [], subjects: [] } });
    const start = await call<never>('/api/v1/test/test-mock-1/session', asha, 'POST', {});
    expect(start.status).toBe(200);
    const sessionId = (start.body as unknown as { id: string }).id;
    const open = await tests(asha);
    expect(open.items).toHaveLength(1);
    expect(open.items[0]).toMatchObject({
      session_id: sessionId,
      test_code: 'test-mock-1',
      test_name: 'Real Numbers quiz',
      kind: 'mock',
      exam_code: 'cbse-class-10',
      status: 'in_progress',
      score: null,
      percentile: null,
      links: { resume: '/mock-test/test-mock-1/session', analysis: null },
    });
    expect(open.filters).toEqual({ exams: [{ code: 'cbse-class-10', name: expect.any(String) }], subjects: ['mathematics'] });

    // Two finished attempts of other students give the percentile a field: 1 and 3 marks.
    const finished = async (profileId: string, score: number, at: number) => {
      const id = crypto.randomUUID();
      await t.services.database.db.insert(testSessions).values({
        id,
        profileId,
        bundleCode: 'test-mock-1',
        examCode: 'cbse-class-10',
        goalCode: 'k12-cbse',
        status: 'FINISHED',
        startedAt: new Date(at - 600_000),
        deadlineAt: new Date(at),
        finishedAt: new Date(at),
        finishReason: 'freeze',
        score,
        result: { score, maxMarks: 3 } as never,
      });
      return id;
    };
    await finished(profileIdOf(ravi), 3, t.clock.now - 50_000);
    const mine = await finished(profileIdOf(asha), 1, t.clock.now - 100_000_000);
    const both = await tests(asha);
    expect(both.total).toBe(2);
    expect(both.items.map((i) => i.session_id)).toEqual([sessionId, mine]);
    // The open attempt seals the test's questions (decision 017): the finished score is not shown meanwhile.
    expect(both.items[1]).toMatchObject({
      status: 'finished',
      score: null,
      percentile: null,
      max_marks: 3,
      links: { resume: null, analysis: `/mock-test/test-mock-1/analyze?session=${mine}` },
    });
    expect((await tests(asha, 'status=finished')).items.map((i) => i.session_id)).toEqual([mine]);

    expect((await tests(asha, 'page_size=1')).has_more).toBe(true);
    expect((await tests(asha, 'page_size=1&page=2')).items.map((i) => i.session_id)).toEqual([mine]);
    expect((await tests(asha, 'status=in_progress')).items.map((i) => i.session_id)).toEqual([sessionId]);
    expect((await tests(asha, 'kind=mock')).total).toBe(2);
    expect((await tests(asha, 'kind=custom')).total).toBe(0);
    expect((await tests(asha, 'exam=jee-main')).total).toBe(0);
    expect((await tests(asha, 'subject=mathematics')).total).toBe(2);
    expect((await tests(asha, 'subject=physics')).total).toBe(0);
    expect((await tests(ravi)).items.map((i) => i.score)).toEqual([3]);

    // Past its deadline the open attempt is finished: analysed, never resumed.
    t.clock.now += 3_600_000;
    const late = await tests(asha, 'status=finished');
    expect(late.total).toBe(2);
    expect(late.items[0]).toMatchObject({ session_id: sessionId, status: 'finished', links: { resume: null } });
    expect((await tests(asha, 'status=in_progress')).total).toBe(0);
    // The seal is gone with the open attempt: the score; no percentile among two attempts (PERCENTILE_MIN_ATTEMPTS).
    expect(late.items[1]).toMatchObject({ session_id: mine, score: 1, max_marks: 3, percentile: null });
    // Ten finished attempts: the percentile among them (1 mark is the lowest of 1, 3 and eight more of 3: 10th).
    for (let i = 0; i < 8; i += 1) await finished(profileIdOf(ravi), 3, t.clock.now - 60_000 - i);
    expect((await tests(asha, 'status=finished')).items[1]).toMatchObject({ session_id: mine, score: 1, percentile: 10 });
  });
});
