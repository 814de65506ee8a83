import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BKT, updateMastery } from '@abhyas/domain';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

describe.each(BACKENDS)('practice on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  async function student(name: string) {
    return (await verifiedStudent(t.app, name)).token;
  }
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return {
      status: res.statusCode,
      body: res.body ? json<T & { error?: { code: string } }>(res) : (null as unknown as T & { error?: { code: string } }),
      raw: res.body,
    };
  };
  const submit = (selected: string[] | string, time = 20, hint = false) => [
    { event_type: 'view', eorder: 1 },
    { event_type: 'submit', eorder: 2, event_info: { selected_answer: selected, time_spent: time, hint_used: hint } },
  ];

  it('serves the neediest concept first, checks answers, updates mastery, awards embiums once, and sums up', async () => {
    const child = await student('Isha Verma');
    const created = await call<{ session_id: string; learning_map: { chapter_name: string }; guide_messages: string[] }>(
      'POST',
      '/api/v1/practice/session',
      child,
      {
        type: 'Normal',
        learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.learning_map.chapter_name).toBe('Real Numbers');
    expect(created.body.guide_messages).toEqual(['readCarefully', 'useHints']);
    const id = created.body.session_id;

    const first = await call<{ question: { code: string }; question_number: number; total_question_count: number; concept: { code: string; mastery: number } }>(
      'GET',
      `/api/v1/practice/${id}/question`,
      child,
    );
    expect(first.body).toMatchObject({ question: { code: 'test-math-q1' }, question_number: 1, total_question_count: 3, concept: { mastery: 0.2 } });
    expect(first.raw).not.toContain('"answer"');

    const right = await call<Record<string, unknown>>('POST', `/api/v1/practice/${id}/question/test-math-q1`, child, submit(['B'], 20));
    expect(right.body).toMatchObject({
      status: 'correct',
      correctness: 1,
      attemptTypeBadge: 'Perfect',
      silverEmbiums: 1,
      goldEmbiums: 1,
      correct_answer_csv: 'B',
      selected_answer_csv: 'B',
      idealTime: 40,
    });
    const mastery = right.body.mastery as { before: number; after: number };
    expect(mastery.before).toBe(0.2);
    // A right answer to this easy question (difficulty 2) is weaker evidence than to a hard one
    // (decision 007 "Difficulty"): 0.2 → about 0.49.
    expect(mastery.after).toBeCloseTo(updateMastery(0.2, true, DEFAULT_BKT, false, 2), 6);
    expect(mastery.after).toBeGreaterThan(0.45);
    // A retry of the same answer returns the first result and awards nothing twice.
    const again = await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, child, submit(['A'], 5));
    expect(again.body).toMatchObject({ status: 'correct', silverEmbiums: 1, goldEmbiums: 1 });

    const second = await call<{ question: { code: string }; question_number: number }>(
      'GET',
      `/api/v1/practice/${id}/question?questionCode=test-math-q1&nextQuestion=true`,
      child,
    );
    expect(second.body.question.code).not.toBe('test-math-q1');
    expect(second.body.question_number).toBe(2);
    const wrongAnswer = second.body.question.code === 'test-math-q3' ? '61' : ['composite'];
    // A wrong answer earns a second try (no key yet); skipping then finishes the question with it.
    const wrong = await call('POST', `/api/v1/practice/${id}/question/${second.body.question.code}`, child, submit(wrongAnswer, 2));
    expect(wrong.body).toMatchObject({ status: 'retry', tries_left: 1, timeSpent: 2 });
    expect(wrong.raw).not.toContain('correct_answer_csv');

    const third = await call<{ question: { code: string } }>(
      'GET',
      `/api/v1/practice/${id}/question?questionCode=${second.body.question.code}&skipQuestion=true`,
      child,
    );
    expect(['test-math-q2', 'test-math-q3']).toContain(third.body.question.code);
    expect((await call('GET', `/api/v1/practice/${id}/question?questionCode=${third.body.question.code}&skipQuestion=true`, child)).status).toBe(204);

    const summary = await call('GET', `/api/v1/practice/${id}/summary`, child);
    expect(summary.body).toMatchObject({
      totalTimeSpend: 22,
      accuracy: 0.5,
      silverEmbiumsEarnedCount: 1,
      goldEmbiumsEarnedCount: 1,
      metaData: { attempts: { Perfect: 1, Wasted: 1 }, questions: 2, correct: 1 },
    });
    expect((await call('GET', '/api/embiums/balance', child)).body).toEqual({ data: [{ current_value: 2, silver: 1, gold: 1 }] });
  });

  it('answers bad input clearly: 400 for a non-chapter or a misfit answer, 404 outside the session, 406 for another’s summary, 204 for no embiums', async () => {
    const a = await student('Kabir Das');
    const b = await student('Lata Rao');
    expect((await call('GET', '/api/embiums/balance', a)).status).toBe(204);
    const bad = await call('POST', '/api/v1/practice/session', a, { learning_map: { bundle_code: 'ncert-10-mathematics-ch01-t01' } });
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'UNKNOWN_CHAPTER']);
    const id = (await call<{ session_id: string }>('POST', '/api/v1/practice/session', a, { learning_map: { bundle_code: 'ncert-10-mathematics-ch01' } })).body
      .session_id;
    const misfit = await call('POST', `/api/v1/practice/${id}/question/test-math-q3`, a, submit(['A']));
    expect([misfit.status, misfit.body.error?.code]).toEqual([400, 'RESPONSE_DOES_NOT_FIT']);
    expect((await call('POST', `/api/v1/practice/${id}/question/no-such-q`, a, submit('1'))).body.error?.code).toBe('QUESTION_NOT_IN_SESSION');
    expect((await call('POST', `/api/v1/practice/${id}/question/test-math-q3`, a, [{ event_type: 'view', eorder: 1 }])).status).toBe(400);
    expect((await call('GET', `/api/v1/practice/${id}/summary`, b)).status).toBe(406);
    expect((await call('GET', `/api/v1/practice/${id}/question`, b)).body.error?.code).toBe('UNKNOWN_PRACTICE_SESSION');
  });
});
