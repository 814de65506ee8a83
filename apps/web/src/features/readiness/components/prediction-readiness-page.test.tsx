import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { PredictionReadinessPage } from './prediction-readiness-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const EXAM = { code: 'jee-main', name: 'JEE Main', goal_code: 'preug' };
const PROFILE = '0b6f5a52-1d1f-4f7e-9c4f-1a2b3c4d5e6f';
const REFERENCE = {
  kind: 'reference',
  name: 'JEE Main 2024 marks vs percentile',
  source: 'Sakshi Education',
  attempts: 12,
  min_own_attempts: 1000,
};
const AS_OF = {
  computed_at: '2026-11-27T08:00:00.000Z',
  concepts_practised: 14,
  attempts: 120,
  chapters: 3,
  chapters_with_evidence: 2,
  tests: 1,
  diagnostic_tests: 0,
  papers: 4,
  last_practice_at: '2026-11-26T08:00:00.000Z',
  last_test_at: null,
  test_weight: 0.3,
};
const READY = {
  status: 'ready',
  exam: EXAM,
  profile_id: PROFILE,
  prediction_id: 'p1',
  predicted_score: 151.4,
  interval: [142.2, 168.1],
  coverage: 0.8,
  max_marks: 300,
  min_marks: -75,
  predicted_percentile: 97.8,
  percentile_interval: [97.1, 98.6],
  percentile_source: REFERENCE,
  subjects: [
    { code: 'physics', name: 'Physics', mastery: 0.62, contribution: 60, max_marks: 100 },
    { code: 'chemistry', name: 'Chemistry', mastery: 0.41, contribution: 40, max_marks: 100 },
  ],
  chapters: [
    {
      code: 'phy-rot',
      name: 'Rotational Motion',
      subject: 'physics',
      weight: 0.1,
      mastery: 0.7,
      concepts_practised: 4,
      attempts: 30,
      contribution: 21,
      max_marks: 30,
      practice_url: '/practice?mode=Normal&lm_code=phy-rot&lm_level=chapter',
    },
  ],
  as_of: AS_OF,
};
const HISTORY = {
  exam: EXAM,
  profile_id: PROFILE,
  track_record: [
    {
      session_id: 's1',
      test_code: 'jee-main-2024-s1',
      test_name: 'JEE Main 2024 Shift 1',
      finished_at: '2026-11-20T08:00:00.000Z',
      score: 151,
      max_marks: 300,
      predicted: 155,
      low: 142,
      high: 168,
      predicted_at: '2026-11-19T08:00:00.000Z',
      inside: true,
    },
  ],
  inside_share: 1,
  predictions: [],
};
const props = { examCode: 'jee-main', goalCode: 'preug' };

describe('PredictionReadinessPage', () => {
  it('shows a labelled skeleton while loading, then the score with its range in words, percentile source, parts and track record', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = mockApi({
      '/api/achieve/readiness/current': async () => {
        await gate;
        return jsonResponse(200, READY);
      },
      '/api/achieve/readiness/history': HISTORY,
    });
    renderWithApp(<PredictionReadinessPage {...props} />, { path: '/achieve/prediction-readiness' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prediction and readiness' })).toBeInTheDocument();
    expect(screen.getByTestId('readiness-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Working out your prediction…');
    release();

    expect((await screen.findAllByText('151 of 300')).length).toBeGreaterThan(0);
    const alt = 'Predicted 151 of 300; 80% likely between 142 and 168.';
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    expect(screen.getByText(alt)).toBeInTheDocument();
    expect(screen.getByText('Percentile about 97.8 (between 97.1 and 98.6)')).toBeInTheDocument();
    expect(screen.getByTestId('percentile-source')).toHaveTextContent('Percentile from a published table: JEE Main 2024 marks vs percentile.');
    expect(screen.getByTestId('percentile-source')).toHaveTextContent('Source: Sakshi Education');

    const subjects = screen.getByRole('list', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('listitem')).toHaveLength(2);
    expect(within(subjects).getByRole('progressbar', { name: 'Physics: mastery 62%' })).toBeInTheDocument();
    expect(within(subjects).getByText('60 of 100 marks')).toBeInTheDocument();
    const chapters = screen.getByRole('list', { name: 'Chapters' });
    expect(within(chapters).getByRole('link', { name: 'Practise Rotational Motion' }).getAttribute('href')).toContain('lm_code=phy-rot');

    expect(await screen.findByRole('heading', { name: 'How our predictions did' })).toBeInTheDocument();
    expect(screen.getByText('1 of 1 test scores fell inside the predicted range.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /JEE Main 2024 Shift 1/ });
    expect(within(row).getByText('142–168')).toBeInTheDocument();
    expect(within(row).getByText('Inside')).toBeInTheDocument();

    const url = requestedUrls(fetchMock).find((u) => u.pathname === '/api/achieve/readiness/current')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ exam_code: 'jee-main', goal_code: 'preug', locale: 'en' });
  });

  it('says to practise or take a test first when there is nothing to predict from', async () => {
    mockApi({
      '/api/achieve/readiness/current': {
        ...READY,
        status: 'empty',
        prediction_id: null,
        predicted_score: null,
        interval: null,
        min_marks: null,
        predicted_percentile: null,
        percentile_interval: null,
        subjects: [],
        chapters: [],
      },
      '/api/achieve/readiness/history': { ...HISTORY, track_record: [], inside_share: null },
    });
    renderWithApp(<PredictionReadinessPage {...props} />, { path: '/achieve/prediction-readiness' });
    expect(await screen.findByRole('heading', { name: 'Nothing to predict from yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to practice' })).toHaveAttribute('href', '/practice/home');
    expect(screen.getByRole('link', { name: 'Take a test' })).toHaveAttribute('href', '/test/home');
  });

  it('says when there is no percentile, and shows an error with Try again', async () => {
    let fail = true;
    mockApi({
      '/api/achieve/readiness/current': () =>
        fail
          ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } })
          : jsonResponse(200, {
              ...READY,
              predicted_percentile: null,
              percentile_interval: null,
              percentile_source: { ...REFERENCE, kind: 'none', name: null, source: null },
            }),
      '/api/achieve/readiness/history': HISTORY,
    });
    renderWithApp(<PredictionReadinessPage {...props} />, { path: '/achieve/prediction-readiness' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your prediction');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('percentile-source')).toHaveTextContent('No percentile');
    expect(screen.queryByText(/Percentile about/)).not.toBeInTheDocument();
  });
});
