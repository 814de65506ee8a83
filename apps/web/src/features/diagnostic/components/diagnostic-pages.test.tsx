import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { DiagnosticResultPage } from './diagnostic-result-page.tsx';
import { DiagnosticTestsPage } from './diagnostic-tests-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SESSION = '5b0c8e1e-6a55-4a4f-8d53-1f6f3c1c2a10';
const FINISHED = {
  id: '0b6f5a52-1d1f-4f7e-9c4f-1a2b3c4d5e6f',
  bundle_code: 'diagnostic-0b6f5a52',
  session_id: SESSION,
  status: 'FINISHED',
  created_at: '2026-11-27T05:00:00.000Z',
  finished_at: '2026-11-27T05:40:00.000Z',
  subjects: [
    {
      code: 'physics',
      name: 'Physics',
      questions: 9,
      correct: 9,
      theta: 2.4,
      sd: 0.58,
      band: 'strong',
      stop: 'settled',
      chapters: [{ code: 'phy-kin', name: 'Kinematics', questions: 5, correct: 5, mastery: 0.97 }],
    },
    {
      code: 'chemistry',
      name: 'Chemistry',
      questions: 8,
      correct: 0,
      theta: -2.5,
      sd: 0.59,
      band: 'needs_work',
      stop: 'settled',
      chapters: [{ code: 'che-mole', name: 'Mole Concept', questions: 8, correct: 0, mastery: 0.16 }],
    },
  ],
};
const LIST = {
  exam_code: 'jee-main',
  exam_name: 'JEE Main',
  subjects: [
    { code: 'physics', name: 'Physics', chapters: 2, questions: 60 },
    { code: 'chemistry', name: 'Chemistry', chapters: 1, questions: 30 },
    { code: 'biology', name: 'Biology', chapters: 1, questions: 0 },
  ],
  rules: { min_per_skill: 3, max_per_subject: 25, settled_sd: 0.6, minutes_per_subject: 60 },
  weights_source: 'Chapter weights from 2 real papers of the exam in the bank: Paper A, Paper B',
  weight_papers: ['Paper A', 'Paper B'],
  diagnostics: [] as unknown[],
};
const props = { examCode: 'jee-main', goalCode: 'preug' };

describe('DiagnosticTestsPage', () => {
  it('explains the rules, offers the subjects with questions, and starts a diagnostic of the chosen ones', async () => {
    let posted: unknown = null;
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        posted = JSON.parse(String(init.body));
        return jsonResponse(200, { data: { ...FINISHED, status: 'NOT_STARTED', session_id: null, subjects: [] } });
      }
      return jsonResponse(200, { data: LIST });
    });
    const { router } = renderWithApp(<DiagnosticTestsPage {...props} />, { path: '/achieve/diagnostic-tests' });
    expect(await screen.findByRole('heading', { name: 'Start a diagnostic of JEE Main' })).toBeInTheDocument();
    expect(screen.getByText(/At least 3 questions per subject and at most 25/)).toBeInTheDocument();
    expect(screen.getByTestId('weights-source')).toHaveTextContent('Chapter weights come from 2 real papers of the exam in the bank: Paper A, Paper B.');
    // Biology has no questions: not offered.
    expect(screen.getByRole('checkbox', { name: 'Physics (2 chapters)' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Biology/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chemistry (1 chapter)' }));
    expect(screen.getByText('At most 60 minutes.')).toBeInTheDocument();
    expect(screen.getByText('None yet. Your results will be kept here.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the diagnostic' }));
    await waitFor(() => expect(posted).toMatchObject({ exam_code: 'jee-main', goal_code: 'preug', subjects: ['physics'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mock-test/diagnostic-0b6f5a52/session'));
  });

  it('offers Continue for an open diagnostic and lists finished ones with their levels', async () => {
    mockApi({
      '/api/diagnostic-tests': {
        data: { ...LIST, diagnostics: [{ ...FINISHED, id: 'open', bundle_code: 'diagnostic-open', status: 'STARTED', subjects: [] }, FINISHED] },
      },
    });
    renderWithApp(<DiagnosticTestsPage {...props} />, { path: '/achieve/diagnostic-tests' });
    expect(await screen.findByRole('link', { name: 'Continue the diagnostic' })).toHaveAttribute('href', '/mock-test/diagnostic-open/session');
    expect(screen.queryByRole('button', { name: 'Start the diagnostic' })).not.toBeInTheDocument();
    const earlier = screen.getByRole('link', { name: 'See result' });
    expect(earlier).toHaveAttribute('href', `/achieve/diagnostic-tests/select-tests/${SESSION}`);
    expect(screen.getByText('Needs work')).toBeInTheDocument();
  });

  it('asks for an exam first, and shows a retry on failure', async () => {
    const { unmount } = renderWithApp(<DiagnosticTestsPage examCode="" goalCode="" />, { path: '/achieve/diagnostic-tests' });
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
    unmount();
    mockApi({ '/api/diagnostic-tests': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<DiagnosticTestsPage {...props} />, { path: '/achieve/diagnostic-tests' });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('DiagnosticResultPage', () => {
  it("shows each subject's level, right answers and the chapters' seeded mastery, then what to do next", async () => {
    mockApi({ [`/api/diagnostic-tests/${SESSION}`]: { data: FINISHED } });
    renderWithApp(<DiagnosticResultPage sessionId={SESSION} />, { path: `/achieve/diagnostic-tests/select-tests/${SESSION}` });
    const physics = await screen.findByTestId('diagnostic-subject-physics');
    expect(within(physics).getByText('Strong')).toBeInTheDocument();
    expect(within(physics).getByText('9 of 9 right')).toBeInTheDocument();
    expect(within(physics).getByRole('progressbar', { name: 'Kinematics: mastery 97%' })).toBeInTheDocument();
    const chemistry = screen.getByTestId('diagnostic-subject-chemistry');
    expect(within(chemistry).getByText('Needs work')).toBeInTheDocument();
    expect(within(chemistry).getByText('Mastery 16%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your journey' })).toHaveAttribute('href', '/achieve/start-journey');
    expect(screen.getByRole('link', { name: 'See your readiness' })).toHaveAttribute('href', '/achieve/prediction-readiness');
  });

  it('offers Continue while in progress, and says so for a link that is not the profile’s', async () => {
    mockApi({ [`/api/diagnostic-tests/${SESSION}`]: { data: { ...FINISHED, status: 'STARTED', subjects: [] } } });
    const { unmount } = renderWithApp(<DiagnosticResultPage sessionId={SESSION} />, { path: '/x' });
    expect(await screen.findByRole('link', { name: 'Continue the diagnostic' })).toHaveAttribute('href', '/mock-test/diagnostic-0b6f5a52/session');
    unmount();
    mockApi({});
    renderWithApp(<DiagnosticResultPage sessionId="nope" />, { path: '/x' });
    expect(await screen.findByText('There is no diagnostic with this link for your profile.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
