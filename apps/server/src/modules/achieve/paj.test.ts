import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessionBody, type PajJourney, type PajStep, type PajStepDetail, type PajTiles } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; details?: { path: string }[] } };

/** The sample map with the sample chapter in JEE Main's syllabus. */
const map = () => ({ ...sampleMap(), syllabi: { 'jee-main': [{ subject: 'mathematics', name: 'Mathematics', chapters: ['ncert-10-mathematics-ch01'] }] } });

/** The sample pack with seven questions of its chapter and two whole JEE Main papers of 8 marks, 10 minutes each. */
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
  // Four more questions of the chapter (seven in all): enough for a chapter test (CHAPTER_TEST_MIN_QUESTIONS).
  const q1 = p.questions.find((q) => q.code === 'test-math-q1')!;
  const more = [4, 5, 6, 7].map((n) => ({ ...q1, code: `test-math-q${n}`, difficulty: n }));
  return { ...p, questions: [...p.questions, ...more], mocktests: [...p.mocktests, paper('jee-main-mini-1'), paper('jee-main-mini-2')] };
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

/** Minutes per day of a list of steps (what is left of each). */
const perDay = (steps: PajStep[]) => {
  const m = new Map<string, number>();
  for (const s of steps) m.set(s.day, (m.get(s.day) ?? 0) + s.minutes - s.minutes_done);
  return m;
};

