import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_ACCURACY_MIN_ATTEMPTS } from '@abhyas/domain';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

// Issue 15: a wrong answer gets one more try before the key is shown (question and solve-with-us
// step alike), a Hindi walk-through asks every check the original asks, and how many learners got a
// question right is shown only once enough have tried (decision 008 "Second tries").

const CH01 = 'ncert-10-mathematics-ch01';
const CONCEPT = 'ncert-10-mathematics-ch01-t02-hcf-lcm';

function pack() {
  const p = samplePack();
  const base = { subject: 'mathematics', chapter: CH01, topic: 'ncert-10-mathematics-ch01-t02', idealTimeS: 60, difficulty: 3, primaryConcept: CONCEPT };
  (p.questions as unknown[]).push(
    {
      ...base,
      code: 'try-four',
      type: 'single_choice',
      body: 'Which is prime?',
      options: ['A', 'B', 'C', 'D'].map((c, i) => ({ code: c, body: `$${[4, 6, 7, 9][i]}$` })),
      answer: { kind: 'choice', options: ['C'] },
      hints: [{ body: 'A prime has exactly two factors.' }],
      solution: 'SECRET-SOLUTION: $7$ has only the factors $1$ and $7$.',
    },
    {
      ...base,
      code: 'try-two-way',
      type: 'true_false',
      body: '$1$ is a prime number.',
      options: [
        { code: 'A', body: 'True' },
        { code: 'B', body: 'False' },
      ],
      answer: { kind: 'choice', options: ['B'] },
      hints: [],
      solution: 'A prime has exactly two factors; $1$ has one.',
    },
    {
      ...base,
      code: 'try-accuracy',
      type: 'true_false',
      body: '$2$ is the only even prime.',
      options: [
        { code: 'A', body: 'True' },
        { code: 'B', body: 'False' },
      ],
      answer: { kind: 'choice', options: ['A'] },
      hints: [],
      solution: 'Every other even number has $2$ as a factor.',
    },
    {
      ...base,
      code: 'try-steps',
      type: 'integer',
      body: 'The HCF of $12$ and $18$ is',
      answer: { kind: 'integer', value: 6 },
      hints: [],
      solution: 'HCF $= 6$.',
      solveWithUs: [
        {
          body: 'Which primes divide both?',
          check: {
            options: [
              { code: 'A', body: '$2$ and $3$' },
              { code: 'B', body: 'only $2$' },
              { code: 'C', body: 'only $3$' },
            ],
            answer: 'A',
          },
        },
        { body: 'Take the lowest powers: $2^1$ and $3^1$.' },
        {
          body: 'So the HCF is',
          check: {
            options: [
              { code: 'A', body: '$36$' },
              { code: 'B', body: '$6$' },
            ],
            answer: 'B',
          },
        },
      ],
      // Written before the checks were added: the Hindi steps carry no check of their own.
      translations: {
        hi: { body: '$12$ और $18$ का म.स. है', solveWithUs: [{ body: 'कौन-से अभाज्य दोनों को बाँटते हैं?' }, { body: 'सबसे छोटी घातें लीजिए।' }, { body: 'तो म.स. है' }] },
      },
    },
  );
  return p;
}

