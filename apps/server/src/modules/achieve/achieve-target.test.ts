import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchieveForm, AchieveTarget, ExamUserMetadata } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; details?: { path: string }[] } };

/** The sample pack and two whole JEE Main papers of 8 marks (two questions at 4), so the exam's max marks are known. */
function pack() {
  const p = samplePack();
  const paper = (code: string) => ({
    code,
    name: code,
    exam: 'jee-main',
    durationS: 600,
    sections: [
      {
        code: 'section-a',
        name: 'Section A',
        questions: ['test-math-q1', 'test-math-q3'],
        marking: { single_choice: { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 }, integer: { kind: 'simple', correct: 4, wrong: 0, unanswered: 0 } },
      },
    ],
  });
  return { ...p, mocktests: [...p.mocktests, paper('jee-main-mini-1'), paper('jee-main-mini-2')] };
}

/** 11:30 in India on 27 November 2026. */
const NOW = Date.parse('2026-11-27T06:00:00Z');

/** A JEE Main target answered in full; `over` replaces answers by id. */
const jeeAnswers = (over: Record<string, { choice_id?: string; value?: string | number }> = {}) =>
  Object.entries({
    target_kind: { choice_id: 'score' },
    target_score: { value: 6 },
    exam_date: { value: '2027-04-04' },
    daily_minutes: { value: 90 },
    journey_name: { value: 'IIT by April' },
    ...over,
  }).map(([question_id, a]) => ({ question_id, ...a }));

