import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { answer, question, retryAnswer, session, SESSION_ID, summary, swu } from '../test-fixtures.ts';
import { BASE, baseRoutes, PATH, server } from '../test-server.ts';
import { PracticeScreen } from './practice-page.tsx';

// Issue 15: second tries (question and solve-with-us step), practice jargon explained, and a
// session that resumes where it was.

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/practice: second tries, terms explained, resuming (issue 15)', () => {
  it('gives a wrong answer one more try before the answer is shown, and then shows it once', async () => {
    let tries = 0;
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q1'))]),
      [`POST ${BASE}/question/q1`]: () => jsonResponse(200, (tries += 1) === 1 ? retryAnswer('A') : answer(false, { selected_answer_csv: 'C', tries: 2 })),
      'GET /api/v1/practice/q1/question_accuracy': () =>
        jsonResponse(200, { question_code: 'q1', step_index: null, question_accuracy: null, attempts: 3, min_attempts: 20 }),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('radio', { name: /^A/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    // No answer yet: one more try, with the hint and "show the answer" on offer.
    expect(await screen.findByRole('heading', { name: 'Not quite. Try once more.' })).toBeInTheDocument();
    expect(screen.queryByTestId('answer-result')).toBeNull();
    expect(screen.queryByText(/Correct answer/)).toBeNull();
    expect(within(screen.getByTestId('second-try')).getByRole('button', { name: 'Hint' })).toBeInTheDocument();
    expect(within(screen.getByTestId('second-try')).getByRole('button', { name: 'Show the answer' })).toBeInTheDocument();
    // The same answer again is not a second try.
    expect(screen.getByRole('button', { name: 'Check my second try' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^C/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my second try' }));
    expect(await screen.findByRole('heading', { name: 'Not quite.' })).toBeInTheDocument();
    expect(screen.getByTestId('second-try')).toBeInTheDocument();
    expect(screen.getByText('No embiums for this one. Keep going!')).toBeInTheDocument();
    // The correct answer is marked in the question, and not repeated under the result.
    expect(screen.getAllByText('Correct answer')).toHaveLength(1);
    expect(screen.queryByTestId('correct-answer')).toBeNull();
    expect(await screen.findByTestId('question-accuracy')).toHaveTextContent('Too few learners have tried this question yet');
    const submits = srv.calls.filter((c) => c.url.pathname === `${BASE}/question/q1`);
    expect(submits.map((c) => (c.body as { event_info?: { selected_answer?: unknown } }[])[1]!.event_info!.selected_answer)).toEqual([['A'], ['C']]);
  });

  it('explains a badge and embiums the first time they show, and always behind a help button', async () => {
    server({
      ...baseRoutes([() => jsonResponse(200, question('q1')), () => jsonResponse(200, question('q2', {}, 2))]),
      [`POST ${BASE}/question/q1`]: () => jsonResponse(200, answer(true, { attemptTypeBadge: 'TooFastCorrect' })),
      [`POST ${BASE}/question/q2`]: () => jsonResponse(200, answer(true, { attemptTypeBadge: 'TooFastCorrect' })),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('radio', { name: /^B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByTestId('term-note-badge.TooFastCorrect')).toHaveTextContent('much faster than the question needs');
    expect(screen.getByTestId('term-note-embium')).toHaveTextContent('Embiums are points you earn in practice');
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await screen.findByText('What is 2 + 2? (q2)');
    await userEvent.click(screen.getByRole('radio', { name: /^B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByTestId('answer-result');
    // Seen before: no note now, but the help button explains it and links to the help desk.
    expect(screen.queryByTestId('term-note-badge.TooFastCorrect')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'What does “Too fast, correct” mean?' }));
    expect(await screen.findByText(/Make sure it was not a lucky guess/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More in Help' })).toHaveAttribute('href', '/helpdesk#practice-terms');
  });

  it('gives a wrong step one more try, with the option tried set aside, before the step is shown', async () => {
    const retried = swu(0);
    retried.steps[0] = { ...retried.steps[0]!, retry: true, tries_left: 1, user_attempt: { selected_answers: ['B'], start_time: 0 } };
    retried.step_result = { step_index: 0, status: 'retry' };
    let posts = 0;
    server({
      ...baseRoutes([() => jsonResponse(200, question('q1', { hasSolveWithUs: true }))]),
      [`GET ${BASE}/question/q1/solve-with-us`]: () => jsonResponse(200, swu(0)),
      [`POST ${BASE}/question/q1/solve-with-us`]: () => jsonResponse(200, (posts += 1) === 1 ? retried : swu(1)),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Solve with us' }));
    const panel = await screen.findByTestId('solve-with-us');
    await userEvent.click(await within(panel).findByRole('radio', { name: 'wrong 1' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Check step' }));
    expect(await within(panel).findByTestId('swu-retry-0')).toHaveTextContent('Not right yet. You have one more try at this step.');
    expect(within(panel).getByRole('radio', { name: /wrong 1/ })).toBeDisabled();
    expect(within(panel).queryByText('Answer:')).toBeNull();
    await userEvent.click(within(panel).getByRole('radio', { name: 'right 1' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Check step' }));
    expect(await within(panel).findByText('Step text 2')).toBeInTheDocument();
  });

  it('keeps the session in the URL and resumes it on the question that was on screen, with its result', async () => {
    const answered = { ...question('q1', {}, 1), attempt: answer(true) };
    const first = server({
      ...baseRoutes([() => jsonResponse(200, question('q1'))]),
      [`POST ${BASE}/question/q1`]: () => jsonResponse(200, answer(true)),
    });
    const one = renderWithApp(<PracticeScreen />, { path: PATH });
    await screen.findByText('What is 2 + 2? (q1)');
    await waitFor(() => expect(one.router.state.location.search).toMatchObject({ session_id: SESSION_ID, lm_code: 'ncert-10-mathematics-ch01' }));
    await userEvent.click(screen.getByRole('radio', { name: /^B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByRole('heading', { name: 'Correct! Well done.' });
    const sentBefore = Math.max(...first.events().map((e) => e.eorder));
    one.unmount();
    vi.unstubAllGlobals();

    // Opening the same practice again (no session id in its link) resumes the session.
    const again = server({
      [`GET ${BASE}`]: () => jsonResponse(200, { ...session, last_eorder: 2 }),
      [`GET ${BASE}/question`]: (url) =>
        jsonResponse(200, url.searchParams.get('questionCode') === 'q1' && !url.searchParams.has('nextQuestion') ? answered : question('q9', {}, 2)),
      [`GET ${BASE}/summary`]: () => jsonResponse(200, summary),
    });
    renderWithApp(<PracticeScreen />, { path: PATH });
    expect(await screen.findByText('What is 2 + 2? (q1)')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 9')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Correct! Well done.' })).toBeInTheDocument();
    expect(again.calls.filter((c) => c.url.pathname === '/api/v1/practice/session')).toHaveLength(0);
    expect(again.events().map((e) => e.type)).not.toContain('start_session');
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('What is 2 + 2? (q9)')).toBeInTheDocument();
    // Its events go on after the ones this device sent before.
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(again.events().map((e) => e.type)).toContain('skip_question'));
    expect(again.events().find((e) => e.type === 'skip_question')!.eorder).toBeGreaterThan(sentBefore);
  });

  it('starts a new session when the one in the URL has ended or is not this profile’s', async () => {
    const srv = server({
      ...baseRoutes([() => jsonResponse(200, question('q1'))]),
      [`GET /api/v1/practice/0190f5a2-9999-7000-8000-000000000009`]: () => jsonResponse(200, { ...session, ended: true }),
    });
    renderWithApp(<PracticeScreen />, { path: `${PATH}&session_id=0190f5a2-9999-7000-8000-000000000009` });
    await screen.findByText('What is 2 + 2? (q1)');
    expect(srv.calls.filter((c) => c.url.pathname === '/api/v1/practice/session')).toHaveLength(1);
    expect(srv.events().map((e) => e.type)).toContain('start_session');
  });
});
