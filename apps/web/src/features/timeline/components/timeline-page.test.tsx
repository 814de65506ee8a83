import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineItem, TimelinePage as Page } from '@abhyas/contracts';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { TimelineDays } from './timeline-item.tsx';
import { TimelinePage } from './timeline-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const T = Date.parse('2026-03-10T10:30:00Z'); // 16:00 in India
const H = 3_600_000;
const item = (over: Partial<TimelineItem> & Pick<TimelineItem, 'id' | 'kind'>): TimelineItem => ({ title: '', detail: {}, at: T, link: null, ...over });
/** A date as the page heads an older day: weekday, day, month and year in en-IN (the exact punctuation is the ICU's). */
const dated = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const page = (over: Partial<Page>): Page => ({
  profile_id: 'p1',
  today: '2026-03-10',
  from: '2026-03-04',
  to: '2026-03-10',
  days: [],
  next_before: null,
  ...over,
});

const FIRST = page({
  days: [
    {
      date: '2026-03-10',
      items: [
        item({
          id: 'test:s1',
          kind: 'test',
          title: 'JEE Main Mock 1',
          detail: { score: 152.5, max_marks: 300 },
          link: '/mock-test/jee-main-1/analyze?session=s1',
        }),
        item({
          id: 'milestone:first_full_test:s1',
          kind: 'milestone',
          title: 'JEE Main Mock 1',
          detail: { milestone: 'first_full_test', score: 152.5, max_marks: 300 },
          link: '/test/summary/jee-main-1',
        }),
      ],
    },
    {
      date: '2026-03-09',
      items: [
        item({
          id: 'practice:x:2026-03-09',
          kind: 'practice',
          title: 'Kinematics',
          detail: { answered: 12, correct: 9, accuracy_pct: 75, minutes: 18 },
          at: T - 24 * H,
          link: '/practice/session-summary?session_id=x&back=%2Fuser-home%2Fmy-timeline',
        }),
      ],
    },
    {
      date: '2026-03-06',
      items: [
        item({
          id: 'video:v1',
          kind: 'video',
          title: 'Newton’s laws',
          detail: { minutes: 7, percent_watched: 60, completed: false },
          at: T - 4 * 24 * H,
          link: '/video/summary/v1',
        }),
        item({
          id: 'activity:a1',
          kind: 'activity',
          title: 'Live class: Optics',
          detail: { activity_type: 'live_class', minutes: 45 },
          at: T - 4 * 24 * H - H,
        }),
      ],
    },
  ],
  next_before: '2026-02-02',
});
const EARLIER = page({
  from: '2026-01-26',
  to: '2026-02-01',
  days: [
    {
      date: '2026-02-01',
      items: [
        item({
          id: 'test:d1',
          kind: 'test',
          title: 'Diagnostic: Physics',
          detail: { score: 14, max_marks: 40, diagnostic: true },
          at: T - 37 * 24 * H,
          link: '/achieve/diagnostic-tests/select-tests/d1',
        }),
      ],
    },
  ],
  next_before: null,
});

describe('TimelinePage', () => {
  it('shows days as Today, Yesterday and dated, each item with its kind, linked title and figures; loads earlier days', async () => {
    const fetchMock = mockApi({
      '/api/timeline': (url: URL) => jsonResponse(200, { data: url.searchParams.get('before') === '2026-02-02' ? EARLIER : FIRST }),
    });
    renderWithApp(<TimelinePage />, { path: '/user-home/my-timeline' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My timeline' })).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Today' });
    const testLink = within(today).getByRole('link', { name: 'JEE Main Mock 1' });
    expect(testLink).toHaveAttribute('href', '/mock-test/jee-main-1/analyze?session=s1');
    expect(within(today).getByText('Score 152.5 of 300')).toBeInTheDocument();
    // The milestone reads as what was earned, linked; what it was for joins its figures.
    expect(within(today).getByRole('link', { name: 'First full mock test' })).toHaveAttribute('href', '/test/summary/jee-main-1');
    expect(within(today).getByText('JEE Main Mock 1 · Score 152.5 of 300')).toBeInTheDocument();
    expect(within(today).getAllByText('4:00 pm')).toHaveLength(2);

    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByText('9 of 12 correct (75% accuracy) · 18 min')).toBeInTheDocument();
    expect(within(yesterday).getByRole('link', { name: 'Kinematics' }).getAttribute('href')).toContain('/practice/session-summary?session_id=x');

    const older = screen.getByRole('region', { name: dated('2026-03-06') });
    expect(within(older).getByRole('link', { name: 'Newton’s laws' })).toHaveAttribute('href', '/video/summary/v1');
    expect(within(older).getByText('60% watched · 7 min')).toBeInTheDocument();
    // A posted activity without a link is plain text, labelled by its type.
    expect(within(older).getByText('Live class: Optics').tagName).not.toBe('A');
    expect(within(older).getByText('Live class')).toBeInTheDocument();
    // Headings in order: the page's h1, then one h2 per day.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Today', 'Yesterday', dated('2026-03-06')]);

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier days' }));
    const feb = await screen.findByRole('region', { name: dated('2026-02-01') });
    expect(within(feb).getByText('Diagnostic test')).toBeInTheDocument();
    expect(within(feb).getByRole('link', { name: 'Diagnostic: Physics' })).toHaveAttribute('href', '/achieve/diagnostic-tests/select-tests/d1');
    expect(screen.queryByRole('button', { name: 'Load earlier days' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything so far.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).map((u) => u.searchParams.get('before'))).toEqual([null, '2026-02-02']);
    expect(requestedUrls(fetchMock)[0]!.searchParams.get('days')).toBe('7');
  });

  it('a new student sees what the timeline will hold and a first step to Learn or Practice', async () => {
    mockApi({ '/api/timeline': { data: page({}) } });
    renderWithApp(<TimelinePage />, { path: '/user-home/my-timeline' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your timeline starts with your first step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch a video' })).toHaveAttribute('href', '/learn/home');
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/practice/home');
    expect(screen.queryByRole('button', { name: 'Load earlier days' })).not.toBeInTheDocument();
  });

  it('a quiet week with earlier days says so and offers the earlier days', async () => {
    mockApi({ '/api/timeline': { data: page({ next_before: '2026-02-02' }) } });
    renderWithApp(<TimelinePage />, { path: '/user-home/my-timeline' });
    expect(await screen.findByText('Nothing in the last few days. Your earlier days are below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load earlier days' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that reads again', async () => {
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      '/api/timeline': async () => {
        calls += 1;
        if (calls > 1) return jsonResponse(200, { data: FIRST });
        await gate;
        return jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } });
      },
    });
    renderWithApp(<TimelinePage />, { path: '/user-home/my-timeline' });
    expect(await screen.findByTestId('timeline-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your timeline…');
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your timeline')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('renders in Hindi: day headings, kinds and figures from the hi catalog', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('hi');
    try {
      mockApi({ '/api/timeline': { data: FIRST } });
      renderWithApp(<TimelinePage />, { path: '/user-home/my-timeline' });
      expect(await screen.findByRole('region', { name: 'आज' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'कल' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'मेरी टाइमलाइन' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('TimelineDays (for the /user-home dashboard)', () => {
  it('heads days at the level asked for', () => {
    renderWithApp(<TimelineDays days={FIRST.days.slice(0, 2)} today="2026-03-10" headingOrder={3} />);
    return waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Today', 'Yesterday']));
  });
});