describe.each(BACKENDS)('Achieve: the journey (PAJ) on %s (learning.md §7 Achieve, issue 18 §4)', (backend) => {
  let t: TestApp;
  let jee: { token: string; id: string };
  let other: { token: string; id: string };
  let pct: { token: string; id: string };
  let journey: PajJourney;
  let boardToken: string;

  const student = async (name: string) => {
    const parent = await verifiedParent(t.app, name);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(parent.token),
      payload: { first_name: name.split(' ')[0], goal: 'preug', exam: 'jee-main' },
    });
    const data = json<{ data: { id: string; auth_token: string } }>(add).data;
    return { token: data.auth_token, id: data.id };
  };
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const error = (res: { statusCode: number; json: () => unknown }) => {
    const e = (res.json() as ErrorBody).error;
    return [res.statusCode, e.code, e.details?.[0]?.path];
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
    await importLearningMap(t.services.database.db, 'map.json', map());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    jee = await student('Aarav Sharma');
    other = await student('Kabir Rao');
    pct = await student('Meera Iyer');
    const parent = await verifiedParent(t.app, 'Diya Sharma');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(parent.token),
      payload: { first_name: 'Diya', goal: 'k12-cbse', exam: 'cbse-class-10' },
    });
    boardToken = json<{ data: { auth_token: string } }>(add).data.auth_token;
    t.clock.now = NOW;
  });
  afterAll(async () => t?.close());

  it('plans a new JEE Main student’s journey from the target sent, every day within the daily minutes', async () => {
    const res = await call('POST', '/api/achieve/paj/generate', jee.token, {
      exam_code: 'jee-main',
      goal_code: 'preug',
      question_response: answers,
      session_id: 's1',
      locale: 'hi',
    });
    expect(res.statusCode).toBe(200);
    journey = json<{ data: PajJourney }>(res).data;
    expect(journey).toMatchObject({
      exam_code: 'jee-main',
      journey_name: 'IIT by January',
      today: '2026-11-27',
      start_date: '2026-11-27',
      exam_date: '2027-01-15',
      daily_minutes: DAILY,
      max_marks: 8,
      target_marks: 6,
      changes: [],
    });
    expect(journey.steps.length).toBeGreaterThan(0);
    for (const m of perDay(journey.steps).values()) expect(m).toBeLessThanOrEqual(DAILY);
    const kinds = new Set(journey.steps.map((s) => s.kind));
    expect(kinds).toContain('test');
    expect(kinds).toContain('practice');
    expect(kinds).toContain('watch');
    // Titles in the locale: the chapter in Hindi, the tests by name.
    expect(journey.steps.find((s) => s.kind === 'timed_practice')?.title).toBe('वास्तविक संख्याएँ');
    expect(journey.steps.find((s) => s.kind === 'test')?.title).toMatch(/^Paper jee-main-mini-/);
    // The target was stored through the target service.
    const target = json<{ data: { daily_minutes: number } }>(await call('GET', '/api/achieve/target?goal_code=preug&exam_code=jee-main', jee.token)).data;
    expect(target.daily_minutes).toBe(DAILY);
    // Generating again (from the stored target) replaces the journey.
    const again = json<{ data: PajJourney }>(await call('POST', '/api/achieve/paj/generate', jee.token, { exam_code: 'jee-main', goal_code: 'preug' })).data;
    expect(again.paj_id).not.toBe(journey.paj_id);
    expect((await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token)).statusCode).toBe(404);
    journey = again;
    // Any device finds the profile's journey for the exam; another family's profile finds none.
    expect(json<{ data: unknown }>(await call('GET', '/api/achieve/paj/current?exam_code=jee-main', jee.token)).data).toEqual({ paj_id: again.paj_id });
    expect(json<{ data: unknown }>(await call('GET', '/api/achieve/paj/current?exam_code=jee-main', other.token)).data).toBeNull();
    expect(error(await call('GET', '/api/achieve/paj/current', jee.token)).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('shows the days as tiles, today first, then upcoming', async () => {
    const res = await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}&locale=en`, jee.token);
    expect(res.statusCode).toBe(200);
    const tiles = json<{ data: PajTiles }>(res).data;
    expect(tiles.days[0]).toMatchObject({ date: '2026-11-27', section: 'today' });
    expect(tiles.days.slice(1).every((d) => d.section === 'upcoming')).toBe(true);
    expect(tiles.days.map((d) => d.date).slice(1)).toEqual([...tiles.days.map((d) => d.date).slice(1)].sort());
    for (const d of tiles.days) expect(d.minutes).toBeLessThanOrEqual(DAILY);
    expect(tiles.days[0]!.steps[0]).toMatchObject({ status: 'planned' });
    expect(tiles.changes).toEqual([]);
    // Titles in the locale asked for: videos, the chapter, tests.
    const titles = new Set(tiles.days.flatMap((d) => d.steps.map((x) => x.title)));
    expect(titles).toContain('Real Numbers');
    expect([...titles].some((x) => ['HCF by prime factorisation', 'Prime factorisation explained'].includes(x))).toBe(true);
  });

  it('gives a step with what starting it needs', async () => {
    const practice = journey.steps.find((s) => s.kind === 'practice')!;
    const res = await call('GET', `/api/achieve/paj/step?step_id=${encodeURIComponent(practice.step_id)}&locale=en`, jee.token);
    expect(res.statusCode).toBe(200);
    const detail = json<{ data: PajStepDetail }>(res).data;
    expect(detail.step.step_id).toBe(practice.step_id);
    expect(detail.start.kind).toBe('practice');
    const session = (detail.start as { practice_session: Record<string, unknown> }).practice_session;
    expect(session).toMatchObject({ type: 'PAJPractice', paj_id: journey.paj_id, paj_step_id: practice.step_id });
    expect(practiceSessionBody.safeParse(session).success).toBe(true);
    const watch = journey.steps.find((s) => s.kind === 'watch')!;
    const w = json<{ data: PajStepDetail }>(
      await call('GET', `/api/achieve/paj/step?step_id=${encodeURIComponent(watch.step_id)}&paj_id=${journey.paj_id}`, jee.token),
    ).data;
    expect(w.start).toEqual({ kind: 'watch', video_id: watch.code });
    expect(w.step.title).not.toBe(watch.code);
    const test = journey.steps.find((s) => s.kind === 'test')!;
    const x = json<{ data: PajStepDetail }>(await call('GET', `/api/achieve/paj/step?step_id=${encodeURIComponent(test.step_id)}`, jee.token)).data;
    expect(x.start).toEqual({ kind: 'test', test_code: test.code, paj_id: journey.paj_id, paj_step_id: test.step_id });
  });

  it('plans a chapter test that fits the day and makes its test when the step starts, once', async () => {
    const chapterTest = journey.steps.find((s) => s.kind === 'test' && s.code === null)!;
    expect(chapterTest).toMatchObject({ chapter_code: 'ncert-10-mathematics-ch01', minutes: 14, title: 'Real Numbers' });
    const q = `step_id=${encodeURIComponent(chapterTest.step_id)}&paj_id=${journey.paj_id}`;
    const before = json<{ data: PajStepDetail }>(await call('GET', `/api/achieve/paj/step?${q}`, jee.token)).data;
    expect(before.start).toEqual({
      kind: 'chapter_test',
      paj_id: journey.paj_id,
      paj_step_id: chapterTest.step_id,
      chapter_code: 'ncert-10-mathematics-ch01',
      question_count: 7,
      duration_s: 840,
    });
    const body = { paj_id: journey.paj_id, step_id: chapterTest.step_id };
    const made = await call('POST', '/api/achieve/paj/step/test', jee.token, body);
    expect(made.statusCode).toBe(200);
    const start = json<{ data: PajStepDetail }>(made).data.start as { kind: string; test_code: string };
    expect(start).toMatchObject({ kind: 'test', paj_id: journey.paj_id, paj_step_id: chapterTest.step_id });
    expect(start.test_code).toMatch(/^custom-/);
    // The made test is the student's own: seven questions of the chapter, in the step's 14 minutes.
    const meta = await call('GET', `/api/content/mocktest-bundles/meta?mocktest_bundle_code=${start.test_code}`, jee.token);
    expect(meta.statusCode).toBe(200);
    expect(json<{ result: { name: string; test_time_details: { duration: number } } }>(meta).result).toMatchObject({
      name: 'Chapter test: Real Numbers',
      test_time_details: { duration: 840 },
    });
    const paperRes = await call('GET', `/api/v1/test/${start.test_code}/questions`, jee.token);
    expect(paperRes.statusCode).toBe(200);
    expect(JSON.stringify(paperRes.json()).match(/test-math-q\d/g)?.length).toBeGreaterThanOrEqual(7);
    // Starting again opens the same test; the step, read again, says so.
    const again = json<{ data: PajStepDetail }>(await call('POST', '/api/achieve/paj/step/test', jee.token, body)).data.start as { test_code: string };
    expect(again.test_code).toBe(start.test_code);
    const after = json<{ data: PajStepDetail }>(await call('GET', `/api/achieve/paj/step?${q}`, jee.token)).data;
    expect(after.start).toMatchObject({ kind: 'test', test_code: start.test_code });
    expect(after.step.code).toBe(start.test_code);
    // Any other step is refused, naming the field; another family's caller finds no journey.
    const paper = journey.steps.find((s) => s.kind === 'test' && s.code !== null)!;
    expect(error(await call('POST', '/api/achieve/paj/step/test', jee.token, { paj_id: journey.paj_id, step_id: paper.step_id }))).toEqual([
      400,
      'NOT_A_CHAPTER_TEST',
      'step_id',
    ]);
    expect(error(await call('POST', '/api/achieve/paj/step/test', other.token, body)).slice(0, 2)).toEqual([404, 'PAJ_NOT_FOUND']);
    expect(error(await call('POST', '/api/achieve/paj/step/test', jee.token, { paj_id: journey.paj_id })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('marks a step done on progress', async () => {
    const first = journey.steps[0]!;
    const res = await call('POST', '/api/achieve/paj/progress', jee.token, { paj_id: journey.paj_id, step_id: first.step_id, completed: true });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: PajStepDetail }>(res).data.step.status).toBe('done');
    const tiles = json<{ data: PajTiles }>(await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token)).data;
    expect(tiles.days[0]!.steps.find((s) => s.step_id === first.step_id)?.status).toBe('done');
  });

  it('re-plans four days later: today within the daily minutes and a list of what changed', async () => {
    t.clock.now = NOW + 4 * DAY;
    try {
      const tiles = json<{ data: PajTiles }>(await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token)).data;
      expect(tiles.today).toBe('2026-12-01');
      expect(tiles.days[0]).toMatchObject({ date: '2026-12-01', section: 'today' });
      expect(tiles.days[0]!.minutes).toBeLessThanOrEqual(DAILY);
      for (const d of tiles.days) expect(d.minutes).toBeLessThanOrEqual(DAILY);
      expect(tiles.changes.length).toBeGreaterThan(0);
      expect(tiles.changes.some((c) => c.change === 'moved' && c.reason === 'missed')).toBe(true);
      // Past days hold only what was done.
      expect(tiles.days.filter((d) => d.section === 'done').flatMap((d) => d.steps.map((s) => s.status))).toEqual(['done']);
      // A second read the same day keeps the plan and its changes.
      const again = json<{ data: PajTiles }>(await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token)).data;
      expect(again.changes).toEqual(tiles.changes);

      const ext = await call('POST', '/api/achieve/paj/extend?locale=en', jee.token, { paj_id: journey.paj_id });
      expect(ext.statusCode).toBe(200);
      const extended = json<{ data: PajJourney }>(ext).data;
      expect(Array.isArray(extended.added)).toBe(true);
      for (const m of perDay(extended.steps).values()) expect(m).toBeLessThanOrEqual(DAILY);
      expect(extended.steps.filter((s) => s.day < '2026-12-01').every((s) => s.status === 'done')).toBe(true);
    } finally {
      t.clock.now = NOW;
    }
  });

  it("answers 404 for another family's journey or step", async () => {
    const step = journey.steps[1]!;
    for (const res of [
      await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, other.token),
      await call('GET', `/api/achieve/paj/step?step_id=${encodeURIComponent(step.step_id)}&paj_id=${journey.paj_id}`, other.token),
      await call('POST', '/api/achieve/paj/progress', other.token, { paj_id: journey.paj_id, step_id: step.step_id, completed: true }),
      await call('POST', '/api/achieve/paj/extend', other.token, { paj_id: journey.paj_id }),
      await call('GET', '/api/achieve/paj/tiles?paj_id=not-a-uuid', jee.token),
    ])
      expect(error(res).slice(0, 2)).toEqual([404, 'PAJ_NOT_FOUND']);
    expect(error(await call('GET', `/api/achieve/paj/step?step_id=${encodeURIComponent(step.step_id)}`, other.token)).slice(0, 2)).toEqual([
      404,
      'STEP_NOT_FOUND',
    ]);
    expect(error(await call('GET', `/api/achieve/paj/step?step_id=nope&paj_id=${journey.paj_id}`, jee.token)).slice(0, 2)).toEqual([404, 'STEP_NOT_FOUND']);
    expect(error(await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}&child_id=${other.id}`, jee.token)).slice(0, 2)).toEqual([
      404,
      'PROFILE_NOT_FOUND',
    ]);
    // The step was not marked for the other caller.
    const tiles = json<{ data: PajTiles }>(await call('GET', `/api/achieve/paj/tiles?paj_id=${journey.paj_id}`, jee.token)).data;
    expect(tiles.days.flatMap((d) => d.steps).find((s) => s.step_id === step.step_id)?.status).toBe('planned');
  });

  it('plans a board student’s journey from a percentage target, as a share of 100 marks', async () => {
    const res = await call('POST', '/api/achieve/paj/generate', boardToken, {
      exam_code: 'cbse-class-10',
      goal_code: 'k12-cbse',
      question_response: [
        { question_id: 'target_percentage', value: 90 },
        { question_id: 'exam_date', value: '2027-02-15' },
        { question_id: 'daily_minutes', value: 45 },
        { question_id: 'journey_name', value: 'Boards' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const board = json<{ data: PajJourney }>(res).data;
    expect([board.max_marks, board.target_marks, board.daily_minutes]).toEqual([100, 90, 45]);
    for (const m of perDay(board.steps).values()) expect(m).toBeLessThanOrEqual(45);
  });

  it("plans a percentile target in the marks that percentile needs on the exam's reference, not as a share of the marks", async () => {
    const res = await call('POST', '/api/achieve/paj/generate', pct.token, {
      exam_code: 'jee-main',
      goal_code: 'preug',
      question_response: [
        { question_id: 'target_kind', choice_id: 'percentile' },
        { question_id: 'target_percentile', value: 91 },
        { question_id: 'exam_date', value: '2027-01-15' },
        { question_id: 'daily_minutes', value: DAILY },
        { question_id: 'journey_name', value: 'Top 9 %' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const p = json<{ data: PajJourney }>(res).data;
    // JEE Main's published reference: 91 percentile at 110 of 300 marks; this bank's papers have 8.
    expect(p.max_marks).toBe(8);
    expect(p.target_marks).toBeCloseTo((110 * 8) / 300, 1);
  });

  it('answers 400 naming the field', async () => {
    const missing = await call('GET', '/api/achieve/paj/tiles', jee.token);
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('paj_id');
    const noCompleted = await call('POST', '/api/achieve/paj/progress', jee.token, { paj_id: journey.paj_id, step_id: journey.steps[1]!.step_id });
    expect(noCompleted.statusCode).toBe(400);
    expect(JSON.stringify(noCompleted.json())).toContain('completed');
    const step = journey.steps[1]!;
    expect(
      error(
        await call('POST', '/api/achieve/paj/progress', jee.token, {
          paj_id: journey.paj_id,
          step_id: step.step_id,
          completed: false,
          minutes_done: step.minutes + 1,
        }),
      ),
    ).toEqual([400, 'OUT_OF_RANGE', 'minutes_done']);
    expect(error(await call('POST', '/api/achieve/paj/generate', other.token, { exam_code: 'jee-main', goal_code: 'preug' }))).toEqual([
      400,
      'NO_TARGET',
      'question_response',
    ]);
    expect(error(await call('POST', '/api/achieve/paj/generate', other.token, { exam_code: 'no-such-exam', goal_code: 'preug' }))).toEqual([
      400,
      'UNKNOWN_EXAM',
      'exam_code',
    ]);
    const bad = answers.map((a) => (a.question_id === 'daily_minutes' ? { ...a, value: 5 } : a));
    expect(error(await call('POST', '/api/achieve/paj/generate', other.token, { exam_code: 'jee-main', goal_code: 'preug', question_response: bad }))).toEqual([
      400,
      'OUT_OF_RANGE',
      'question_response.daily_minutes',
    ]);
  });
});
