import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FutureSuccess, ReadinessHistory, ReadinessView } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

const EXAM = 'exam_code=cbse-class-10&goal_code=k12-cbse';
type Err = { error?: { code: string; details?: { path: string }[] } };

describe.each(BACKENDS)('readiness on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // The sample chapter is also in a JEE Main syllabus, with a JEE-marked paper (+4 / −1) of that exam.
    const map = { ...sampleMap(), syllabi: { 'jee-main': [{ subject: 'mathematics', name: 'Mathematics', chapters: ['ncert-10-mathematics-ch01'] }] } };
    await importLearningMap(t.services.database.db, 'map.json', map);
    const pack = samplePack();
    const jee = { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 };
    pack.mocktests.push({
      ...pack.mocktests[0]!,
      code: 'test-jee-1',
      name: 'JEE Main practice paper',
      exam: 'jee-main',
      sections: [{ code: 'section-a', name: 'Section A', questions: ['test-math-q1', 'test-math-q3'], marking: { single_choice: jee, integer: jee } }],
    });
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack }]);
  });
  afterAll(async () => t?.close());

  const call = async <T>(url: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<T & Err & Record<string, unknown>>(res) };
  };
  const submit = (selected: string[] | string) => [
    { event_type: 'view', eorder: 1 },
    { event_type: 'submit', eorder: 2, event_info: { selected_answer: selected, time_spent: 20, hint_used: false } },
  ];

  /** Answers test-math-q1 right through the practice API. */
  async function practise(token: string): Promise<void> {
    const created = await call<{ session_id: string }>('/api/v1/practice/session', token, 'POST', {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
    });
    expect(created.status).toBe(200);
    const id = created.body.session_id;
    expect((await call(`/api/v1/practice/${id}/question`, token)).status).toBe(200);
    const right = await call<{ status: string }>(`/api/v1/practice/${id}/question/test-math-q1`, token, 'POST', submit(['B']));
    expect(right.body.status).toBe('correct');
  }

  it('says "empty" before any practice or test, then predicts from practice and stores the prediction', async () => {
    const { token } = await verifiedStudent(t.app, 'Ira Das');
    const empty = await call<ReadinessView>(`/api/achieve/readiness/current?${EXAM}`, token);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ status: 'empty', predicted_score: null, interval: null, max_marks: 3, prediction_id: null });

    await practise(token);
    const ready = await call<ReadinessView>(`/api/achieve/readiness/current?${EXAM}&locale=hi`, token);
    expect(ready.status).toBe(200);
    const r = ready.body;
    expect(r.status).toBe('ready');
    expect(r).toMatchObject({ coverage: 0.8, max_marks: 3, min_marks: 0 });
    const [low, high] = r.interval!;
    expect(low).toBeLessThanOrEqual(r.predicted_score!);
    expect(high).toBeGreaterThanOrEqual(r.predicted_score!);
    expect(low).toBeGreaterThanOrEqual(0);
    expect(high).toBeLessThanOrEqual(3);
    // cbse-class-10 has no published reference and too few attempts of its own: no percentile.
    expect(r.predicted_percentile).toBeNull();
    expect(r.percentile_source).toMatchObject({ kind: 'none', attempts: 0, min_own_attempts: 1000 });
    expect(r.chapters).toHaveLength(1);
    expect(r.chapters[0]).toMatchObject({ code: 'ncert-10-mathematics-ch01', subject: 'mathematics', weight: 1, concepts_practised: 1, attempts: 1 });
    expect(r.chapters[0]!.contribution).toBeCloseTo(r.predicted_score!, 6);
    expect(r.subjects[0]!.contribution).toBeCloseTo(r.predicted_score!, 6);
    expect(r.as_of).toMatchObject({ concepts_practised: 1, attempts: 1, tests: 0, papers: 1, chapters_with_evidence: 1 });
    expect(r.as_of.last_practice_at).not.toBeNull();
    expect(new URL(r.chapters[0]!.practice_url, 'http://x').searchParams.get('origin_url')).toBe('/achieve/prediction-readiness');

    const history = await call<ReadinessHistory>(`/api/achieve/readiness/history?${EXAM}`, token);
    expect(history.status).toBe(200);
    expect(history.body.predictions.map((p) => p.id)).toEqual([r.prediction_id]);
    expect(history.body.track_record).toEqual([]);
    expect(history.body.inside_share).toBeNull();
  });

  it('compares a finished full mock test with the last prediction made before it started, and uses the test next time', async () => {
    const { token } = await verifiedStudent(t.app, 'Kabir Rao');
    await practise(token);
    const before = (await call<ReadinessView>(`/api/achieve/readiness/current?${EXAM}`, token)).body;
    t.clock.now += 60_000;

    const id = (await call<{ id: string }>('/api/v1/test/test-mock-1/session', token, 'POST', {})).body.id;
    const ev = (eorder: number, event_type: string, question_code: string | null, selected?: string[]) => ({
      eorder,
      event_type,
      question_code,
      section: 'section-a',
      t: eorder * 5,
      ...(selected ? { event_info: { selected_answer: selected } } : {}),
    });
    await call(`/api/v1/test/${id}/events`, token, 'POST', { events: [ev(1, 'save_attempt', 'test-math-q1', ['B']), ev(2, 'freeze', null)] });
    await t.services.mockTests.scoringSettled();
    expect((await call<{ score: number }>(`/api/v1/test/${id}/result`, token)).body.score).toBe(1);

    const history = await call<ReadinessHistory>(`/api/achieve/readiness/history?${EXAM}`, token);
    expect(history.status).toBe(200);
    expect(history.body.track_record).toHaveLength(1);
    const row = history.body.track_record[0]!;
    expect(row).toMatchObject({ session_id: id, test_code: 'test-mock-1', test_name: 'Real Numbers quiz', score: 1, max_marks: 3 });
    expect(row.predicted).toBeCloseTo(before.predicted_score!, 4);
    expect([row.low, row.high]).toEqual(before.interval!.map((x) => expect.closeTo(x, 4)));
    expect(row.inside).toBe(row.score >= row.low && row.score <= row.high);
    expect(history.body.inside_share).toBe(row.inside ? 1 : 0);

    t.clock.now += 86_400_000;
    const after = (await call<ReadinessView>(`/api/achieve/readiness/current?${EXAM}`, token)).body;
    expect(after.as_of.tests).toBe(1);
    expect(after.as_of.last_test_at).not.toBeNull();
    expect(after.as_of.test_weight).toBeGreaterThan(0);
  });

  it('answers future success: no rank without a reference, what-if chapters with their practice', async () => {
    const { token } = await verifiedStudent(t.app, 'Lata Nair');
    await practise(token);
    const res = await call<FutureSuccess>('/api/futureSuccess?exam_name=cbse-class-10&goal_name=k12-cbse', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', rank_range: null, candidates: null, percentile_interval: null });
    expect(res.body.what_if.length).toBeGreaterThan(0);
    expect(res.body.what_if.length).toBeLessThanOrEqual(3);
    const w = res.body.what_if[0]!;
    expect(w.chapter_code).toBe('ncert-10-mathematics-ch01');
    expect(w.mastery_after).toBeGreaterThan(w.mastery);
    expect(new URL(w.practice_url, 'http://x').searchParams.get('origin_url')).toBe('/achieve/future-success');
  });

  it('gives JEE Main a percentile from the published reference and a rank range among its candidates, from a full test alone', async () => {
    const { token } = await verifiedStudent(t.app, 'Om Joshi', { goal: 'preug', exam: 'jee-main' });
    const q = 'exam_name=jee-main&goal_name=preug';
    expect((await call<FutureSuccess>(`/api/futureSuccess?${q}`, token)).body).toMatchObject({ status: 'empty', rank_range: null, what_if: [] });
    const id = (await call<{ id: string }>('/api/v1/test/test-jee-1/session', token, 'POST', {})).body.id;
    const ev = (eorder: number, event_type: string, question_code: string | null, selected?: string[] | string) => ({
      eorder,
      event_type,
      question_code,
      section: 'section-a',
      t: eorder * 5,
      ...(selected ? { event_info: { selected_answer: selected } } : {}),
    });
    const events = [ev(1, 'save_attempt', 'test-math-q1', ['B']), ev(2, 'save_attempt', 'test-math-q3', '61'), ev(3, 'freeze', null)];
    await call(`/api/v1/test/${id}/events`, token, 'POST', { events });
    await t.services.mockTests.scoringSettled();
    expect((await call<{ score: number }>(`/api/v1/test/${id}/result`, token)).body.score).toBe(3);

    const res = await call<FutureSuccess>(`/api/futureSuccess?${q}`, token);
    expect(res.status).toBe(200);
    const f = res.body;
    expect(f).toMatchObject({ status: 'ready', max_marks: 8, percentile_source: { kind: 'reference', attempts: 1, min_own_attempts: 1000 } });
    expect(f.percentile_source.name).toContain('JEE Main 2024');
    expect(f.candidates).toMatchObject({ count: 1_410_000, year: 2024 });
    const [low, high] = f.percentile_interval!;
    expect(low).toBeLessThanOrEqual(high);
    expect(f.rank_range!.best).toBeLessThanOrEqual(f.rank_range!.worst);
    expect(f.rank_range!.best).toBeGreaterThanOrEqual(1);
    expect(f.rank_range!.worst).toBeLessThanOrEqual(1_410_000);
    expect(f.what_if[0]).toMatchObject({ chapter_code: 'ncert-10-mathematics-ch01', chapter_name: 'Real Numbers' });

    const current = (await call<ReadinessView>('/api/achieve/readiness/current?exam_code=jee-main&goal_code=preug', token)).body;
    expect(current.predicted_percentile).not.toBeNull();
    expect(current.as_of).toMatchObject({ tests: 1, concepts_practised: 0 });
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(doc.paths['/api/achieve/readiness/current']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['exam_code', 'goal_code', 'locale']),
    );
    expect(doc.paths['/api/achieve/readiness/history']?.get).toBeDefined();
    expect(doc.paths['/api/futureSuccess']?.get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['childId', 'exam_name', 'goal_name']));
  });

  it("404s another family's profile, 400s bad input naming the field, 401s without a token", async () => {
    const a = await verifiedStudent(t.app, 'Mira Shah');
    const b = await verifiedStudent(t.app, 'Neel Shah');
    const other = (await call<ReadinessView>(`/api/achieve/readiness/current?${EXAM}`, b.token)).body.profile_id;
    const foreign = await call(`/api/futureSuccess?exam_name=cbse-class-10&goal_name=k12-cbse&childId=${other}`, a.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.code).toBe('PROFILE_NOT_FOUND');

    const unknown = await call('/api/achieve/readiness/current?exam_code=nope&goal_code=k12-cbse', a.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.details?.[0]?.path).toBe('querystring.exam_code');
    const goal = await call('/api/achieve/readiness/history?exam_code=cbse-class-10&goal_code=jee', a.token);
    expect(goal.status).toBe(400);
    expect(goal.body.error?.details?.[0]?.path).toBe('querystring.goal_code');
    const missing = await call('/api/achieve/readiness/current?exam_code=cbse-class-10', a.token);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.error?.details)).toContain('goal_code');
    const badChild = await call('/api/futureSuccess?exam_name=cbse-class-10&goal_name=k12-cbse&childId=x', a.token);
    expect(badChild.status).toBe(400);
    expect(JSON.stringify(badChild.body.error?.details)).toContain('childId');
    const fsExam = await call('/api/futureSuccess?exam_name=nope&goal_name=k12-cbse', a.token);
    expect(fsExam.body.error?.details?.[0]?.path).toBe('querystring.exam_name');
    expect((await t.app.inject({ method: 'GET', url: `/api/achieve/readiness/current?${EXAM}` })).statusCode).toBe(401);
  });
});