describe.each(BACKENDS)('Achieve: plan your target on %s (learning.md §7 Achieve, issue 18 §1)', (backend) => {
  let t: TestApp;
  let jee: { token: string; id: string };
  let cbse: { token: string; id: string };
  let other: { token: string; id: string };

  /** A new family with one profile of `exam`: its child token and profile id. */
  const student = async (name: string, goal: string, exam: string) => {
    const parent = await verifiedParent(t.app, name);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(parent.token),
      payload: { first_name: name.split(' ')[0], goal, exam },
    });
    const data = json<{ data: { id: string; auth_token: string } }>(add).data;
    return { token: data.auth_token, id: data.id };
  };
  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    jee = await student('Aarav Sharma', 'preug', 'jee-main');
    cbse = await student('Diya Sharma', 'k12-cbse', 'cbse-class-10');
    other = await student('Kabir Rao', 'preug', 'jee-main');
    // The server's day from here on (tokens are signed with the real time first).
    t.clock.now = NOW;
  });
  afterAll(async () => t?.close());

  it('asks a JEE Main student for a score within the max marks or a percentile, a future date, minutes and a name', async () => {
    const res = await call('GET', '/api/achieve/form/diagnostic?goal_code=preug&exam_code=jee-main&user_session=s1&locale=hi', jee.token);
    expect(res.statusCode).toBe(200);
    const form = json<{ data: AchieveForm }>(res).data;
    expect([form.exam_kind, form.max_marks, form.today]).toEqual(['competitive', 8, '2026-11-27']);
    expect(form.questions.map((q) => [q.question_id, q.question_type])).toEqual([
      ['target_kind', 'single_select'],
      ['target_score', 'number'],
      ['target_percentile', 'number'],
      ['exam_date', 'date'],
      ['daily_minutes', 'number'],
      ['journey_name', 'text'],
    ]);
    const byId = Object.fromEntries(form.questions.map((q) => [q.question_id, q]));
    expect(byId.target_kind!.options).toEqual([
      { choice_id: 'score', option_text: 'A score (marks)', text_key: 'choices.target_kind.score' },
      { choice_id: 'percentile', option_text: 'A percentile', text_key: 'choices.target_kind.percentile' },
    ]);
    expect(byId.target_score).toMatchObject({
      min: 0,
      max: 8,
      step_size: 1,
      depends_on: { question_id: 'target_kind', choice_id: 'score' },
      text_key: 'questions.target_score',
    });
    expect(byId.exam_date).toMatchObject({ min: '2026-11-28', max: '2027-11-27' });
    expect(byId.daily_minutes).toMatchObject({ min: 15, max: 600, step_size: 5 });
    expect(byId.target_score!.answer).toBeUndefined();
  });

  it('asks a board student for a percentage', async () => {
    const form = json<{ data: AchieveForm }>(await call('GET', '/api/achieve/form/diagnostic?goal_code=k12-cbse&exam_code=cbse-class-10', cbse.token)).data;
    expect(form.exam_kind).toBe('board');
    expect(form.questions[0]).toMatchObject({ question_id: 'target_percentage', min: 33, max: 100 });
  });

  it('stores the target, answers it from every call, and replaces it on edit with a later updated_at', async () => {
    const none = json<{ data: ExamUserMetadata }>(
      await call('GET', '/api/achieve/exam-user-metadata?goal_code=preug&exam_code=jee-main&locale=en', jee.token),
    ).data;
    expect([none.exam_name, none.has_target, none.target]).toEqual(['JEE Main', false, null]);
    expect(json(await call('GET', '/api/achieve/target?goal_code=preug&exam_code=jee-main', jee.token))).toEqual({ data: null });

    const put = await call('PUT', '/api/achieve/target', jee.token, {
      goal_code: 'preug',
      exam_code: 'jee-main',
      question_response: jeeAnswers({ journey_name: { value: '  IIT by April ' } }),
    });
    expect(put.statusCode).toBe(200);
    const saved = json<{ data: AchieveTarget }>(put).data;
    expect(saved).toMatchObject({
      kind: 'score',
      value: 6,
      max_marks: 8,
      grade: null,
      exam_date: '2027-04-04',
      days_left: 128,
      daily_minutes: 90,
      journey_name: 'IIT by April',
    });
    expect(saved.updated_at).toBe(new Date(NOW).toISOString());

    const meta = json<{ data: ExamUserMetadata }>(await call('GET', '/api/achieve/exam-user-metadata?goal_code=preug&exam_code=jee-main', jee.token)).data;
    expect([meta.has_target, meta.target?.value]).toEqual([true, 6]);
    const form = json<{ data: AchieveForm }>(await call('GET', '/api/achieve/form/diagnostic?goal_code=preug&exam_code=jee-main', jee.token)).data;
    expect(Object.fromEntries(form.questions.map((q) => [q.question_id, q.answer]))).toMatchObject({
      target_kind: 'score',
      target_score: 6,
      journey_name: 'IIT by April',
    });

    t.clock.now = NOW + 3_600_000;
    const edit = await call('PUT', '/api/achieve/target', jee.token, {
      goal_code: 'preug',
      exam_code: 'jee-main',
      question_response: jeeAnswers({ target_kind: { choice_id: 'percentile' }, target_percentile: { value: '97.5' }, daily_minutes: { value: 120 } }),
    });
    t.clock.now = NOW;
    const edited = json<{ data: AchieveTarget }>(edit).data;
    expect([edited.kind, edited.value, edited.max_marks, edited.daily_minutes]).toEqual(['percentile', 97.5, null, 120]);
    expect(edited.created_at).toBe(saved.created_at);
    expect(Date.parse(edited.updated_at)).toBe(NOW + 3_600_000);
    expect(json<{ data: AchieveTarget }>(await call('GET', '/api/achieve/target?goal_code=preug&exam_code=jee-main', jee.token)).data?.kind).toBe('percentile');
  });

  it('gives a board percentage its grade', async () => {
    const res = await call('PUT', '/api/achieve/target', cbse.token, {
      goal_code: 'k12-cbse',
      exam_code: 'cbse-class-10',
      question_response: [
        { question_id: 'target_percentage', value: 92 },
        { question_id: 'exam_date', value: '2027-02-15' },
        { question_id: 'daily_minutes', value: 60 },
        { question_id: 'journey_name', value: 'Boards' },
      ],
    });
    expect(json<{ data: AchieveTarget }>(res).data).toMatchObject({ kind: 'percentage', value: 92, grade: 'A1' });
  });

  it('refuses bad answers with 400 naming the field', async () => {
    const put = async (question_response: unknown, extra: Record<string, string> = {}) => {
      const res = await call('PUT', '/api/achieve/target', jee.token, { goal_code: 'preug', exam_code: 'jee-main', question_response, ...extra });
      const body = json<ErrorBody>(res);
      return [res.statusCode, body.error.code, body.error.details?.[0]?.path];
    };
    expect(await put(jeeAnswers({ target_score: { value: 9 } }))).toEqual([400, 'OUT_OF_RANGE', 'question_response.target_score']);
    expect(await put(jeeAnswers({ exam_date: { value: '2026-11-27' } }))).toEqual([400, 'DATE_NOT_IN_FUTURE', 'question_response.exam_date']);
    expect(await put(jeeAnswers({ exam_date: { value: '2028-01-01' } }))).toEqual([400, 'DATE_TOO_FAR', 'question_response.exam_date']);
    expect(await put(jeeAnswers({ daily_minutes: { value: 5 } }))).toEqual([400, 'OUT_OF_RANGE', 'question_response.daily_minutes']);
    expect(await put(jeeAnswers({ journey_name: { value: '' } }))).toEqual([400, 'REQUIRED', 'question_response.journey_name']);
    expect(await put(jeeAnswers({ target_kind: { choice_id: 'rank' } }))).toEqual([400, 'UNKNOWN_CHOICE', 'question_response.target_kind']);
    expect((await put([]))[0]).toBe(400);
    expect(await put(jeeAnswers(), { exam_code: 'no-such-exam' })).toEqual([400, 'UNKNOWN_EXAM', 'exam_code']);
    expect(await put(jeeAnswers(), { goal_code: 'k12-cbse' })).toEqual([400, 'GOAL_MISMATCH', 'goal_code']);
    const missing = await call('GET', '/api/achieve/form/diagnostic?exam_code=jee-main', jee.token);
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(json(missing))).toContain('goal_code');
    // Nothing was stored by the refused calls.
    expect(json(await call('GET', '/api/achieve/target?goal_code=preug&exam_code=jee-main', other.token))).toEqual({ data: null });
  });

  it("answers 404 for another family's profile or an exam the profile does not prepare for, and needs a profile token", async () => {
    for (const url of [
      `/api/achieve/form/diagnostic?goal_code=preug&exam_code=jee-main&child_id=${other.id}`,
      `/api/achieve/target?goal_code=preug&exam_code=jee-main&child_id=${other.id}`,
      `/api/achieve/exam-user-metadata?goal_code=preug&exam_code=jee-main&child_id=${other.id}`,
    ]) {
      const res = await call('GET', url, jee.token);
      expect([res.statusCode, json<ErrorBody>(res).error.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    }
    const put = await call('PUT', '/api/achieve/target', jee.token, {
      goal_code: 'preug',
      exam_code: 'jee-main',
      child_id: other.id,
      question_response: jeeAnswers(),
    });
    expect(put.statusCode).toBe(404);
    expect(json(await call('GET', '/api/achieve/target?goal_code=preug&exam_code=jee-main', other.token))).toEqual({ data: null });
    // The own id is fine.
    expect((await call('GET', `/api/achieve/target?goal_code=preug&exam_code=jee-main&child_id=${jee.id}`, jee.token)).statusCode).toBe(200);
    const wrongExam = await call('GET', '/api/achieve/form/diagnostic?goal_code=preug&exam_code=jee-main', cbse.token);
    expect([wrongExam.statusCode, json<ErrorBody>(wrongExam).error.code]).toEqual([404, 'EXAM_NOT_FOR_PROFILE']);
    expect((await t.app.inject({ method: 'GET', url: '/api/achieve/target?goal_code=preug&exam_code=jee-main' })).statusCode).toBe(401);
  });

  it('lists the four calls in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
    expect(Object.keys(doc.paths['/api/achieve/target']!).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/achieve/form/diagnostic']?.get).toBeDefined();
    expect(doc.paths['/api/achieve/exam-user-metadata']?.get).toBeDefined();
  });
});
