import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { PROFILE_MOCKTESTS } from '../test-fixtures.ts';
import { TestSummaryPage } from './test-summary-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const show = (code: string, custom = false) => {
  const fetchMock = mockApi({ '/api/content/mocktests': PROFILE_MOCKTESTS });
  renderWithApp(<TestSummaryPage code={code} examCode="jee-main" custom={custom} />);
  return fetchMock;
};

describe('/test/summary/{id} (learning.md §2 Tests)', () => {
  it('shows an open test with its facts and sections, and Start opens the session', async () => {
    const fetchMock = show('jee-main-2024-p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'JEE Main 2024 Paper 1' })).toBeInTheDocument();
    expect(screen.getByText('180 min')).toBeInTheDocument();
    expect(screen.getByText('90 questions')).toBeInTheDocument();
    expect(screen.getByText('300 marks')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start test' })).toHaveAttribute('href', '/mock-test/jee-main-2024-p1/session');
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('exam')).toBe('jee-main');
  });

  it('offers Resume for a started test', async () => {
    show('started-test');
    expect(await screen.findByRole('link', { name: 'Resume test' })).toHaveAttribute('href', '/mock-test/started-test/session');
    expect(screen.queryByRole('link', { name: 'Start test' })).not.toBeInTheDocument();
  });

  it('offers See result for a finished test, the code URL-encoded', async () => {
    show('done test', true);
    expect(await screen.findByRole('link', { name: 'See result' })).toHaveAttribute(
      'href',
      '/mock-test/done%20test/analyze?session=0194d7a0-0000-7000-8000-0000000000bb',
    );
    expect(screen.getByText('Your own test')).toBeInTheDocument();
  });

  it('offers no action for a test that is not open yet, and says why', async () => {
    show('later-test');
    expect(await screen.findByText('This test opens later. Come back when it starts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not open yet' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Start test|Resume test|See result/ })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown code', async () => {
    show('no-such-test');
    expect(await screen.findByRole('heading', { name: 'We could not find this test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/test/home');
  });
});
