import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MocktestList } from '@abhyas/contracts';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { PROFILE_MOCKTESTS } from '../test-fixtures.ts';
import { TestSummaryPage } from './test-summary-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The bundle meta answer of a test of `exam`. */
const meta = (code: string, exam: string) => ({
  result: { code, name: code, isScheduled: false, test_time_details: { duration: 10800 }, goal_code: null, exam_code: exam },
  success: true,
  status: 200,
});

const show = (code: string, custom = false) => {
  const fetchMock = mockApi({ '/api/content/mocktests': PROFILE_MOCKTESTS, '/api/content/mocktest-bundles/meta': meta(code, 'jee-main') });
  renderWithApp(<TestSummaryPage code={code} custom={custom} />);
  return fetchMock;
};

/** JEE Advanced 2019 Paper 1 as its exam's list holds it: 37 of the paper's 54 questions. */
const JEE_ADVANCED: MocktestList = {
  tests: [
    {
      ...PROFILE_MOCKTESTS.tests[0]!,
      code: 'jee-adv-2019-p1',
      name: 'JEE Advanced 2019 Paper 1',
      examCode: 'jee-advanced',
      questionCount: 37,
      paperQuestionCount: 54,
      maxMarks: 127,
      source: 'JEEBench',
      sections: [
        { code: 'physics', name: 'Physics', questionCount: 8, paperQuestionCount: 18 },
        { code: 'chemistry', name: 'Chemistry', questionCount: 13, paperQuestionCount: 18 },
        { code: 'mathematics', name: 'Mathematics', questionCount: 16, paperQuestionCount: 18 },
      ],
    },
  ],
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
    expect(
      requestedUrls(fetchMock)
        .find((u) => u.pathname === '/api/content/mocktests')
        ?.searchParams.get('exam'),
    ).toBe('jee-main');
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

  it("opens a test of another exam of the profile's goal from that exam's list, with how much of the paper it holds (issue 15 Major 4)", async () => {
    const fetchMock = mockApi({
      '/api/content/mocktest-bundles/meta': meta('jee-adv-2019-p1', 'jee-advanced'),
      '/api/content/mocktests': (url: URL) => jsonResponse(200, url.searchParams.get('exam') === 'jee-advanced' ? JEE_ADVANCED : PROFILE_MOCKTESTS),
    });
    renderWithApp(<TestSummaryPage code="jee-adv-2019-p1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'JEE Advanced 2019 Paper 1' })).toBeInTheDocument();
    expect(
      requestedUrls(fetchMock)
        .find((u) => u.pathname === '/api/content/mocktests')
        ?.searchParams.get('exam'),
    ).toBe('jee-advanced');
    expect(screen.getByText('37 of 54 questions')).toBeInTheDocument();
    expect(screen.getByText('127 marks')).toBeInTheDocument();
    expect(screen.getByTestId('left-out')).toHaveTextContent(
      'This test holds 37 of the 54 questions of the original paper: questions that need a figure are left out, and the marks are those of the 37 questions here.',
    );
    expect(screen.getByRole('row', { name: /Physics/ })).toHaveTextContent('8 of 18');
    expect(screen.getByRole('link', { name: 'Start test' })).toHaveAttribute('href', '/mock-test/jee-adv-2019-p1/session');
  });

  it("says plainly that a test of another goal's exam is not open to the profile", async () => {
    mockApi({
      '/api/content/mocktest-bundles/meta': () => jsonResponse(404, { error: { code: 'TEST_NOT_FOR_PROFILE', message: 'not for this profile' } }),
      '/api/content/mocktests': PROFILE_MOCKTESTS,
    });
    renderWithApp(<TestSummaryPage code="jee-adv-2019-p1" />);
    expect(await screen.findByRole('heading', { name: 'This test is for another exam' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start test' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown code', async () => {
    show('no-such-test');
    expect(await screen.findByRole('heading', { name: 'We could not find this test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/test/home');
  });
});
