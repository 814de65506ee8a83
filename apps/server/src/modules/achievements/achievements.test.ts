import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { AcademicStories, Achievements, SocialStories } from '@abhyas/contracts';
import { conceptMastery, practiceAttempts, practiceSessions, readinessPredictions, testSessions } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

const EXAM = 'exam_code=cbse-class-10&goal_code=k12-cbse';
const CONCEPT = 'ncert-10-mathematics-ch01-t02-hcf-lcm';
const DAY = 86_400_000;
const WEEK = 7 * DAY;
type Err = { error?: { code: string; details?: { path: string }[] } };

describe.each(BACKENDS)('achievements and success stories on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const call = async <T>(url: string, token: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res) };
  };
  const achievements = async (token: string) => (await call<Achievements>(`/api/achieve/achievements?${EXAM}`, token)).body.data;
  const profileIdOf = async (token: string) => (await achievements(token)).profile_id;

  /** Answers test-math-q1 right through the practice API. */
  async function practise(token: string): Promise<void> {
    const created = await call<never>('/api/v1/practice/session', token, 'POST', {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
    });
    const id = (created.body as unknown as { session_id: string }).session_id;
    await call(`/api/v1/practice/${id}/question`, token);
    const submit = [
      { event_type: 'view', eorder: 1 },
      { event_type: 'submit', eorder: 2, event_info: { selected_answer: ['B'], time_spent: 20, hint_used: false } },
    ];
    const res = await call(`/api/v1/practice/${id}/question/test-math-q1`, token, 'POST', submit);
    expect(res.status).toBe(200);
  }

  /** A finished full attempt of test-mock-1 (max 3 marks) stored as the mock-test engine stores one. */
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
    });
    return id;
  }

  /** A stored readiness prediction of `share` of 100 marks at `at`. */
  async function prediction(profileId: string, share: number, at: number): Promise<void> {
    await t.services.database.db.insert(readinessPredictions).values({
      profileId,
      examCode: 'cbse-class-10',
      predicted: share * 100,
      low: share * 100 - 5,
      high: share * 100 + 5,
      maxMarks: 100,
      masteryShare: share,
      asOf: {} as never,
      createdAt: new Date(at),
    });
  }

  it('a new student has earned nothing, sees what each milestone takes, and the consent is off', async () => {
    const { token } = await verifiedStudent(t.app, 'Asha Verma');
    const res = await call<Achievements>(`/api/achieve/achievements?exam_code=cbse-class-10&locale=hi`, token);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.exam).toMatchObject({ code: 'cbse-class-10', goal_code: 'k12-cbse' });
    expect(a.earned).toEqual([]);
    expect(a.next.map((m) => m.kind)).toEqual(['first_practice', 'chapter_mastered', 'first_full_test', 'test_improvement', 'target_reached', 'streak_7']);
    expect(a.next.find((m) => m.kind === 'target_reached')).toMatchObject({ blocked: 'no_target', link: '/achieve/plan-your-target' });
    expect(a.consent).toEqual({ opted_in: false, updated_at: null });
  });

  it('earns first practice, a mastered chapter when its concept crossed 0.95, a first test and an improvement, newest first', async () => {
    const { token } = await verifiedStudent(t.app, 'Bela Sen');
    const start = t.clock.now;
    await practise(token);
    const afterPractice = await achievements(token);
    expect(afterPractice.earned.map((m) => m.kind)).toEqual(['first_practice']);
    expect(afterPractice.earned[0]!.earned_at).toBeGreaterThanOrEqual(start - 5_000);
    // One correct answer is not mastery: the chapter is next, 0 of 1 concepts mastered.
    expect(afterPractice.next.find((m) => m.kind === 'chapter_mastered')).toMatchObject({
      data: { chapter_name: 'Real Numbers', concepts_total: 1, concepts_mastered: 0 },
      progress: { current: 0, goal: 1 },
    });

    // The stored records of a student who then practised the concept to mastery: its answer took it from 0.9 to 0.96.
    const profileId = afterPractice.profile_id;
    const db = t.services.database.db;
    const sessions = (await db.select({ id: practiceSessions.id }).from(practiceSessions).where(eq(practiceSessions.profileId, profileId))).map((s) => s.id);
    const crossedAt = new Date(start + 3_600_000);
    await db
      .update(practiceAttempts)
      .set({ masteryBefore: 0.9, masteryAfter: 0.96, createdAt: crossedAt })
      .where(inArray(practiceAttempts.sessionId, sessions));
    await db
      .update(conceptMastery)
      .set({ mastery: 0.96, updatedAt: new Date(start + 2 * 3_600_000) })
      .where(and(eq(conceptMastery.profileId, profileId), eq(conceptMastery.conceptCode, CONCEPT)));

    const t1 = await finishedTest(profileId, 1, start + DAY);
    const t2 = await finishedTest(profileId, 0.5, start + 2 * DAY);
    const t3 = await finishedTest(profileId, 2, start + 3 * DAY);
    const a = await achievements(token);
    expect(a.earned.map((m) => m.id)).toEqual([
      `test_improvement:${t3}`,
      `first_full_test:${t1}`,
      'chapter_mastered:ncert-10-mathematics-ch01',
      'first_practice',
    ]);
    expect(a.earned.map((m) => m.id)).not.toContain(`test_improvement:${t2}`);
    const chapter = a.earned.find((m) => m.kind === 'chapter_mastered')!;
    expect(chapter.earned_at).toBe(crossedAt.getTime());
    expect(chapter.data).toMatchObject({ chapter_name: 'Real Numbers', subject_name: 'Mathematics', concepts_total: 1, concepts_mastered: 1 });
    expect(new URL(chapter.link, 'http://x').searchParams.get('origin_url')).toBe('/achieve/achievements');
    expect(a.earned[0]).toMatchObject({
      earned_at: start + 3 * DAY,
      data: { test_name: 'Real Numbers quiz', score: 2, max_marks: 3, previous_score: 0.5 },
      link: '/test/summary/test-mock-1',
    });
  });

  it('reaches a stored percentage target at the first test at or above it', async () => {
    const { token } = await verifiedStudent(t.app, 'Chitra Iyer');
    const profileId = await profileIdOf(token);
    const examDate = new Date(t.clock.now + 120 * DAY).toISOString().slice(0, 10);
    const saved = await call('/api/achieve/target', token, 'PUT', {
      goal_code: 'k12-cbse',
      exam_code: 'cbse-class-10',
      question_response: [
        { question_id: 'target_percentage', value: 60 },
        { question_id: 'exam_date', value: examDate },
        { question_id: 'daily_minutes', value: 60 },
        { question_id: 'journey_name', value: 'Boards' },
      ],
    });
    expect(saved.status).toBe(200);
    await finishedTest(profileId, 1, t.clock.now + DAY);
    const below = await achievements(token);
    expect(below.earned.some((m) => m.kind === 'target_reached')).toBe(false);
    expect(below.next.find((m) => m.kind === 'target_reached')!.data).toMatchObject({ target_kind: 'percentage', target_value: 60, score: 1, max_marks: 3 });
    await finishedTest(profileId, 2, t.clock.now + 2 * DAY);
    const reached = (await achievements(token)).earned.find((m) => m.kind === 'target_reached');
    expect(reached).toMatchObject({ earned_at: t.clock.now + 2 * DAY, data: { source: 'mock_test', score: 2, target_value: 60 } });
  });

  it('shows no cohort below k = 5 opted-in students near the level, and rounded medians from 5 on; only opted-in journeys count', async () => {
    const me = await verifiedStudent(t.app, 'Dev Kumar');
    const mine = await profileIdOf(me.token);
    const t0 = t.clock.now - 10 * WEEK;
    await prediction(mine, 0.25, t0);
    const academic = async () => (await call<AcademicStories>('/api/achieve/success_stories/academic?locale=en', me.token)).body.data;
    const social = async (body: object = {}) =>
      call<SocialStories>('/api/success_stories/social', me.token, 'POST', { exam_code: 'cbse-class-10', goal_code: 'k12-cbse', ...body });

    // Five peers who started at 20–30 % (near the caller's 25 %), four of whom rose; four opt in at first.
    const peers = [
      [0.2, 0.3, 6],
      [0.22, 0.31, 4],
      [0.28, 0.35, 8],
      [0.25, 0.4, 6],
      [0.24, 0.23, 5],
    ] as const;
    const tokens: string[] = [];
    for (const [i, [start, latest, weeks]] of peers.entries()) {
      const peer = await verifiedStudent(t.app, `Peer ${i} Nair`);
      const id = await profileIdOf(peer.token);
      await prediction(id, start, t0);
      await prediction(id, (start + latest) / 2, t0 + WEEK);
      await prediction(id, latest, t0 + weeks * WEEK);
      tokens.push(peer.token);
    }
    const outsider = await verifiedStudent(t.app, 'Quiet Nair');
    const outsiderId = await profileIdOf(outsider.token);
    await prediction(outsiderId, 0.25, t0);
    await prediction(outsiderId, 0.9, t0 + 6 * WEEK);

    for (const token of tokens.slice(0, 4)) {
      const set = await call('/api/achieve/success_stories/consent', token, 'PUT', { opted_in: true });
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ opted_in: true, updated_at: t.clock.now });
    }
    const few = await academic();
    expect(few).toMatchObject({ status: 'insufficient', level: { percent: 25, source: 'prediction' }, story: null, rules: { k_min: 5, min_weeks: 2 } });
    expect((await social()).body.data.stories).toEqual([]);

    await call('/api/achieve/success_stories/consent', tokens[4]!, 'PUT', { opted_in: true });
    const ready = await academic();
    expect(ready.status).toBe('ready');
    // Gains 10, 9, 7, 15, −1 points → median 9; weeks 6, 4, 8, 6, 5 → 6; 4 of 5 rose → 80 %. The outsider's +60 is not in it.
    expect(ready.story).toMatchObject({
      type: 'academic',
      user: null,
      location: null,
      direction: 'up',
      cohort: { students: 5, start_band: [15, 35], median_weeks: 6, median_gain_points: 9, improved_percent: 80 },
    });
    expect(ready.story!.success).toContain('rose by 9 points');

    const page = await social({ latitude: 19.07, longitude: 72.87, page_size: 10 });
    expect(page.status).toBe(200);
    expect(page.body.data.stories).toHaveLength(1);
    expect(page.body.data.stories[0]!.cohort).toMatchObject({ students: 5, start_band: [20, 30], median_gain_points: 9 });
    expect(page.body.data.next_page_token).toBeNull();
    const second = await social({ page_size: 1, page_token: 'o1' });
    expect(second.body.data).toMatchObject({ stories: [], next_page_token: null });

    // Turning consent off takes the journey out at the next read.
    await call('/api/achieve/success_stories/consent', tokens[0]!, 'PUT', { opted_in: false });
    expect((await academic()).status).toBe('insufficient');
    expect((await achievements(tokens[0]!)).consent.opted_in).toBe(false);
  });

  it("places the caller by a finished test of theirs given as session_id; another profile's session is 404", async () => {
    const a = await verifiedStudent(t.app, 'Esha Pal');
    const b = await verifiedStudent(t.app, 'Farid Pal');
    const mine = await finishedTest(await profileIdOf(a.token), 1.5, t.clock.now);
    const theirs = await finishedTest(await profileIdOf(b.token), 3, t.clock.now);
    const own = await call<AcademicStories>(`/api/achieve/success_stories/academic?session_id=${mine}`, a.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ level: { percent: 50, source: 'mock_test' } });
    const other = await call(`/api/achieve/success_stories/academic?session_id=${theirs}`, a.token);
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('SESSION_NOT_FOUND');
    const none = await call<AcademicStories>('/api/achieve/success_stories/academic', b.token);
    expect(none.body.data).toMatchObject({ status: 'no_level', level: null, story: null });
  });

  it("404s another family's profile, 400s bad input naming the field, 401s without a token", async () => {
    const a = await verifiedStudent(t.app, 'Gita Roy');
    const b = await verifiedStudent(t.app, 'Hari Roy');
    const other = await profileIdOf(b.token);
    const foreign = await call(`/api/achieve/achievements?${EXAM}&child_id=${other}`, a.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('/api/achieve/success_stories/consent', a.token, 'PUT', { opted_in: true, child_id: other })).status).toBe(404);
    expect((await call(`/api/achieve/success_stories/academic?child_id=${other}`, a.token)).status).toBe(404);
    const jee = await call('/api/achieve/achievements?exam_code=jee-main', a.token);
    expect(jee.status).toBe(404);
    expect(jee.body.error?.code).toBe('EXAM_NOT_FOR_PROFILE');

    const path = (r: { body: Err }) => r.body.error?.details?.[0]?.path;
    expect(path(await call('/api/achieve/achievements?exam_code=nope', a.token))).toBe('querystring.exam_code');
    expect(path(await call('/api/achieve/achievements?exam_code=cbse-class-10&goal_code=preug', a.token))).toBe('querystring.goal_code');
    const noExam = await call('/api/achieve/achievements', a.token);
    expect(noExam.status).toBe(400);
    expect(JSON.stringify(noExam.body.error?.details)).toContain('exam_code');
    const consent = await call('/api/achieve/success_stories/consent', a.token, 'PUT', { opted_in: 'yes' });
    expect(consent.status).toBe(400);
    expect(JSON.stringify(consent.body.error?.details)).toContain('opted_in');
    const base = { exam_code: 'cbse-class-10', goal_code: 'k12-cbse' };
    for (const [body, field] of [
      [{ ...base, page_size: 11 }, 'page_size'],
      [{ ...base, latitude: 91 }, 'latitude'],
      [{ ...base, page_token: 'abc' }, 'page_token'],
      [{ ...base, type: 'social' }, 'type'],
      [{ goal_code: 'k12-cbse' }, 'exam_code'],
    ] as const) {
      const res = await call('/api/success_stories/social', a.token, 'POST', body);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.error?.details), field).toContain(field);
    }
    const badSession = await call('/api/achieve/success_stories/academic?session_id=x', a.token);
    expect(badSession.status).toBe(400);
    expect(JSON.stringify(badSession.body.error?.details)).toContain('session_id');
    expect((await t.app.inject({ method: 'GET', url: `/api/achieve/achievements?${EXAM}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/success_stories/social', payload: base })).statusCode).toBe(401);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(doc.paths['/api/achieve/achievements']?.get).toBeDefined();
    expect(doc.paths['/api/achieve/success_stories/consent']?.put).toBeDefined();
    expect(doc.paths['/api/success_stories/social']?.post).toBeDefined();
    expect(doc.paths['/api/achieve/success_stories/academic']?.get).toBeDefined();
  });
});
