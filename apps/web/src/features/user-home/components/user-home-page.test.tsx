import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { UserHomePage } from './user-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const paging = { page: 1, page_size: 5, has_more: false };
const queue = (extra: object = {}) => ({
  data: {
    day: '2026-11-27',
    daily_cap: 20,
    reviewed_today: 0,
    due_today: 0,
    waiting: 0,
    total_cards: 0,
    next_due_at: null,
    part: 'today',
    list: { items: [], page: 1, page_size: 1, total: 0 },
    ...extra,
  },
});
const timeline = (dates: string[]) => ({
  data: {
    profile_id: 'p1',
    today: '2026-11-27',
    from: '2026-10-28',
    to: '2026-11-27',
    next_before: null,
    days: dates.map((date) => ({
      date,
      items: [
        {
          id: `practice:s:${date}`,
          kind: 'practice',
          title: `Kinematics ${date}`,
          detail: { answered: 5, correct: 3, accuracy_pct: 60, minutes: 8 },
          at: Date.parse(`${date}T06:00:00Z`),
          link: null,
        },
      ],
    })),
  },
});
const streak = (current: number, extra: object = {}) => ({
  data: {
    current,
    longest: current,
    freezes: 0,
    today_done: false,
    today: '2026-11-27',
    min_answers: 5,
    min_reviews: 5,
    days: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(14 + i).padStart(2, '0')}`, status: i === 13 ? 'open' : 'missed' })),
    ...extra,
  },
});
const empty = {
  '/api/revision/queue': queue(),
  '/api/user-home/watchlist': { data: { status: 'in_progress', items: [], total: 0, ...paging } },
  '/api/user-home/tests-taken': { data: { items: [], total: 0, ...paging, filters: { exams: [], subjects: [] } } },
  '/api/user-home/bookmarks': {
    data: { kind: 'question', questions: [], videos: [], total: 0, ...paging, counts: { questions: 0, videos: 0 }, filters: { subjects: [], chapters: [] } },
  },
  '/api/timeline': timeline([]),
  '/api/embiums/balance': { data: [{ current_value: 40, silver: 0, gold: 0 }] },
  '/api/streak': streak(0),
};

describe('/user-home (issue 19 §1)', () => {
  it('greets a brand-new student with three first steps, and every section says how it fills', async () => {
    mockApi(empty);
    renderWithApp(<UserHomePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome! Start with one step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch a lesson' })).toHaveAttribute('href', '/learn/home');
    expect(screen.getByRole('link', { name: 'Take a test' })).toHaveAttribute('href', '/test/home');
    expect(screen.getByText('Questions you get wrong or guess come back here on the right day.')).toBeInTheDocument();
    expect(await screen.findByText('Start a streak today')).toBeInTheDocument();
    expect(screen.getByTestId('streak')).toHaveAccessibleDescription(/Today counts after 5 practice answers in one session/);
    expect(screen.getByTestId('bookmark-counts')).toHaveTextContent('0 questions and 0 videos saved');
    // The lists are one tap away.
    const nav = screen.getByRole('navigation', { name: 'Your lists' });
    expect(within(nav).getByRole('link', { name: 'Revision' })).toHaveAttribute('href', '/user-home/revision-lists');
    expect(within(nav).getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/user-home/my-timeline');
    // Schools (issue 23): the class assignments and live classes.
    expect(within(nav).getByRole('link', { name: 'Assignments' })).toHaveAttribute('href', '/user-home/assignment');
    expect(within(nav).getByRole('link', { name: 'Live classes' })).toHaveAttribute('href', '/user-home/live-classes');
    // Nobody linked: no line about who can see.
    expect(screen.queryByTestId('family-watch')).not.toBeInTheDocument();
  });

  it("shows today's revision, tests to resume and results, the streak, and today's and yesterday's activity only", async () => {
    mockApi({
      ...empty,
      '/api/revision/queue': queue({ due_today: 3, waiting: 2, total_cards: 9 }),
      '/api/user-home/tests-taken': {
        data: {
          items: [
            {
              session_id: 's2',
              test_code: 'custom-x',
              test_name: 'Chapter test: Kinematics',
              kind: 'custom',
              exam_code: 'jee-main',
              status: 'in_progress',
              score: null,
              max_marks: null,
              percentile: null,
              started_at: '2026-11-27T04:00:00Z',
              finished_at: null,
              deadline_at: '2026-11-27T05:00:00Z',
              result_available_at: null,
              links: { resume: '/mock-test/custom-x/session', analysis: null },
            },
            {
              session_id: 's1',
              test_code: 'jee-main-1',
              test_name: 'JEE Main Mock 1',
              kind: 'mock',
              exam_code: 'jee-main',
              status: 'finished',
              score: 152,
              max_marks: 300,
              percentile: 91.2,
              started_at: '2026-11-25T04:00:00Z',
              finished_at: '2026-11-25T07:00:00Z',
              deadline_at: '2026-11-25T07:00:00Z',
              result_available_at: null,
              links: { resume: null, analysis: '/mock-test/jee-main-1/analyze?session=s1' },
            },
          ],
          total: 2,
          ...paging,
          filters: { exams: [], subjects: [] },
        },
      },
      '/api/timeline': timeline(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-20']),
      '/api/streak': streak(12, { longest: 20, freezes: 1, today_done: true }),
      '/api/family/links': {
        status: 200,
        data: ['Arjun', 'Suma'].map((name, i) => ({
          id: `l${i}`,
          relationship_type: 3 - i,
          member_first_name: name,
          family_first_name: 'Meera',
          role: 'child',
          linked_at: 0,
        })),
      },
    });
    renderWithApp(<UserHomePage />);
    expect(await screen.findByTestId('revision-due')).toHaveTextContent('3 questions due today');
    expect(screen.getByRole('link', { name: 'Review now' })).toBeInTheDocument();
    expect(screen.getByTestId('revision-waiting')).toHaveTextContent('2 more questions wait');
    expect(screen.getByRole('link', { name: 'Resume Chapter test: Kinematics' })).toHaveAttribute('href', '/mock-test/custom-x/session');
    expect(screen.getByRole('link', { name: 'Analysis of JEE Main Mock 1' })).toHaveAttribute('href', '/mock-test/jee-main-1/analyze?session=s1');
    expect(screen.getByText(/Scored 152 of 300/)).toBeInTheDocument();
    // The server's streak (days of real work, with freezes), not a count of the timeline's days.
    expect(screen.getByTestId('streak')).toHaveTextContent('12 days in a row');
    expect(screen.getByTestId('streak')).toHaveAccessibleDescription('Longest: 20 days · 1 freeze held · Today counts');
    const activity = screen.getByRole('region', { name: 'Today and yesterday' });
    expect(within(activity).getByText('Kinematics 2026-11-27')).toBeInTheDocument();
    expect(within(activity).getByText('Kinematics 2026-11-26')).toBeInTheDocument();
    expect(within(activity).queryByText('Kinematics 2026-11-25')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome! Start with one step' })).not.toBeInTheDocument();
    // No secret monitoring: the student sees who can see their progress (issue 21 §2).
    expect(await screen.findByTestId('family-watch')).toHaveTextContent('Arjun and Suma can see your progress on Abhyas.');
  });

  it('a section that fails says so while the others still show', async () => {
    mockApi({ ...empty, '/api/user-home/tests-taken': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<UserHomePage />);
    const tests = await screen.findByRole('region', { name: 'Your tests' });
    expect(await within(tests).findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-counts')).toBeInTheDocument();
  });
});
