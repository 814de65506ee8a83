import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineActivity, TimelineConfig, TimelinePage } from '@abhyas/contracts';
import { addDays, indiaDate } from '@abhyas/domain';
import { testSessions } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

const DAY = 86_400_000;
type Err = { error?: { code: string; details?: { path: string }[] } };

describe.each(BACKENDS)('timeline on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res) };
  };
  const page = async (token: string, query = '') => {
    const res = await call<TimelinePage>('GET', `/api/timeline${query}`, token);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** Answers test-math-q1 in a new practice session through the practice API: `answers` are the tries (a wrong first try gets a second). */
  async function practise(token: string, answers: string[]): Promise<string> {
    const created = await call<never>('POST', '/api/v1/practice/session', token, {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
    });
    const id = (created.body as unknown as { session_id: string }).session_id;
    await call('GET', `/api/v1/practice/${id}/question`, token);
    let eorder = 0;
    for (const answer of answers) {
      const submit = [
        { event_type: 'view', eorder: (eorder += 1) },
        { event_type: 'submit', eorder: (eorder += 1), event_info: { selected_answer: [answer], time_spent: 90, hint_used: false } },
      ];
      expect((await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, token, submit)).status).toBe(200);
    }
    return id;
  }

  /** A finished attempt of test-mock-1 (max 3 marks) stored as the mock-test engine stores one. */
  async function finishedTest(profileId: string, score: number, finishedAt: number): Promise<string> {
    const id = crypto.randomUUID();
    await t.services.database.db.insert(testSessions).values({
      id,
      profileId,
      bundleCode: 'test-mock-1',
      examCode: 'cbse-class-10',
      goalCode: 'k12-cbse',
      status: 'FINISHED',
      startedAt: new Date(finishedAt - 600_000),
      deadlineAt: new Date(finishedAt),
      finishedAt: new Date(finishedAt),
      finishReason: 'freeze',
      score,
      result: { score, maxMarks: 3, sections: [], questions: [] },
    });
    return id;
  }

  it('config: the time zone, paging, the kinds with icons, and the activity types; child token only', async () => {
    const { token, parentToken } = await verifiedStudent(t.app, 'Ira Nair');
    const res = await call<TimelineConfig>('GET', '/api/timeline/config', token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ time_zone: 'Asia/Kolkata', page_days: 7, max_page_days: 31 });
    expect(res.body.data.kinds.map((k) => k.kind)).toEqual(['video', 'practice', 'test', 'milestone', 'activity']);
    expect(res.body.data.activity_types).toContain('other');
    expect((await call('GET', '/api/timeline/config', parentToken)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/timeline/config' })).statusCode).toBe(401);
  });

  it('a new student has an empty timeline and nothing earlier', async () => {
    const { token } = await verifiedStudent(t.app, 'Kabir Das');
    const p = await page(token);
    expect(p).toMatchObject({ days: [], next_before: null, today: indiaDate(t.clock.now) });
    expect(p.from).toBe(addDays(p.today, -6));
    expect(p.to).toBe(p.today);
  });

  it('merges videos, practice with accuracy, tests with score, milestones and posted activities into India days, newest first, paged', async () => {
    const { token } = await verifiedStudent(t.app, 'Zoya Khan');
    const base = t.clock.now;
    const profileId = (await page(token)).profile_id;

    // Two days ago: one right answer in one session, one wrong (twice) in another (answers are stamped by the database's clock).
    const right = await practise(token, ['B']);
    const wrong = await practise(token, ['A', 'C']);
    // Yesterday: half of a 30 s video.
    t.clock.now = base + DAY;
    expect((await call('POST', '/api/content/content-status', token, { content_id: 'test-video-1', length: 30, watched_duration: 15 })).status).toBe(200);
    // Today: a test scored 2 of 3, and an activity the client saw.
    t.clock.now = base + 2 * DAY;
    const testId = await finishedTest(profileId, 2, t.clock.now - 60_000);
    const posted = await call<TimelineActivity>('POST', '/api/timeline/activity', token, {
      source_reference: 'live-class:42',
      activity_type: 'live_class',
      title: 'Live class: Real Numbers',
      link: '/user-home/live-classes',
      duration_s: 1500,
    });
    expect(posted.status).toBe(201);
    // Forty days ago: an activity posted late.
    await call('POST', '/api/timeline/activity', token, { source_reference: 'book:1', title: 'Read chapter 1', occurred_at: base - 40 * DAY });

    const today = indiaDate(t.clock.now);
    const p = await page(token);
    expect(p.today).toBe(today);
    expect(p.days.map((d) => d.date)).toEqual([today, addDays(today, -1), addDays(today, -2)]);

    const [d0, d1, d2] = p.days;
    // The test also earned the first-full-test milestone, at the same time (a test comes before its milestone).
    expect(d0!.items.map((i) => i.kind)).toEqual(['activity', 'test', 'milestone']);
    expect(d0!.items[2]).toMatchObject({ id: `milestone:first_full_test:${testId}`, title: 'Real Numbers quiz', detail: { milestone: 'first_full_test' } });
    expect(d0!.items[0]).toMatchObject({
      title: 'Live class: Real Numbers',
      detail: { activity_type: 'live_class', minutes: 25 },
      link: '/user-home/live-classes',
    });
    expect(d0!.items[1]).toMatchObject({
      id: `test:${testId}`,
      title: 'Real Numbers quiz',
      detail: { score: 2, max_marks: 3 },
      link: `/mock-test/test-mock-1/analyze?session=${testId}`,
    });

    expect(d1!.items).toEqual([
      expect.objectContaining({
        kind: 'video',
        title: 'HCF by prime factorisation',
        detail: { minutes: 1, percent_watched: 50, completed: false },
        link: '/video/summary/test-video-1',
      }),
    ]);

    const practice = d2!.items.filter((i) => i.kind === 'practice');
    expect(practice.map((i) => i.id)).toEqual([`practice:${wrong}:${d2!.date}`, `practice:${right}:${d2!.date}`]);
    expect(practice[0]!.detail).toEqual({ answered: 1, correct: 0, accuracy_pct: 0, minutes: 2 });
    expect(practice[1]!.detail).toEqual({ answered: 1, correct: 1, accuracy_pct: 100, minutes: 2 });
    const link = new URL(practice[1]!.link!, 'http://x');
    expect(link.pathname).toBe('/practice/session-summary');
    expect(link.searchParams.get('session_id')).toBe(right);
    expect(link.searchParams.get('back')).toBe('/user-home/my-timeline');
    // The first answer earned the first-practice milestone that day.
    expect(d2!.items.find((i) => i.kind === 'milestone')).toMatchObject({ id: 'milestone:first_practice', detail: { milestone: 'first_practice' } });

    // The next page starts at the day of the late activity, skipping the empty weeks between.
    const readOn = addDays(indiaDate(base - 40 * DAY), 1);
    expect(p.next_before).toBe(readOn);
    const older = await page(token, `?before=${readOn}&days=7`);
    expect(older.to).toBe(indiaDate(base - 40 * DAY));
    expect(older.days).toEqual([
      { date: indiaDate(base - 40 * DAY), items: [expect.objectContaining({ kind: 'activity', title: 'Read chapter 1', link: null })] },
    ]);
    expect(older.next_before).toBeNull();

    // One day a page: today, then straight to yesterday.
    const one = await page(token, '?days=1');
    expect(one.days.map((d) => d.date)).toEqual([today]);
    expect(one.next_before).toBe(today);
    expect((await page(token, `?days=1&before=${one.next_before}`)).days.map((d) => d.date)).toEqual([addDays(today, -1)]);
  });

  it("another family's profile is 404 and its records never show", async () => {
    const a = await verifiedStudent(t.app, 'Anil Rao');
    const b = await verifiedStudent(t.app, 'Bina Roy');
    await call('POST', '/api/timeline/activity', a.token, { source_reference: 'a-only', title: 'A did this' });
    const aId = (await page(a.token)).profile_id;
    const bId = (await page(b.token)).profile_id;
    expect((await page(b.token)).days).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/timeline?child_id=${aId}`, undefined],
      ['GET', `/api/timeline/config?child_id=${aId}`, undefined],
      ['POST', '/api/timeline/activity', { source_reference: 'x', title: 'x', child_id: aId }],
    ] as const) {
      const res = await call(method, url, b.token, body);
      expect(res.status).toBe(404);
      expect(res.body.error!.code).toBe('PROFILE_NOT_FOUND');
    }
    expect((await call('GET', `/api/timeline?child_id=${bId}`, b.token)).status).toBe(200);
    expect((await page(a.token)).days.flatMap((d) => d.items.map((i) => i.title))).toEqual(['A did this']);
  });

  it('bad paging is 400 naming the field', async () => {
    const { token } = await verifiedStudent(t.app, 'Chitra Pal');
    for (const [query, field] of [
      ['?before=2026-02-30', 'querystring.before'],
      ['?before=yesterday', 'querystring.before'],
      ['?days=0', 'querystring.days'],
      ['?days=32', 'querystring.days'],
      ['?days=2.5', 'querystring.days'],
      ['?days=many', 'querystring.days'],
    ] as const) {
      const res = await call('GET', `/api/timeline${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.error!.details![0]!.path, query).toBe(field);
    }
    expect((await call('GET', '/api/timeline?days=31&before=2026-01-01', token)).status).toBe(200);
  });

  it('posts an activity only with source_reference, once per reference, child token only', async () => {
    const { token, parentToken } = await verifiedStudent(t.app, 'Dev Malhotra');
    const missing = await call('POST', '/api/timeline/activity', token, { title: 'Read notes' });
    expect(missing.status).toBe(400);
    expect(missing.body.error!.details![0]!.path).toBe('body.source_reference');
    expect((await call('POST', '/api/timeline/activity', token, { source_reference: '  ', title: 'Read notes' })).body.error!.details![0]!.path).toBe(
      'body.source_reference',
    );
    for (const [body, field] of [
      [{ link: 'https://evil.example/' }, 'body.link'],
      [{ link: '//evil.example/' }, 'body.link'],
      [{ occurred_at: t.clock.now + DAY }, 'body.occurred_at'],
      [{ occurred_at: Math.floor(t.clock.now / 1000) }, 'body.occurred_at'],
      [{ activity_type: 'party' }, 'body.activity_type'],
      [{ title: '' }, 'body.title'],
    ] as const) {
      const res = await call('POST', '/api/timeline/activity', token, { source_reference: 'notes:1', title: 'Read notes', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error!.details![0]!.path).toBe(field);
    }
    expect((await call('POST', '/api/timeline/activity', parentToken, { source_reference: 'notes:1', title: 'Read notes' })).status).toBe(403);

    const first = await call<TimelineActivity>('POST', '/api/timeline/activity', token, {
      source_reference: 'notes:1',
      activity_type: 'reading',
      title: 'Read notes',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      source_reference: 'notes:1',
      activity_type: 'reading',
      title: 'Read notes',
      link: null,
      at: t.clock.now,
      created: true,
    });
    const again = await call<TimelineActivity>('POST', '/api/timeline/activity', token, { source_reference: 'notes:1', title: 'Something else' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...first.body.data, created: false });
    expect((await page(token)).days.flatMap((d) => d.items)).toHaveLength(1);
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(doc.paths['/api/timeline/config']?.get).toBeDefined();
    expect(doc.paths['/api/timeline']?.get).toBeDefined();
    expect(doc.paths['/api/timeline/activity']?.post).toBeDefined();
  });
});