describe.each(BACKENDS)('second tries in practice on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    const report = await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    expect(JSON.stringify(report)).not.toContain('"error"');
  });
  afterAll(async () => t?.close());

  type Body = Record<string, unknown> & { error?: { code: string } };
  const call = async <T = Body>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? json(res) : null) as T & Body, raw: res.body };
  };
  let order = 0;
  const submit = (selected: string[] | string, time = 30, hint = false) => [
    { event_type: 'view', eorder: (order += 1) },
    { event_type: 'submit', eorder: (order += 1), event_info: { selected_answer: selected, time_spent: time, hint_used: hint } },
  ];
  const newSession = async (token: string) =>
    (await call<{ session_id: string }>('POST', '/api/v1/practice/session', token, { type: 'Normal', learning_map: { bundle_code: CH01 } })).body.session_id;

  it('keeps the key back after a wrong first answer and gives one more try; the second is final', async () => {
    const kid = (await verifiedStudent(t.app, 'Asha Menon')).token;
    const id = await newSession(kid);
    const answer = `/api/v1/practice/${id}/question/try-four`;
    await call('GET', `/api/v1/practice/${id}/question?questionCode=try-four`, kid);

    const first = await call(`POST`, answer, kid, submit(['A']));
    expect(first.body).toEqual({ status: 'retry', correctness: 0, selected_answer_csv: 'A', tries_left: 1, hintUsed: false, timeSpent: 30, idealTime: 60 });
    expect(first.raw).not.toContain('SECRET-SOLUTION');
    // Nothing can reveal the key meanwhile: not the solution GET, not the question GET.
    expect((await call('GET', `${answer}/solution`, kid)).body.error?.code).toBe('NOT_ANSWERED');
    const current = await call<{ question: { code: string }; attempt: { status: string } }>('GET', `/api/v1/practice/${id}/question`, kid);
    expect([current.body.question.code, current.body.attempt.status]).toEqual(['try-four', 'retry']);
    expect(current.raw).not.toContain('SECRET-SOLUTION');
    // The same wrong answer again (a repeated request) is not the second try.
    expect((await call('POST', answer, kid, submit(['A']))).body).toMatchObject({ status: 'retry', tries_left: 1 });
    expect((await call('GET', `/api/v1/practice/${id}/summary`, kid)).body).toMatchObject({ metaData: { questions: 0 }, silverEmbiumsEarnedCount: 0 });

    // Right at the second try: a silver embium, no gold (never Perfect), the key and solution now.
    const second = await call<{ answer_explanation: { solution: string } }>('POST', answer, kid, submit(['C'], 50));
    expect(second.body).toMatchObject({ status: 'correct', tries: 2, attemptTypeBadge: 'Correct', silverEmbiums: 1, goldEmbiums: 0, correct_answer_csv: 'C' });
    expect(second.body.answer_explanation.solution).toContain('SECRET-SOLUTION');
    expect((await call('POST', answer, kid, submit(['D']))).body).toMatchObject({ status: 'correct', tries: 2 });
    expect((await call('GET', `/api/v1/practice/${id}/summary`, kid)).body).toMatchObject({ accuracy: 1, metaData: { questions: 1, correct: 1 } });
  });

  it('shows the key after a second wrong answer; a two-way choice and an empty answer are final at once', async () => {
    const kid = (await verifiedStudent(t.app, 'Bhavna Joshi')).token;
    const id = await newSession(kid);
    expect((await call('POST', `/api/v1/practice/${id}/question/try-four`, kid, submit(['B']))).body.status).toBe('retry');
    const last = await call('POST', `/api/v1/practice/${id}/question/try-four`, kid, submit(['D']));
    expect(last.body).toMatchObject({ status: 'incorrect', tries: 2, correct_answer_csv: 'C', silverEmbiums: 0, selected_answer_csv: 'D' });
    expect((await call('POST', `/api/v1/practice/${id}/question/try-two-way`, kid, submit(['A']))).body).toMatchObject({
      status: 'incorrect',
      tries: 1,
      correct_answer_csv: 'B',
    });
  });

  it('finishes a question with its first try when it is left: skipped, its solution asked for, or the session ended', async () => {
    const kid = (await verifiedStudent(t.app, 'Chetan Rao')).token;
    const skipped = await newSession(kid);
    await call('POST', `/api/v1/practice/${skipped}/question/try-four`, kid, submit(['A'], 3));
    const next = await call<{ question: { code: string } }>('GET', `/api/v1/practice/${skipped}/question?questionCode=try-four&skipQuestion=true`, kid);
    expect(next.body.question.code).not.toBe('try-four');
    expect((await call('GET', `/api/v1/practice/${skipped}/summary`, kid)).body).toMatchObject({
      accuracy: 0,
      metaData: { questions: 1, correct: 0, skipped: 0, attempts: { Wasted: 1 } },
    });

    const revealed = await newSession(kid);
    await call('POST', `/api/v1/practice/${revealed}/question/try-four`, kid, submit(['B']));
    const solution = await call('POST', `/api/v1/practice/${revealed}/question/try-four/solution`, kid);
    expect(solution.body).toMatchObject({ attemptTypeBadge: 'Incorrect', revealed: false, answer_explanation: { correct_answer_csv: 'C' } });

    const ended = await newSession(kid);
    await call('POST', `/api/v1/practice/${ended}/question/try-four`, kid, submit(['D']));
    expect((await call('POST', `/api/v1/practice/${ended}/events`, kid, [{ type: 'finish_session', eorder: 1 }])).status).toBe(200);
    expect((await call('GET', `/api/v1/practice/${ended}/summary`, kid)).body).toMatchObject({ ended: true, metaData: { questions: 1, correct: 0 } });
    expect((await call('POST', `/api/v1/practice/${ended}/question/try-four`, kid, submit(['C']))).body).toMatchObject({ status: 'incorrect', tries: 1 });
  });

  it('gives a wrong solve-with-us step one more try before showing its answer', async () => {
    const kid = (await verifiedStudent(t.app, 'Devika Shah')).token;
    const id = await newSession(kid);
    const url = `/api/v1/practice/${id}/question/try-steps/solve-with-us`;
    await call('GET', url, kid);
    type Swu = { current_step_index: number; step_result: { status: string }; steps: Record<string, unknown>[] };
    const wrong = await call<Swu>('POST', url, kid, { answers: ['B'], step_index: 0 });
    expect(wrong.body).toMatchObject({ current_step_index: 0, step_result: { step_index: 0, status: 'retry' } });
    expect(wrong.body.steps).toHaveLength(1);
    expect(wrong.body.steps[0]).toMatchObject({
      is_complete: false,
      retry: true,
      tries_left: 1,
      correct_answer: null,
      badge: null,
      user_attempt: { selected_answers: ['B'] },
    });
    expect((await call<Swu>('POST', url, kid, { answers: ['B'], step_index: 0 })).body).toMatchObject({
      current_step_index: 0,
      step_result: { status: 'retry' },
    });
    const again = await call<Swu>('POST', url, kid, { answers: ['C'], step_index: 0 });
    expect(again.body).toMatchObject({ current_step_index: 1, step_result: { status: 'incorrect' } });
    expect(again.body.steps[0]).toMatchObject({ is_complete: true, retry: false, tries_left: 0, correct_answer: 'A', badge: 'incorrect' });
    await call('POST', url, kid, { step_index: 1 });
    // Wrong, then right at the second try.
    expect((await call<Swu>('POST', url, kid, { answers: ['A'], step_index: 2 })).body.step_result.status).toBe('retry');
    const done = await call<Swu & { badge: string }>('POST', url, kid, { answers: ['B'], step_index: 2 });
    expect(done.body).toMatchObject({ is_complete: true, badge: 'SolveWithUsIncorrect', step_result: { status: 'correct' } });

    // Asking for the step's answer after a wrong try shows it.
    const other = await newSession(kid);
    const url2 = `/api/v1/practice/${other}/question/try-steps/solve-with-us`;
    await call('POST', url2, kid, { answers: ['C'], step_index: 0 });
    const shown = await call<Swu>('POST', `${url2}?showAnswer=true`, kid, { step_index: 0 });
    expect(shown.body.steps[0]).toMatchObject({ badge: 'revealed', correct_answer: 'A', user_attempt: { selected_answers: ['C'] } });
  });

  it('asks every check in Hindi that the original asks, even where the translation left it out', async () => {
    const kid = (await verifiedStudent(t.app, 'Esha Gupta')).token;
    const id = await newSession(kid);
    const url = `/api/v1/practice/${id}/question/try-steps/solve-with-us?language=hi`;
    const open = await call<{ steps: { fibs_text: string; fibs: unknown[] }[] }>('GET', url, kid);
    expect(open.body.steps[0]).toMatchObject({ fibs_text: 'कौन-से अभाज्य दोनों को बाँटते हैं?' });
    expect(open.body.steps[0]!.fibs).toHaveLength(3);
    expect((await call('POST', url, kid, { answers: ['A'], step_index: 0 })).body).toMatchObject({ step_result: { status: 'correct' } });
  });

  it('gives how many learners got a question right only from the minimum number of answers', async () => {
    const kid = (await verifiedStudent(t.app, 'Farhan Ali')).token;
    const acc = () =>
      call<{ question_accuracy: number | null; attempts: number; min_attempts: number }>('GET', '/api/v1/practice/try-accuracy/question_accuracy', kid);
    for (let i = 0; i < QUESTION_ACCURACY_MIN_ATTEMPTS; i++) {
      const id = await newSession(kid);
      await call('POST', `/api/v1/practice/${id}/question/try-accuracy`, kid, submit(i < 5 ? ['B'] : ['A']));
      if (i === 0)
        expect((await acc()).body).toEqual({ question_code: 'try-accuracy', step_index: null, question_accuracy: null, attempts: 1, min_attempts: 20 });
      if (i === QUESTION_ACCURACY_MIN_ATTEMPTS - 2) expect((await acc()).body).toMatchObject({ question_accuracy: null, attempts: 19 });
    }
    expect((await acc()).body).toMatchObject({ question_accuracy: 0.75, attempts: 20 });
  });
});
