import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { JEE_TARGET } from '../../achieve/test-fixtures.ts';
import { storedJourneyId } from '../api/journey.ts';
import { tiles } from '../test-fixtures.ts';
import { StartJourneyPage } from './start-journey-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const meta = (target: typeof JEE_TARGET | null) => ({
  data: { goal_code: 'preug', exam_code: 'jee-main', exam_name: 'JEE Main', has_target: target !== null, target },
});

describe('/achieve/start-journey (issue 18 §4)', () => {
  it('without a target: leads to Plan your target', async () => {
    mockApi({ '/api/achieve/exam-user-metadata': meta(null) });
    renderWithApp(<StartJourneyPage goal="preug" exam="jee-main" />);
    expect(await screen.findByRole('link', { name: 'Plan your target' })).toHaveAttribute('href', '/achieve/plan-your-target');
    expect(screen.getByRole('heading', { level: 1, name: 'Start your journey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start my journey' })).not.toBeInTheDocument();
  });

  it('with a target: shows it, generates the journey and goes to /achieve/home', async () => {
    const fetchMock = mockApi({
      '/api/achieve/exam-user-metadata': meta(JEE_TARGET),
      '/api/achieve/paj/generate': () => jsonResponse(200, { data: { ...tiles().data, steps: [] } }),
    });
    const { router } = renderWithApp(<StartJourneyPage goal="preug" exam="jee-main" />);
    expect(await screen.findByText('Your target: 180 of 300 marks on 4 Apr 2027, 90 minutes a day')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start my journey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/achieve/home'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/paj/generate'))!;
    const body: unknown = JSON.parse(String((call[1] as RequestInit).body));
    expect(body).toMatchObject({ exam_code: 'jee-main', goal_code: 'preug' });
    expect(storedJourneyId('jee-main')).toBe('paj-1');
  });

  it('a failed load says so', async () => {
    mockApi({ '/api/achieve/exam-user-metadata': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<StartJourneyPage goal="preug" exam="jee-main" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your journey could not load.');
  });
});
