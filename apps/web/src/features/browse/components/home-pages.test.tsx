import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { BOOKS, LEARNING_MAP, MOCKTESTS } from '../test-fixtures.ts';
import { SubjectHomePage } from './subject-home-page.tsx';
import { TestHomePage } from './test-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ctx = { examCode: 'jee-main', examName: 'JEE Main', learnerName: 'Aarav' };

describe('/learn/home and /practice/home (learning.md §2 homes)', () => {
  it('shows the subjects, the chapter tiles with their counts and links, and the books', async () => {
    const fetchMock = mockApi({ '/api/content/learning-map': LEARNING_MAP, '/api/content/books': BOOKS });
    const { router } = renderWithApp(<SubjectHomePage area="learn" {...ctx} />, { path: '/learn/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Aarav!')).toBeInTheDocument();
    const tile = await screen.findByRole('link', { name: /Motion in a Straight Line/ });
    expect(tile).toHaveAttribute('href', '/learn/summary/phy-11-02');
    expect(within(tile).getByText('12 videos · 30 questions')).toBeInTheDocument();
    expect(within(tile).getByText(/Chapter 2 · Class 11/)).toBeInTheDocument();
    expect(screen.getByText('1 video · 0 questions')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Physics', selected: true })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Physics Part I' })).toHaveAttribute('href', '/booktoc?book_id=ncert-phy-11-1');
    expect(screen.getByRole('link', { name: 'Concepts of Physics' })).toHaveAttribute('href', '/bigbooktoc?book_id=hcv-1');

    await userEvent.click(screen.getByRole('tab', { name: 'Chemistry' }));
    expect(await screen.findByRole('link', { name: /Some Basic Concepts of Chemistry/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 'chemistry' }));
    const map = requestedUrls(fetchMock).find((u) => u.pathname === '/api/content/learning-map');
    expect(map?.searchParams.get('exam')).toBe('jee-main');
    expect(map?.searchParams.get('locale')).toBe('en');
  });

  it('opens the subject of ?subject= and links chapters to the practice summary on /practice/home', async () => {
    mockApi({ '/api/content/learning-map': LEARNING_MAP });
    renderWithApp(<SubjectHomePage area="practice" {...ctx} subject="chemistry" />);
    expect(await screen.findByRole('tab', { name: 'Chemistry', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Some Basic Concepts of Chemistry/ })).toHaveAttribute('href', '/practice/summary/chem-11-01');
    expect(screen.queryByRole('heading', { name: 'Books' })).not.toBeInTheDocument();
  });

  it('asks for an exam when the profile has none', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<SubjectHomePage area="learn" examCode="" examName="" learnerName="Aarav" />);
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an exam' })).toHaveAttribute('href', '/browse-profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the chapters are on their way for an exam without a map, and offers a retry on errors', async () => {
    mockApi({ '/api/content/learning-map': { exam: { ...LEARNING_MAP.exam, code: 'cat', name: 'CAT' }, subjects: [] }, '/api/content/books': { books: [] } });
    const first = renderWithApp(<SubjectHomePage area="learn" examCode="cat" examName="CAT" learnerName="" />);
    expect(await screen.findByText('The chapters of CAT are on their way.')).toBeInTheDocument();
    expect(await screen.findByText('No books for this exam yet.')).toBeInTheDocument();
    first.unmount();

    let calls = 0;
    mockApi({
      '/api/content/learning-map': () => (++calls === 1 ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, LEARNING_MAP)),
    });
    renderWithApp(<SubjectHomePage area="practice" {...ctx} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Motion in a Straight Line/ })).toBeInTheDocument();
  });
});

describe('/test/home (learning.md §2 Tests)', () => {
  it('lists the mock tests with minutes, questions, marks, sections and a link to each summary', async () => {
    const fetchMock = mockApi({ '/api/content/mocktests': MOCKTESTS });
    renderWithApp(<TestHomePage {...ctx} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock tests' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'JEE Main 2024 Paper 1' })).closest('li')!;
    expect(within(card).getByText('180 min')).toBeInTheDocument();
    expect(within(card).getByText('90 questions')).toBeInTheDocument();
    expect(within(card).getByText('300 marks')).toBeInTheDocument();
    expect(within(card).getByText('Physics (30) · Chemistry (30)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start test JEE Main 2024 Paper 1' })).toHaveAttribute('href', '/mock-test/jee-main-2024-p1/session');
    // A finished attempt opens its result.
    expect(screen.getByRole('link', { name: 'See the result of Physics drill' })).toHaveAttribute(
      'href',
      '/mock-test/phy-drill/analyze?session=0194d7a0-0000-7000-8000-000000000001',
    );
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('exam')).toBe('jee-main');

    await userEvent.click(screen.getByRole('radio', { name: 'Chemistry' }));
    expect(screen.queryByRole('heading', { name: 'Physics drill' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JEE Main 2024 Paper 1' })).toBeInTheDocument();
  });

  it('says when the exam has no mock tests yet', async () => {
    mockApi({ '/api/content/mocktests': { tests: [] } });
    renderWithApp(<TestHomePage {...ctx} />);
    expect(await screen.findByText('No mock tests for JEE Main yet. They are on their way.')).toBeInTheDocument();
  });
});
