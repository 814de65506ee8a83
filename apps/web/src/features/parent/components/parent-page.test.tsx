import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParentChild, ParentWeek } from '@abhyas/contracts';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { ParentPage } from './parent-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const CHILDREN: ParentChild[] = [
  { profile_id: 'p-aarav', first_name: 'Aarav', exam_code: 'jee-main', exam_name: 'JEE Main', goal_code: 'pre-ug', access: 'own' },
  { profile_id: 'p-diya', first_name: 'Diya', exam_code: 'cbse-class-10', exam_name: 'CBSE Class 10', goal_code: 'k12-cbse', access: 'own' },
];
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const zeroDay = (date: string) => ({ date, practice_min: 0, video_min: 0, test_min: 0, total_min: 0 });

function week(over: Partial<ParentWeek> = {}): ParentWeek {
  return {
    profile_id: 'p-aarav',
    first_name: 'Aarav',
    exam_name: 'JEE Main',
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    this_week_start: '2026-11-23',
    time_zone: 'Asia/Kolkata',
    days: DAYS.map((d) => (d === '2026-11-25' ? { date: d, practice_min: 18, video_min: 6, test_min: 12, total_min: 36 } : zeroDay(d))),
    totals: { practice_min: 18, video_min: 6, test_min: 12, total_min: 36, days_studied: 1, questions_answered: 12, questions_correct: 9, accuracy_pct: 75 },
    chapters: [{ code: 'kin', name: 'Kinematics', subject_name: 'Physics' }],
    videos: [{ content_id: 'v1', title: 'Newton’s laws', watched_min: 6, percent_watched: 60, completed: false }],
    practice: [{ session_id: 's1', title: 'Kinematics', answered: 12, correct: 9, accuracy_pct: 75, minutes: 18 }],
    tests: [
      {
        session_id: 't1',
        test_name: 'JEE Main Mock 1',
        finished_at: Date.parse('2026-11-25T10:00:00Z'),
        score: 152,
        max_marks: 300,
        percentile: 81.4,
        minutes: 12,
      },
    ],
    mastery: [{ subject_code: 'phy', subject_name: 'Physics', concepts_practised: 3, before_pct: 30, after_pct: 42, gained_pct: 12, now_pct: 35 }],
    readiness: null,
    revision: { due_today: 4, waiting: 0, total_cards: 9, reviewed_this_week: 6 },
    advice: { kind: 'more_days', days_studied: 1, target_days: 3 },
    ...over,
  };
}

describe('ParentPage (/parent-view, issue 21 §2)', () => {
  it('shows a child’s week: advice, minutes per day as a table, studied lists, tests, mastery and revision; switches child and week', async () => {
    const fetchMock = mockApi({
      '/api/parent/children': { status: 200, data: CHILDREN },
      '/api/parent/children/p-aarav/week': (url: URL) =>
        jsonResponse(200, {
          status: 200,
          data:
            url.searchParams.get('week_start') === '2026-11-16'
              ? week({
                  week_start: '2026-11-16',
                  week_end: '2026-11-22',
                  days: DAYS.map(zeroDay),
                  totals: {
                    ...week().totals,
                    total_min: 0,
                    practice_min: 0,
                    video_min: 0,
                    test_min: 0,
                    days_studied: 0,
                    questions_answered: 0,
                    questions_correct: 0,
                    accuracy_pct: null,
                  },
                  practice: [],
                  videos: [],
                  tests: [],
                  chapters: [],
                  mastery: [],
                  advice: { kind: 'more_days', days_studied: 0, target_days: 3 },
                })
              : week(),
        }),
      '/api/parent/children/p-diya/week': {
        status: 200,
        data: week({
          profile_id: 'p-diya',
          first_name: 'Diya',
          advice: { kind: 'weakest_subject', subject_code: 'mat', subject_name: 'Mathematics', mastery_pct: 40 },
        }),
      },
      '/api/parent/digest-settings': { status: 200, data: { weekly_digest: true, email: 'demo@abhyas.in' } },
      '/api/family/links': { status: 200, data: [] },
    });
    renderWithApp(<ParentPage />, { path: '/parent-view' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarav’s week'.replace('’', "'") })).toBeInTheDocument();
    expect(screen.getByTestId('parent-advice')).toHaveTextContent('Studying on at least 3 days (this week: 1 day)');
    const table = screen.getByRole('table', { name: 'Minutes of study per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18', '6', '12', '36']);
    expect(screen.getByTestId('parent-summary')).toHaveTextContent('36 minutes');
    expect(screen.getByTestId('parent-summary')).toHaveTextContent('12 questions, 75% correct');
    expect(screen.getByTestId('parent-studied')).toHaveTextContent('Kinematics (Physics)');
    expect(screen.getByTestId('parent-studied')).toHaveTextContent('12 questions · 75% correct · 18 min');
    expect(screen.getByTestId('parent-studied')).toHaveTextContent('6 min · 60% watched');
    expect(screen.getByTestId('parent-tests')).toHaveTextContent('Score 152 / 300 · percentile 81.4 · 12 min');
    expect(screen.getByTestId('parent-mastery')).toHaveTextContent('+12 points');
    expect(screen.getByTestId('parent-revision')).toHaveTextContent('4 due today · 0 waiting · 9 cards in all');
    expect(screen.queryByTestId('parent-readiness')).toBeNull();
    const digest = await screen.findByRole('switch');
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleName(/Weekly e-mail report/);
    // This week is the latest: no next week.
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();

    // The previous week: nothing studied → the empty state.
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByTestId('parent-empty')).toHaveTextContent('Aarav did not study on Abhyas this week');
    expect(requestedUrls(fetchMock).some((u) => u.searchParams.get('week_start') === '2026-11-16')).toBe(true);

    // The other child.
    await userEvent.click(screen.getByRole('radio', { name: 'Diya' }));
    await waitFor(() => expect(screen.getByTestId('parent-advice')).toHaveTextContent('More practice in Mathematics (mastery 40%)'), { timeout: 4000 });
  });

  it('says when no child is linked, and shows an error with a retry', async () => {
    mockApi({ '/api/parent/children': { status: 200, data: [] }, '/api/family/links': { status: 200, data: [] } });
    renderWithApp(<ParentPage />, { path: '/parent-view' });
    expect(await screen.findByTestId('parent-no-children')).toHaveTextContent('No children linked yet');
    vi.unstubAllGlobals();

    mockApi({ '/api/parent/children': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<ParentPage />, { path: '/parent-view' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('We could not load this week');
  });
});
