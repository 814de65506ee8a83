import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { answer, intervention, question, SESSION_ID, swu } from '../test-fixtures.ts';
import { BASE, baseRoutes, PATH, server } from '../test-server.ts';
import { PracticeScreen } from './practice-page.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/practice (learning.md §2 Practice, §4)', () => {
  it('starts a session from the URL, answers with a hint and shows the result, then asks for the next question', async () => {
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q1')), () => jsonResponse(200, question('q2', {}, 2))]),
      [`POST ${BASE}/question/q1`]: () => jsonResponse(200, answer(true, { hintUsed: true })),
      'GET /api/v1/practice/q1/question_accuracy': () =>
        jsonResponse(200, { question_code: 'q1', step_index: null, question_accuracy: 0.625, attempts: 40, min_attempts: 20 }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });

    expect(await screen.findByText('What is 2 + 2? (q1)')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 9')).toBeInTheDocument();
    // One of the session's two guide messages greets the first question.
    expect(screen.getByTestId('practice-guide')).toHaveTextContent(/Read the question twice|Stuck\? Open a hint/);
    const created = srv.calls.find((c) => c.url.pathname === '/api/v1/practice/session')!;
    expect(created.body).toMatchObject({ type: 'Normal', title: 'Real Numbers', learning_map: { bundle_code: 'ncert-10-mathematics-ch01', level: 'chapter' } });

    // Hints open one at a time.
    await userEvent.click(screen.getByRole('button', { name: 'Hint' }));
    const panel = screen.getByTestId('hint-panel');
    expect(within(panel).getByText('Count on your fingers.')).toBeInTheDocument();
    expect(within(panel).queryByText('It is even.')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show the next hint' }));
    expect(within(panel).getByText('It is even.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Correct! Well done.' })).toBeInTheDocument();
    expect(screen.getByTestId('attempt-badge')).toHaveTextContent('Correct');
    expect(screen.getByTestId('silver-earned')).toHaveTextContent('+10 silver embiums');
    expect(await screen.findByTestId('question-accuracy')).toHaveTextContent('63% of learners got this right');

    const submit = srv.calls.find((c) => c.url.pathname === `${BASE}/question/q1`)!;
    const [view, sent] = submit.body as { event_type: string; eorder: number; event_info?: Record<string, unknown> }[];
    expect(view!.event_type).toBe('view');
    expect(sent).toMatchObject({ event_type: 'submit', event_info: { selected_answer: ['B'], hint_used: true } });
    expect(sent!.eorder).toBeGreaterThan(view!.eorder);
    expect(srv.events().map((e) => e.type)).toEqual(expect.arrayContaining(['start_session', 'show_hint', 'correct_answer']));

    // The full solution after answering, then the next question.
    await userEvent.click(screen.getByRole('button', { name: 'Full solution' }));
    expect(within(screen.getByTestId('full-solution')).getByText('four')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('What is 2 + 2? (q2)')).toBeInTheDocument();
    const next = requestedUrls(vi.mocked(fetch))
      .filter((u) => u.pathname === `${BASE}/question`)
      .at(-1)!;
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ questionCode: 'q1', nextQuestion: 'true' });
  });

  it('guided journey: posts the question-start call before the first question and the step progress after an answer', async () => {
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q1'))]),
      [`POST ${BASE}/question`]: () => jsonResponse(200, question('q1')),
      [`POST ${BASE}/question/q1`]: () => jsonResponse(200, answer(true)),
      'POST /api/achieve/update_paj': () => jsonResponse(200, { success: true }),
    });
    renderWithApp(<PracticeScreen />, {
      path: '/practice?mode=PAJPractice&questionCode=q1&paj_id=p1&paj_step_index=2&paj_step_path=main&call_id=c9&object_type=question',
    });
    await screen.findByText('What is 2 + 2? (q1)');
    const order = srv.calls.map((c) => `${c.method} ${c.url.pathname}`);
    expect(order.indexOf(`POST ${BASE}/question`)).toBeGreaterThan(-1);
    expect(order.indexOf(`POST ${BASE}/question`)).toBeLessThan(order.indexOf(`GET ${BASE}/question`));
    const start = srv.calls.find((c) => c.method === 'POST' && c.url.pathname === `${BASE}/question`)!;
    expect(Object.fromEntries(start.url.searchParams)).toMatchObject({ mode: 'PAJPractice', questionCode: 'q1' });
    expect(srv.calls.find((c) => c.url.pathname === '/api/v1/practice/session')!.body).toMatchObject({ type: 'PAJPractice', paj_id: 'p1', questionCode: 'q1' });

    await userEvent.click(screen.getByRole('radio', { name: /^B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByRole('heading', { name: 'Correct! Well done.' });
    await waitFor(() => expect(srv.calls.some((c) => c.url.pathname === '/api/achieve/update_paj')).toBe(true));
    const paj = srv.calls.find((c) => c.url.pathname === '/api/achieve/update_paj')!;
    expect(Object.fromEntries(paj.url.searchParams)).toEqual({
      status: 'completed',
      paj_id: 'p1',
      step_index: '2',
      path_type: 'main',
      object_type: 'question',
      object_id: 'q1',
      call_id: 'c9',
    });
  });

  it('creates the session of a school assignment with its homework, school and class ids (issue 23 §2)', async () => {
    const srv = server(baseRoutes([() => jsonResponse(200, question('q1'))]));
    renderWithApp(<PracticeScreen />, { path: `${PATH}&homework_id=hw-1&school_id=inst-1&class_id=cls-1` });
    expect(await screen.findByText('What is 2 + 2? (q1)')).toBeInTheDocument();
    const created = srv.calls.find((c) => c.url.pathname === '/api/v1/practice/session')!;
    expect(created.body).toMatchObject({ type: 'Normal', homework_id: 'hw-1', school_id: 'inst-1', class_id: 'cls-1' });
  });

  it('skips with skipQuestion=true', async () => {
    server(baseRoutes([() => jsonResponse(200, question('q1')), () => jsonResponse(200, question('q2'))]));
    renderWithApp(<PracticeScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('What is 2 + 2? (q2)')).toBeInTheDocument();
    const skip = requestedUrls(vi.mocked(fetch))
      .filter((u) => u.pathname === `${BASE}/question`)
      .at(-1)!;
    expect(Object.fromEntries(skip.searchParams)).toMatchObject({ questionCode: 'q1', skipQuestion: 'true' });
  });

  it('shows the exhausted state on 204', async () => {
    server(baseRoutes([() => new Response(null, { status: 204 })]));
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByText('You have practised every question here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the chapter' })).toHaveAttribute('href', '/practice/summary/ncert-10-mathematics-ch01');
  });

  it('shows the Learn Intervention with its video and records the recommendation; Continue fetches the next question', async () => {
    const srv = server(baseRoutes([() => jsonResponse(200, intervention), () => jsonResponse(200, question('q5'))]));
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByRole('heading', { name: "Let's revisit this concept" })).toBeInTheDocument();
    expect(screen.getByText(/HCF and LCM needs another look/)).toBeInTheDocument();
    expect(screen.getByTestId('intervention-video')).toHaveAttribute('href', '/video/summary/abhyas-clip-10-math-hcf-lcm');
    expect(screen.getByRole('link', { name: 'Read: Real Numbers: the notes' })).toHaveAttribute('href', '/learn/summary/ncert-10-mathematics-ch01#notes');
    await waitFor(() => expect(srv.events().map((e) => e.type)).toContain('intervention_recommended'));
    const settle = srv.calls.find((c) => c.url.pathname.startsWith(`${BASE}/intervention/`));
    expect(settle?.body).toEqual({ action: 'recommended' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue practice' }));
    expect(await screen.findByText('What is 2 + 2? (q5)')).toBeInTheDocument();
  });

  it('offers the chapter notes when the concept has no video', async () => {
    const notesOnly = { ...intervention, concepts: [{ ...intervention.concepts[0]!, conceptVideos: [] }] };
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, notesOnly)]),
      'GET /api/content/concept/content': () => jsonResponse(200, { data: [{ concept_code: 'k1', videos: [] }] }),
      'GET /api/content/concepts': () => jsonResponse(200, { data: [] }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByRole('link', { name: 'Read: Real Numbers: the notes' })).toHaveAttribute(
      'href',
      '/learn/summary/ncert-10-mathematics-ch01#notes',
    );
    expect(screen.queryByText('Recommended videos')).not.toBeInTheDocument();
    await waitFor(() => expect(srv.events().map((e) => e.type)).toContain('intervention_recommended'));
  });

  it('skips an intervention without videos or notes and shows the next question', async () => {
    const none = { ...intervention, concepts: [{ ...intervention.concepts[0]!, conceptVideos: [], chapter_notes: null }] };
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, none), () => jsonResponse(200, question('q6'))]),
      'GET /api/content/concept/content': () => jsonResponse(200, { data: [{ concept_code: 'k1', videos: [] }] }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByText('What is 2 + 2? (q6)')).toBeInTheDocument();
    expect(srv.events().map((e) => e.type)).toContain('intervention_skipped');
  });

  it("falls back to the videos of the concept's topic when no video is tagged with the concept", async () => {
    const none = { ...intervention, concepts: [{ ...intervention.concepts[0]!, conceptVideos: [], chapter_notes: null }] };
    const video = intervention.concepts[0]!.conceptVideos[0]!;
    server({
      ...baseRoutes([() => jsonResponse(200, none)]),
      'GET /api/content/concept/content': () => jsonResponse(200, { data: [{ concept_code: 'k1', videos: [] }] }),
      'GET /api/content/concepts': () =>
        jsonResponse(200, { data: [{ code: 'k1', name: 'HCF', topic_code: 't1', chapter_code: 'c1', subject: 'mathematics', videos: [] }] }),
      'GET /api/content/topics/content': (url) =>
        jsonResponse(200, {
          data: [{ lm_code: url.searchParams.get('lm_codes'), level: 'topic', name: 'T', concepts: [], videos: [video], question_count: 3 }],
        }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByTestId('intervention-video')).toHaveAttribute('href', `/video/summary/${video.code}`);
  });

  it('walks through Solve with us step by step; completion shows Next', async () => {
    let step = 0;
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q1', { hasSolveWithUs: true }))]),
      [`GET ${BASE}/question/q1/solve-with-us`]: () => jsonResponse(200, swu(0)),
      [`POST ${BASE}/question/q1/solve-with-us`]: () => {
        step += 1;
        return jsonResponse(200, step >= 2 ? swu(1, true) : swu(1));
      },
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Solve with us' }));
    const panel = await screen.findByTestId('solve-with-us');
    expect(await within(panel).findByText('Step text 1')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('radio', { name: 'right 1' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Check step' }));
    expect(await within(panel).findByText('Step text 2')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('radio', { name: 'right 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Check step' }));
    expect(await within(panel).findByTestId('swu-complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeInTheDocument();
    const posts = srv.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/solve-with-us'));
    expect(posts.map((p) => p.body)).toMatchObject([
      { answers: ['A'], step_index: 0 },
      { answers: ['A'], step_index: 1 },
    ]);
    expect((posts[0]!.body as { start_time: number }).start_time % 1000).toBe(0);
    // Completion loads the summary again.
    expect(srv.calls.filter((c) => c.url.pathname === `${BASE}/summary`).length).toBeGreaterThanOrEqual(2);
  });

  it('reports a failed call to the error endpoint and shows the message with Try again', async () => {
    const srv = server({
      'POST /api/v1/practice/session': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByText('Our server had a problem. Please try again in a moment.')).toBeInTheDocument();
    await waitFor(() => expect(srv.calls.some((c) => c.url.pathname === '/api/v1/practice/errors')).toBe(true));
    const report = srv.calls.find((c) => c.url.pathname === '/api/v1/practice/errors')!;
    expect(report.body).toEqual({
      error_code: '500',
      error_type: 'INTERNAL',
      label: '/api/v1/practice/session',
      screen_name: 'Practice Taking',
      module_name: 'Practice',
      feature_name: 'NA',
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says which test seals the questions when practice is refused (409 ANSWER_KEY_SEALED)', async () => {
    server({
      'POST /api/v1/practice/session': () =>
        jsonResponse(409, {
          error: {
            code: 'ANSWER_KEY_SEALED',
            message: 'sealed',
            details: [
              { path: 'test_code', message: 'test-mock-1' },
              { path: 'test_name', message: 'Real Numbers quiz' },
              { path: 'reason', message: 'open_session' },
              { path: 'sealed_until', message: '2026-12-01T04:00:00.000Z' },
            ],
          },
        }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(
      await screen.findByText(
        'These questions belong to “Real Numbers quiz”, which is being taken on your account right now. Practise them once that test is submitted.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Our server had a problem. Please try again in a moment.')).toBeNull();
  });

  it('asks before ending, then goes to the session summary', async () => {
    const srv = server(baseRoutes([() => jsonResponse(200, question('q1'))]));
    const { router } = renderWithApp(<PracticeScreen />, { path: PATH });
    await screen.findByText('What is 2 + 2? (q1)');
    await userEvent.click(screen.getByRole('button', { name: 'End practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'End practice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep practising' }));
    expect(router.state.location.pathname).toBe('/practice');
    await userEvent.click(screen.getByRole('button', { name: 'End practice' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End practice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice/session-summary'));
    expect(router.state.location.search).toMatchObject({ session_id: SESSION_ID, title: 'Real Numbers' });
    expect(srv.events().map((e) => e.type)).toContain('finish_session');
    // The page being left opens nothing for the summary's query (issue 15: every "End practice" answered 400).
    await new Promise((r) => setTimeout(r, 50));
    expect(srv.calls.filter((c) => c.url.pathname === '/api/v1/practice/session')).toHaveLength(1);
    expect(String((router.state.location.search as { back?: string }).back)).not.toContain('session_id');
  });
});
