import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { BOOKS, CHAPTER, LEARNING_MAP, MOCKTESTS } from '../test-fixtures.ts';
import { LearnHomePage } from './learn-home-page.tsx';
import { SubjectHomePage } from './subject-home-page.tsx';
import { TestHomePage } from './test-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ctx = { examCode: 'jee-main', examName: 'JEE Main', learnerName: 'Aarav' };

const RELATED = {
  type: 'Video',
  id: 'vid-9',
  title: 'Relative velocity in one dimension',
  url: '/media/v9.mp4',
  cdn_url: '/media/v9.mp4?sig=x',
  fallback_url: null,
  source_type: 'cdn',
  length: 300,
  thumb: null,
  preview_url: '/media/v9-preview.mp4?exp=1&sig=x',
  owner_info: { name: 'Abhyas', url: null, license: null },
  learning_map: { chapter_code: 'phy-11-02', chapter_name: 'Motion in a Straight Line', topic_code: null, topic_learnpath_name: null },
  currency: 0,
  is_public: false,
  content_status: null,
  watched_duration: 0,
};
const CONTINUE = {
  data: [
    {
      content_id: 'vid-5',
      content_status: 'INPROGRESS',
      length: 120,
      watched_duration: 60,
      progress_percent: 50,
      updated_at: '2026-11-23T10:00:00Z',
      title: 'Speed and velocity',
      thumb: null,
      preview_url: null,
      source_type: 'cdn',
      owner: 'Abhyas',
      chapter_code: 'phy-11-02',
      topic_code: null,
    },
  ],
};

describe('/learn/home (learning.md §2 Tiles and home carousels)', () => {
  const learn = { ...ctx, profileId: 'p-1' };

  it('shows carousels: continue watching with progress, subjects, chapters of the chosen one, recommended videos and books', async () => {
    const fetchMock = mockApi({
      '/api/content/learning-map': LEARNING_MAP,
      '/api/content/books': BOOKS,
      '/api/learn/continue-watching': CONTINUE,
      '/api/learn/next/vid-5': { data: { autoplay: [{ section_id: 'next_video', section_name: 'Next lesson', content: [RELATED] }], recommendations: [] } },
    });
    const { router } = renderWithApp(<LearnHomePage {...learn} />, { path: '/learn/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Aarav!')).toBeInTheDocument();

    const cont = await screen.findByRole('region', { name: 'Continue watching' });
    const started = within(cont).getByRole('link', { name: 'Speed and velocity, 2:00, 50% watched' });
    expect(started).toHaveAttribute('href', '/video/summary/vid-5');
    expect(within(started).getByTestId('video-progress')).toHaveAttribute('data-percent', '50');

    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect(within(subjects).getByRole('group', { name: 'Subjects' })).toHaveAttribute('data-section-type', 'subject');
    expect(within(subjects).getByRole('button', { name: /Physics/, pressed: true })).toBeInTheDocument();
    const tile = await screen.findByRole('link', { name: /Motion in a Straight Line/ });
    expect(tile).toHaveAttribute('href', '/learn/summary/phy-11-02');
    expect(within(tile).getByText('12 videos · 30 questions')).toBeInTheDocument();
    expect(within(tile).getByText(/Chapter 2 · Class 11/)).toBeInTheDocument();

    const recommended = await screen.findByRole('region', { name: 'Recommended videos' });
    expect(await within(recommended).findByRole('link', { name: 'Relative velocity in one dimension, 5:00' })).toHaveAttribute('href', '/video/summary/vid-9');

    expect(await screen.findByRole('link', { name: 'Physics Part I' })).toHaveAttribute('href', '/booktoc?book_id=ncert-phy-11-1');
    expect(screen.getByRole('link', { name: 'Concepts of Physics' })).toHaveAttribute('href', '/bigbooktoc?book_id=hcv-1');

    await userEvent.click(within(subjects).getByRole('button', { name: /Chemistry/ }));
    expect(await screen.findByRole('link', { name: /Some Basic Concepts of Chemistry/ })).toBeInTheDocument();
    expect(within(subjects).getByRole('button', { name: /Chemistry/, pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 'chemistry' }));
    const map = requestedUrls(fetchMock).find((u) => u.pathname === '/api/content/learning-map');
    expect(map?.searchParams.get('exam')).toBe('jee-main');
    expect(map?.searchParams.get('locale')).toBe('en');
  });

  it('without watch history recommends the first chapter with videos, with progress bars capped at 100 %', async () => {
    mockApi({
      '/api/content/learning-map': LEARNING_MAP,
      '/api/content/books': BOOKS,
      '/api/learn/continue-watching': { data: [] },
      '/api/content/chapters/phy-11-02': CHAPTER,
      '/api/learn/video-progress': {
        data: [{ content_id: 'vid-2', content_status: 'COMPLETED', length: 65, watched_duration: 65, progress_percent: 100, updated_at: null }],
      },
    });
    renderWithApp(<LearnHomePage {...learn} />, { path: '/learn/home' });
    const recommended = await screen.findByRole('region', { name: 'Recommended videos' });
    const done = await within(recommended).findByRole('link', { name: 'Graphs of motion, 1:05, 100% watched' });
    expect(within(done).getByTestId('video-progress')).toHaveAttribute('data-percent', '100');
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });

  it('asks for an exam when the profile has none', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<LearnHomePage examCode="" examName="" learnerName="Aarav" profileId="p-1" />);
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an exam' })).toHaveAttribute('href', '/browse-profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the chapters are on their way for an exam without a map', async () => {
    mockApi({
      '/api/content/learning-map': { exam: { ...LEARNING_MAP.exam, code: 'cat', name: 'CAT' }, subjects: [] },
      '/api/content/books': { books: [] },
      '/api/learn/continue-watching': { data: [] },
    });
    renderWithApp(<LearnHomePage examCode="cat" examName="CAT" learnerName="" profileId="p-1" />);
    expect(await screen.findByText('The chapters of CAT are on their way.')).toBeInTheDocument();
    expect(await screen.findByText('No books for this exam yet.')).toBeInTheDocument();
  });
});

describe('/practice/home (learning.md §2 homes)', () => {
  it('opens the subject of ?subject= and links chapters to the practice summary', async () => {
    mockApi({ '/api/content/learning-map': LEARNING_MAP });
    renderWithApp(<SubjectHomePage area="practice" {...ctx} subject="chemistry" />);
    expect(await screen.findByRole('tab', { name: 'Chemistry', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Some Basic Concepts of Chemistry/ })).toHaveAttribute('href', '/practice/summary/chem-11-01');
    expect(screen.queryByRole('heading', { name: 'Books' })).not.toBeInTheDocument();
  });

  it('offers a retry when the learning map fails', async () => {
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

describe('the homes’ top slot (the student’s assignments, issue 23 §2)', () => {
  it.each([
    ['learn', () => <LearnHomePage {...ctx} profileId="p-1" top={<section aria-label="Assignments">due work</section>} />],
    ['practice', () => <SubjectHomePage area="practice" {...ctx} top={<section aria-label="Assignments">due work</section>} />],
    ['test', () => <TestHomePage {...ctx} top={<section aria-label="Assignments">due work</section>} />],
  ])('/%s/home shows it under the hero', async (_area, page) => {
    mockApi({ '/api/content/learning-map': LEARNING_MAP, '/api/content/mocktests': MOCKTESTS, '/api/content/books': BOOKS });
    renderWithApp(page());
    const slot = await screen.findByRole('region', { name: 'Assignments' });
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
