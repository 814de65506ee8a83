import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useCustomTestStore } from '../stores/custom-test-store.ts';
import { LEARNING_MAP_FIXTURE } from '../test-fixtures.ts';
import { CreateTestPage } from './create-test-page.tsx';

const CREATED = {
  code: 'custom-7f3a',
  name: 'My revision test',
  duration: 900,
  question_count: 10,
  max_marks: 40,
  sections: [{ code: 'physics', name: 'Physics', question_count: 10 }],
};

beforeEach(() => {
  sessionStorage.clear();
  useCustomTestStore.getState().reset();
});
afterEach(() => vi.unstubAllGlobals());

const postedBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes('/api/v1/test/custom') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Walks the steps: Physics with all its chapters, then settings 10 questions, 15 minutes, Hard. */
async function chooseAndSet() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: /Physics/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Select all chapters of Physics' }));
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const count = await screen.findByRole('textbox', { name: /Number of questions/ });
  await user.clear(count);
  await user.type(count, '10');
  const minutes = screen.getByRole('textbox', { name: /Time in minutes/ });
  await user.clear(minutes);
  await user.type(minutes, '15');
  await user.click(screen.getByRole('radio', { name: 'Hard' }));
  await user.type(screen.getByRole('textbox', { name: 'Test name (optional)' }), 'My revision test');
  await user.click(screen.getByRole('button', { name: 'Create test' }));
  return user;
}

describe('/create-your-test/{step} (learning.md §2–§4 Create-your-own-test)', () => {
  it('walks subjects → chapters → settings, posts the chosen body and opens the new test', { timeout: 20_000 }, async () => {
    const fetchMock = mockApi({ '/api/content/learning-map': LEARNING_MAP_FIXTURE, '/api/v1/test/custom': () => jsonResponse(201, CREATED) });
    const { router } = renderWithApp(<CreateTestPage examCode="jee-main" examName="JEE Main" />, { path: '/create-your-test/select-subjects' });
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', (e) => visited.push(e.toLocation.pathname));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose subjects' })).toBeInTheDocument();
    // Next without a subject explains what is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one subject to continue.');
    await chooseAndSet();

    // The test harness renders this page on every path; the app shows the CBT there.
    await waitFor(() => expect(visited).toContain('/mock-test/custom-7f3a/session'));
    expect(visited.slice(0, 2)).toEqual(['/create-your-test/select-chapters', '/create-your-test/settings']);
    expect(postedBodies(fetchMock)).toEqual([
      {
        name: 'My revision test',
        subjects: [{ code: 'physics', chapters: ['phy-11-02', 'phy-11-03', 'phy-12-01'] }],
        question_count: 10,
        duration_s: 900,
        difficulty: 'hard',
      },
    ]);
    const learningMap = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname === '/api/content/learning-map');
    expect(learningMap?.searchParams.get('exam')).toBe('jee-main');
  });

  it('keeps the choices when going Back, and unselecting a subject clears its chapters', { timeout: 20_000 }, async () => {
    mockApi({ '/api/content/learning-map': LEARNING_MAP_FIXTURE });
    const { router } = renderWithApp(<CreateTestPage examCode="jee-main" examName="JEE Main" />, { path: '/create-your-test/select-subjects' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Physics/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Laws of Motion' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-your-test/select-subjects'));
    const physics = await screen.findByRole('checkbox', { name: /Physics/ });
    expect(physics).toHaveAccessibleName(/1 of 3 chapters selected/);
    await user.click(physics);
    expect(screen.getByRole('checkbox', { name: /Physics/ })).toHaveAccessibleName(/0 of 3 chapters selected/);
    expect(screen.getByRole('checkbox', { name: /Physics/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('explains a 409 NOT_ENOUGH_QUESTIONS and leads back to the chapters', { timeout: 20_000 }, async () => {
    mockApi({
      '/api/content/learning-map': LEARNING_MAP_FIXTURE,
      '/api/v1/test/custom': () => jsonResponse(409, { error: { code: 'NOT_ENOUGH_QUESTIONS', message: 'x' } }),
    });
    const { router } = renderWithApp(<CreateTestPage examCode="jee-main" examName="JEE Main" />, { path: '/create-your-test/select-subjects' });
    const user = await chooseAndSet();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not enough questions for this test')).toBeInTheDocument();
    expect(alert).toHaveTextContent(/Choose more chapters, set the difficulty to Mixed, or allow more question types/);
    expect(router.state.location.pathname).toBe('/create-your-test/settings');
    await user.click(within(alert).getByRole('button', { name: 'Choose more chapters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-your-test/select-chapters'));
    // The choices survived the failed attempt.
    expect(await screen.findByText('3 of 3 selected')).toBeInTheDocument();
  });

  it('names the chapters a 400 UNKNOWN_CHAPTER refused', { timeout: 20_000 }, async () => {
    mockApi({
      '/api/content/learning-map': LEARNING_MAP_FIXTURE,
      '/api/v1/test/custom': () =>
        jsonResponse(400, { error: { code: 'UNKNOWN_CHAPTER', message: 'x', details: [{ path: 'subjects[0].chapters[1]', message: 'not a chapter' }] } }),
    });
    renderWithApp(<CreateTestPage examCode="jee-main" examName="JEE Main" />, { path: '/create-your-test/select-subjects' });
    await chooseAndSet();
    expect(await screen.findByRole('alert')).toHaveTextContent('These chapters are no longer in the syllabus: Laws of Motion.');
  });

  it('opens the first step for an unknown step and asks for an exam when the profile has none', async () => {
    const fetchMock = mockApi({});
    const { router } = renderWithApp(<CreateTestPage examCode="" examName="" />, { path: '/create-your-test/nope' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-your-test/select-subjects'));
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
