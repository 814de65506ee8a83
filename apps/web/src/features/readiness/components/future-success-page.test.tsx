import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { FutureSuccessPage } from './future-success-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SOURCE = { kind: 'reference', name: 'JEE Main 2024 marks vs percentile', source: 'Sakshi Education', attempts: 0, min_own_attempts: 1000 };
const READY = {
  status: 'ready',
  exam: { code: 'jee-main', name: 'JEE Main', goal_code: 'preug' },
  profile_id: '0b6f5a52-1d1f-4f7e-9c4f-1a2b3c4d5e6f',
  predicted_score: 151,
  interval: [142, 168],
  max_marks: 300,
  percentile_interval: [97.1, 98.6],
  rank_range: { best: 19741, worst: 40891 },
  candidates: { count: 1410000, year: 2024, source: 'NTA via PTI' },
  percentile_source: SOURCE,
  what_if: [
    {
      chapter_code: 'phy-rot',
      chapter_name: 'Rotational Motion',
      subject: 'Physics',
      mastery: 0.3,
      mastery_after: 0.6,
      marks_per_hour: 4.25,
      practice_url: '/practice?lm_code=phy-rot',
    },
    {
      chapter_code: 'che-eq',
      chapter_name: 'Equilibrium',
      subject: 'Chemistry',
      mastery: 0.4,
      mastery_after: 0.65,
      marks_per_hour: 3.1,
      practice_url: '/practice?lm_code=che-eq',
    },
    {
      chapter_code: 'mat-int',
      chapter_name: 'Integrals',
      subject: 'Mathematics',
      mastery: 0.5,
      mastery_after: 0.7,
      marks_per_hour: 2,
      practice_url: '/practice?lm_code=mat-int',
    },
  ],
};
const props = { examCode: 'jee-main', goalCode: 'preug' };

describe('FutureSuccessPage', () => {
  it('loads, then shows the rank range with its candidates and three what-if chapters with Practise links', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockApi({
      '/api/futureSuccess': async () => {
        await gate;
        return jsonResponse(200, READY);
      },
    });
    renderWithApp(<FutureSuccessPage {...props} />, { path: '/achieve/future-success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Future success' })).toBeInTheDocument();
    expect(screen.getByTestId('readiness-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Rank 19,741 to 40,891')).toBeInTheDocument();
    expect(screen.getByText('Among about 14,10,000 candidates of 2024.')).toBeInTheDocument();
    expect(screen.getByText('Source: NTA via PTI')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Three chapters that would help most' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('About 4.3 marks per hour of practice (mastery 30% → 60%)')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Practise Rotational Motion' })).toHaveAttribute('href', '/practice?lm_code=phy-rot');
  });

  it('says there is no rank without a percentile, and shows the empty state with nothing to predict from', async () => {
    mockApi({
      '/api/futureSuccess': { ...READY, rank_range: null, candidates: null, percentile_interval: null, percentile_source: { ...SOURCE, kind: 'none' } },
    });
    const { unmount } = renderWithApp(<FutureSuccessPage {...props} />, { path: '/achieve/future-success' });
    expect(await screen.findByText(/No rank range/)).toBeInTheDocument();
    unmount();
    mockApi({
      '/api/futureSuccess': {
        ...READY,
        status: 'empty',
        predicted_score: null,
        interval: null,
        rank_range: null,
        candidates: null,
        percentile_interval: null,
        what_if: [],
      },
    });
    renderWithApp(<FutureSuccessPage {...props} />, { path: '/achieve/future-success' });
    expect(await screen.findByRole('heading', { name: 'Nothing to predict from yet' })).toBeInTheDocument();
  });
});
