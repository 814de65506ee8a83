import type { Questionnaire } from '@abhyas/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { PRACTICE_STEP, tiles } from '../test-fixtures.ts';
import { nextStep } from './questionnaire-next.tsx';
import { QuestionnairePage } from './questionnaire-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const SESSION = '11111111-2222-4333-8444-555555555555';
const TEST_STEP = { ...PRACTICE_STEP, step_id: 'test:jee-mock-1', kind: 'test' as const, title: 'JEE Main mock 1', minutes: 180, code: 'jee-mock-1' };

function questionnaire(overrides: Partial<Questionnaire> = {}): { data: Questionnaire } {
  return {
    data: {
      session_id: SESSION,
      test_code: 'jee-mock-1',
      test_name: 'JEE Main mock 1',
      status: 'FINISHED',
      question_count: 75,
      answered: 60,
      skipped: 15,
      answer: null,
      ...overrides,
    },
  };
}

const page = (props: Partial<Parameters<typeof QuestionnairePage>[0]> = {}) => (
  <QuestionnairePage sessionId={SESSION} testCode="jee-mock-1" pajId="paj-1" stepId={TEST_STEP.step_id} exam="jee-main" {...props} />
);

/** The JSON body of the first POST to `path`, or null. */
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => new URL(String(input), 'http://x').pathname === path && (init as RequestInit | undefined)?.method === 'POST',
  );
  return call ? (JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>) : null;
};

