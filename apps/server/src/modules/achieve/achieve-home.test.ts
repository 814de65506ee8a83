import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchieveHome, PajJourney } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; details?: { path: string }[] } };

/** The sample map with the sample chapter in JEE Main's syllabus. */
const map = () => ({ ...sampleMap(), syllabi: { 'jee-main': [{ subject: 'mathematics', name: 'Mathematics', chapters: ['ncert-10-mathematics-ch01'] }] } });

/** The sample pack and two whole JEE Main papers of 8 marks, 10 minutes each. */
function pack() {
  const p = samplePack();
  const paper = (code: string) => ({
    code,
    name: `Paper ${code}`,
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
const DAY = 86_400_000;
const DAILY = 60;
const answers = [
  { question_id: 'target_kind', choice_id: 'score' },
  { question_id: 'target_score', value: 6 },
  { question_id: 'exam_date', value: '2027-01-15' },
  { question_id: 'daily_minutes', value: DAILY },
  { question_id: 'journey_name', value: 'IIT by January' },
];

describe.each(BACKENDS)('Achieve home (POST /api/achieve/home) on %s (learning.md §7 Achieve, issue 18 §4)', (backend) => {
  let t: TestApp;
  let jee: { token: string; id: string };
  let other: { token: string; id: string };
  let board: { token: string; id: string };
  let journey: PajJourney;

  const student = async (name: string, goal = 'preug', exam = 'jee-main') => {
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
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const home = async (token: string, body: Record<string, unknown> = { exam_code: 'jee-main', goal_code: 'preug', locale: 'en' }) => {
    const res = await call('POST', '/api/achieve/home', token, body);
    expect(res.statusCode).toBe(200);
    return json<{ data: AchieveHome }>(res).data;
  };
  const error = (res: { statusCode: number; json: () => unknown }) => {
    const e = (res.json() as ErrorBody).error;
    return [res.statusCode, e.code, e.details?.[0]?.path];
  };

  /** Answers test-math-q1 right through the practice API. */
  async function practise(token: string): Promise<void> {
    const created = await call('POST', '/api/v1/practice/session', token, { type: 'Normal', learning_map: { bundle_code: 'ncert-10-mathematics-ch01' } });
    expect(created.statusCode).toBe(200);
    const id = json<{ session_id: string }>(created).session_id;
    expect((await call('GET', `/api/v1/practice/${id}/question`, token)).statusCode).toBe(200);
    const right = await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, token, [
      { event_type: 'view', eorder: 1 },
      { event_type: 'submit', eorder: 2, event_info: { selected_answer: ['B'], time_spent: 20, hint_used: false } },
    ]);
    expect(json<{ status: string }>(right).status).toBe('correct');
  }

  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
    await importLearningMap(t.services.database.db, 'map.json', map());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    jee = await student('Aarav Sharma');
    other = await student('Kabir Rao');
    board = await student('Diya Sharma', 'k12-cbse', 'cbse-class-10');
    t.clock.now = NOW;
  });
  afterAll(async () => t?.close());

  it('for a new student: no target, no journey, readiness empty, an empty trend', async () => {
    const h = await home(jee.token, { exam_code: 'jee-main' });
    expect(h).toMatchObject({
      exam: { code: 'jee-main', goal_code: 'preug' },
      profile_id: jee.id,
      today: '2026-11-27',
      target: null,
      progress: null,
      trend: [],
      journey: null,
      readiness: { status: 'empty', predicted_score: null, interval: null, max_marks: 8, coverage: 0.8 },
    });
  });

  it('after practice and a journey: the target, the prediction with its interval, progress from the baseline, today and the tests', async () => {
    await practise(jee.token);
    const before = await home(jee.token); // the prediction before the journey: the baseline
    expect(before.readiness.status).toBe('ready');
    expect(before.trend).toHaveLength(1);
    t.clock.now = NOW + 60_000;
    const gen = await call('POST', '/api/achieve/paj/generate', jee.token, { exam_code: 'jee-main', goal_code: 'preug', question_response: answers });
    expect(gen.statusCode).toBe(200);
    journey = json<{ data: PajJourney }>(gen).data;

    t.clock.now = NOW + 120_000;
    const h = await home(jee.token);
    expect(h.target).toMatchObject({ kind: 'score', value: 6, exam_date: '2027-01-15', daily_minutes: DAILY, journey_name: 'IIT by January' });
    const r = h.readiness;
    expect(r.status).toBe('ready');
    expect(r.max_marks).toBe(8);
    expect(r.interval![0]).toBeLessThanOrEqual(r.predicted_score!);
    expect(r.interval![1]).toBeGreaterThanOrEqual(r.predicted_score!);
    // Progress in the prediction's marks: the journey's target 6 of 8.
    const p = h.progress!;
    expect(p).toMatchObject({ target_marks: 6, max_marks: 8, predicted_marks: r.predicted_score, low: r.interval![0], high: r.interval![1] });
    expect(p.share_of_target).toBeCloseTo(Math.min(1, r.predicted_score! / 6), 9);
    expect(p.reached).toBe(r.predicted_score! >= 6);
    // The baseline is the prediction served before the journey was planned.
    // (stored as a 4-byte real: equal to 5 places)
    expect(p.baseline).toMatchObject({ at: expect.any(String), source: 'before_start' });
    expect(p.baseline!.marks).toBeCloseTo(before.readiness.predicted_score!, 5);
    expect(Date.parse(p.baseline!.at)).toBeLessThan(NOW + 60_000);
    expect(p.gained).toBeCloseTo(r.predicted_score! - before.readiness.predicted_score!, 5);
    // Three predictions served on one day make one point of the trend (the last).
    expect(h.trend).toHaveLength(1);
    expect(h.trend[0]).toMatchObject({ day: '2026-11-27', max_marks: 8, at: '2026-11-27T06:02:00.000Z' });
    expect(h.trend[0]!.predicted).toBeCloseTo(r.predicted_score!, 5);

    const j = h.journey!;
    expect(j).toMatchObject({ paj_id: journey.paj_id, journey_name: 'IIT by January', exam_date: '2027-01-15', daily_minutes: DAILY, changes: [] });
    expect(j.change_summary).toEqual({ moved: 0, deferred: 0, dropped: 0 });
    expect(j.today_steps.map((s) => s.step_id)).toEqual(journey.steps.filter((s) => s.day === '2026-11-27').map((s) => s.step_id));
    expect(j.today_minutes).toBeLessThanOrEqual(DAILY);
    const tests = journey.steps.filter((s) => s.kind === 'test');
    expect(tests.length).toBeGreaterThan(0);
    expect(j.tests.map((x) => [x.step_id, x.test_code, x.day, x.status])).toEqual(
      [...tests].sort((a, b) => a.day.localeCompare(b.day) || a.step_id.localeCompare(b.step_id)).map((x) => [x.step_id, x.code, x.day, 'planned']),
    );
    expect(j.tests[0]!.title).toMatch(/^Paper jee-main-mini-/);
    // A fresh plan fills every day to the exam's eve: nothing to extend.
    expect(j.last_day).toBe('2027-01-14');
    expect(j.can_extend).toBe(false);
  });

  it('a test marked done shows as done', async () => {
    const h = await home(jee.token);
    const test = h.journey!.tests[0]!;
    const res = await call('POST', '/api/achieve/paj/progress', jee.token, { paj_id: journey.paj_id, step_id: test.step_id, completed: true });
    expect(res.statusCode).toBe(200);
    expect((await home(jee.token)).journey!.tests.find((x) => x.step_id === test.step_id)?.status).toBe('done');
  });

  it('four days later: the re-plan is summed up, the trend has a point per day, today stays within the daily minutes', async () => {
    t.clock.now = NOW + 4 * DAY;
    try {
      const h = await home(jee.token, { exam_code: 'jee-main', goal_code: 'preug', locale: 'hi' });
      expect(h.today).toBe('2026-12-01');
      const j = h.journey!;
      expect(j.changes.length).toBeGreaterThan(0);
      expect(j.change_summary.moved).toBe(j.changes.filter((c) => c.change === 'moved').length);
      expect(j.change_summary.moved + j.change_summary.deferred + j.change_summary.dropped).toBe(j.changes.length);
      expect(j.today_minutes).toBeLessThanOrEqual(DAILY);
      expect(j.today_steps.every((s) => s.day === '2026-12-01')).toBe(true);
      expect(j.today_steps.map((s) => s.step_id)).toEqual(expect.arrayContaining(j.changes.filter((c) => c.to === '2026-12-01').map((c) => c.step_id)));
      expect(h.trend.map((x) => x.day)).toEqual(['2026-11-27', '2026-12-01']);
      expect(h.progress!.baseline!.source).toBe('before_start');
    } finally {
      t.clock.now = NOW + 120_000;
    }
  });

  it('offers to extend once the steps to do end before the exam’s eve; extend then succeeds', async () => {
    const eve = (await home(jee.token)).journey!.last_day!;
    const tiles = json<{ data: { days: { date: string; steps: { step_id: string; status: string }[] }[] } }>(
      await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token),
    ).data;
    for (const s of tiles.days.find((d) => d.date === eve)!.steps.filter((x) => x.status === 'planned'))
      expect((await call('POST', '/api/achieve/paj/progress', jee.token, { paj_id: journey.paj_id, step_id: s.step_id, completed: true })).statusCode).toBe(
        200,
      );
    const j = (await home(jee.token)).journey!;
    expect(j.last_day! < eve).toBe(true);
    expect(j.can_extend).toBe(true);
    expect((await call('POST', '/api/achieve/paj/extend', jee.token, { paj_id: journey.paj_id })).statusCode).toBe(200);
  });

  it("answers 404 for another family's child_id, and another student sees only their own home", async () => {
    expect(error(await call('POST', '/api/achieve/home', jee.token, { exam_code: 'jee-main', child_id: other.id }))).toEqual([
      404,
      'PROFILE_NOT_FOUND',
      undefined,
    ]);
    const h = await home(other.token);
    expect(h).toMatchObject({ profile_id: other.id, target: null, journey: null, progress: null, trend: [] });
    expect(error(await call('POST', '/api/achieve/home', board.token, { exam_code: 'jee-main' })).slice(0, 2)).toEqual([404, 'EXAM_NOT_FOR_PROFILE']);
    expect((await call('POST', '/api/achieve/home', '', { exam_code: 'jee-main' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field', async () => {
    const missing = await call('POST', '/api/achieve/home', jee.token, { goal_code: 'preug' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('exam_code');
    expect(error(await call('POST', '/api/achieve/home', jee.token, { exam_code: 'no-such-exam' }))).toEqual([400, 'UNKNOWN_EXAM', 'exam_code']);
    expect(error(await call('POST', '/api/achieve/home', jee.token, { exam_code: 'jee-main', goal_code: 'k12-cbse' }))).toEqual([
      400,
      'GOAL_MISMATCH',
      'goal_code',
    ]);
    const badLocale = await call('POST', '/api/achieve/home', jee.token, { exam_code: 'jee-main', locale: 'x'.repeat(20) });
    expect(badLocale.statusCode).toBe(400);
    expect(JSON.stringify(badLocale.json())).toContain('locale');
  });
});