describe('/achieve/questionnaire (learning.md §4 Session flow, issue 18 §4)', () => {
  it('asks how the test went and why the skipped questions were skipped; sending stores it, marks the test step done and offers the next step', async () => {
    let saved: Record<string, unknown> | null = null;
    const fetchMock = mockApi({
      '/api/achieve/questionnaire': async (url: URL) => {
        const call = fetchMock.mock.calls.at(-1)!;
        const init = call[1] as RequestInit | undefined;
        if (init?.method === 'POST') {
          saved = JSON.parse(String(init.body)) as Record<string, unknown>;
          const answer = { how_it_went: 4, skip_reasons: saved.skip_reasons, note: saved.note ?? null, created_at: 'x', updated_at: 'x' };
          return jsonResponse(200, questionnaire({ answer: answer as Questionnaire['answer'] }));
        }
        expect(url.searchParams.get('session_id')).toBe(SESSION);
        return jsonResponse(200, questionnaire());
      },
      '/api/achieve/paj/progress': {
        data: { paj_id: 'paj-1', today: '2026-11-27', step: { ...TEST_STEP, status: 'done' }, start: { kind: 'test', test_code: 'jee-mock-1' }, changes: [] },
      },
      '/api/achieve/paj/tiles': tiles({
        days: [{ date: '2026-11-27', section: 'today', minutes: 30, steps: [{ ...TEST_STEP, status: 'done' }, PRACTICE_STEP] }],
      }),
      '/api/achieve/paj/step': {
        data: {
          paj_id: 'paj-1',
          today: '2026-11-27',
          step: PRACTICE_STEP,
          start: {
            kind: 'practice',
            practice_session: { type: 'PAJPractice', learning_map: { bundle_code: 'kinematics' }, paj_id: 'paj-1', paj_step_id: 's1' },
          },
          changes: [],
        },
      },
    });
    const { router } = renderWithApp(page());
    expect(await screen.findByRole('heading', { level: 1, name: 'How did the test go?' })).toBeInTheDocument();
    expect(await screen.findByText('JEE Main mock 1')).toBeInTheDocument();
    expect(screen.getByText('60 of 75 questions answered, 15 skipped')).toBeInTheDocument();
    const reasons = screen.getByRole('group', { name: /Why did you skip 15 questions\?/ });
    expect(within(reasons).getAllByRole('checkbox')).toHaveLength(5);

    // How it went is required.
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose how the test went.')).toBeInTheDocument();
    expect(saved).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Well' }));
    fireEvent.click(within(reasons).getByRole('checkbox', { name: 'Another reason' }));
    fireEvent.click(within(reasons).getByRole('checkbox', { name: 'I ran out of time' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us the other reason (optional)' }), { target: { value: ' Long integer sums ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Thanks, your answers are saved.')).toBeInTheDocument();
    // Reasons in the order shown, the note trimmed.
    expect(saved).toEqual({ session_id: SESSION, how_it_went: 4, skip_reasons: ['out_of_time', 'other'], note: 'Long integer sums' });
    await waitFor(() => expect(bodyOf(fetchMock, '/api/achieve/paj/progress')).toMatchObject({ paj_id: 'paj-1', step_id: 'test:jee-mock-1', completed: true }));
    expect(await screen.findByText('The test step of your journey is done.')).toBeInTheDocument();

    const next = await screen.findByRole('region', { name: 'Your next step' });
    expect(within(next).getByText('Kinematics basics')).toBeInTheDocument();
    expect(within(next).getByText('Practice · 30 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See the test's analysis" })).toHaveAttribute('href', `/mock-test/jee-mock-1/analyze?session=${SESSION}`);
    expect(screen.getByRole('link', { name: 'Back to my journey' })).toHaveAttribute('href', '/achieve/home');

    fireEvent.click(within(next).getByRole('button', { name: 'Start: Kinematics basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice'));
    expect(router.state.location.search).toMatchObject({ mode: 'PAJPractice', paj_id: 'paj-1', paj_step_id: 's1' });
  });

  it('Skip stores nothing, still marks the test step done, and leads on', async () => {
    const fetchMock = mockApi({
      '/api/achieve/questionnaire': questionnaire(),
      '/api/achieve/paj/progress': {
        data: { paj_id: 'paj-1', today: '2026-11-27', step: TEST_STEP, start: { kind: 'test', test_code: 'jee-mock-1' }, changes: [] },
      },
      '/api/achieve/paj/tiles': tiles({ days: [{ date: '2026-11-27', section: 'today', minutes: 0, steps: [{ ...TEST_STEP, status: 'done' }] }] }),
    });
    renderWithApp(page());
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('You skipped the questionnaire.')).toBeInTheDocument();
    expect(await screen.findByText('No more steps are planned for now.')).toBeInTheDocument();
    const methods = fetchMock.mock.calls.map(
      ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
    );
    expect(methods).toContain('POST /api/achieve/paj/progress');
    expect(methods).not.toContain('POST /api/achieve/questionnaire');
  });

  it('without skipped questions asks no reasons; a stored answer is shown for updating', async () => {
    mockApi({
      '/api/achieve/questionnaire': questionnaire({
        answered: 75,
        skipped: 0,
        answer: { how_it_went: 5, skip_reasons: [], note: 'Felt ready', created_at: 'x', updated_at: 'x' },
      }),
    });
    renderWithApp(page());
    expect(await screen.findByText('You answered every question: nothing was skipped.')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Very well' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Anything else about this test? (optional)' })).toHaveValue('Felt ready');
    expect(screen.getByRole('button', { name: 'Update and continue' })).toBeInTheDocument();
  });

  it('says when the session is not found, not finished (back to the test in the flow), or missing from the URL', async () => {
    mockApi({ '/api/achieve/questionnaire': () => jsonResponse(404, { error: { code: 'UNKNOWN_SESSION', message: 'No test session' } }) });
    const first = renderWithApp(page());
    expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument();
    first.unmount();

    mockApi({ '/api/achieve/questionnaire': () => jsonResponse(409, { error: { code: 'TEST_NOT_FINISHED', message: 'In progress' } }) });
    const second = renderWithApp(page());
    expect(await screen.findByRole('heading', { name: 'This test is not finished yet' })).toBeInTheDocument();
    const back = new URL(screen.getByRole('link', { name: 'Back to the test' }).getAttribute('href')!, 'http://x');
    expect(back.pathname).toBe('/mock-test/jee-mock-1/session');
    expect(Object.fromEntries(back.searchParams)).toEqual({ flow: 'achieve', paj_id: 'paj-1', paj_step_id: 'test:jee-mock-1' });
    second.unmount();

    renderWithApp(page({ sessionId: '' }));
    expect(await screen.findByRole('heading', { name: 'No test to ask about' })).toBeInTheDocument();
  });

  it('keeps the form and says so when saving fails', async () => {
    mockApi({
      '/api/achieve/questionnaire': (url: URL) =>
        url.searchParams.has('session_id') ? jsonResponse(200, questionnaire()) : jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    renderWithApp(page());
    fireEvent.click(await screen.findByRole('radio', { name: 'Okay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved. Try again.');
    expect(screen.getByRole('radio', { name: 'Okay' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('nextStep', () => {
  it('is the first planned step of today, else of the next day, never the test just taken', () => {
    const t = tiles().data;
    expect(nextStep(t, null)?.step_id).toBe('s1');
    expect(nextStep(t, 's1')?.step_id).toBe('s3');
    expect(nextStep({ ...t, days: t.days.map((d) => ({ ...d, section: 'done' as const })) }, null)).toBeNull();
  });
});
