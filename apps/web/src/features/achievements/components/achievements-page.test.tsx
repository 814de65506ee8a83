import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { AchievementsPage } from './achievements-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const EXAM = { code: 'jee-main', name: 'JEE Main', goal_code: 'preug' };
const T = Date.parse('2026-11-20T10:00:00Z');
const next = (kind: string, extra: object = {}) => ({ id: kind, kind, earned_at: null, data: {}, link: '/practice/home', progress: null, ...extra });
const NEW_STUDENT = {
  exam: EXAM,
  profile_id: 'p1',
  computed_at: T,
  earned: [],
  next: [
    next('first_practice', { progress: { current: 0, goal: 1 } }),
    next('chapter_mastered'),
    next('first_full_test', { link: '/test/home', progress: { current: 0, goal: 1 } }),
    next('test_improvement', { link: '/test/home' }),
    next('target_reached', { link: '/achieve/plan-your-target', blocked: 'no_target' }),
    next('streak_7', { data: { days: 7 }, progress: { current: 0, goal: 7 } }),
  ],
  consent: { opted_in: false, updated_at: null },
};
const EARNED = {
  ...NEW_STUDENT,
  earned: [
    {
      id: 'test_improvement:s2',
      kind: 'test_improvement',
      earned_at: T,
      data: { test_name: 'JEE Main Mock 2', score: 150, max_marks: 300, previous_test_name: 'JEE Main Mock 1', previous_score: 120, previous_max_marks: 300 },
      link: '/test/summary/jee-mock-2',
      progress: null,
    },
    {
      id: 'chapter_mastered:phy-kin',
      kind: 'chapter_mastered',
      earned_at: T - 86_400_000,
      data: { chapter_code: 'phy-kin', chapter_name: 'Kinematics', subject_name: 'Physics', concepts_total: 4, concepts_mastered: 4 },
      link: '/practice?lm_code=phy-kin',
      progress: null,
    },
  ],
  next: [
    next('chapter_mastered', {
      id: 'chapter_mastered:che-eq',
      data: { chapter_name: 'Equilibrium', subject_name: 'Chemistry', concepts_total: 5, concepts_mastered: 2 },
      link: '/practice?lm_code=che-eq',
      progress: { current: 2, goal: 5 },
    }),
    next('streak_7', { data: { days: 7 }, progress: { current: 3, goal: 7 } }),
  ],
};
const RULES = { k_min: 5, min_weeks: 2 };
const INSUFFICIENT = {
  exam: { code: 'jee-main', goal_code: 'preug' },
  status: 'insufficient',
  level: { percent: 30, source: 'prediction' },
  story: null,
  rules: RULES,
};
const NO_SOCIAL = { exam: { code: 'jee-main', goal_code: 'preug' }, stories: [], next_page_token: null, rules: RULES };
const cohort = { students: 7, start_band: [20, 40], median_weeks: 6, median_gain_points: 9, improved_percent: 80, direction: 'up' };
const props = { examCode: 'jee-main', goalCode: 'preug' };

describe('AchievementsPage', () => {
  it('a new student sees an empty state leading to a first practice, the locked milestones, and "not enough students like you yet"', async () => {
    mockApi({
      '/api/achieve/achievements': { data: NEW_STUDENT },
      '/api/achieve/success_stories/academic': { data: INSUFFICIENT },
      '/api/success_stories/social': { data: NO_SOCIAL },
    });
    renderWithApp(<AchievementsPage {...props} />, { path: '/achieve/achievements' });
    expect(await screen.findByRole('heading', { name: 'Your first milestone is one question away' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start practising' })[0]).toHaveAttribute('href', '/practice/home');
    const nextList = screen.getByRole('list', { name: 'Next milestones' });
    expect(within(nextList).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nextList).queryByText('Answer your first practice question.')).toBeNull();
    expect(within(nextList).getByText('Set a target first, then we tell you the day you reach it.')).toBeInTheDocument();
    expect(within(nextList).getByRole('link', { name: 'Plan your target' })).toHaveAttribute('href', '/achieve/plan-your-target');
    expect(await screen.findByText('Not enough students like you yet')).toBeInTheDocument();
    expect(screen.getByText(/at least 5 students who started near your level/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Count my progress in success stories/ })).not.toBeChecked();
  });

  it('lists earned milestones newest first with their date, data and link, and the next chapter with its progress', async () => {
    mockApi({
      '/api/achieve/achievements': { data: EARNED },
      '/api/achieve/success_stories/academic': { data: INSUFFICIENT },
      '/api/success_stories/social': { data: NO_SOCIAL },
    });
    renderWithApp(<AchievementsPage {...props} />, { path: '/achieve/achievements' });
    const earned = await screen.findByRole('list', { name: 'Earned: 2 milestones' });
    const items = within(earned).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Better than your last test' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('JEE Main Mock 2: 150 of 300, up from 120 of 300 in JEE Main Mock 1.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Earned 20 Nov 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'See Better than your last test' })).toHaveAttribute('href', '/test/summary/jee-mock-2');
    expect(within(items[1]!).getByRole('heading', { name: 'Mastered Kinematics' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Physics: all 4 concepts are at 95% mastery or more.')).toBeInTheDocument();
    const nextList = screen.getByRole('list', { name: 'Next milestones' });
    expect(within(nextList).getByText('2 of 5 concepts at 95% mastery so far.')).toBeInTheDocument();
    expect(within(nextList).getByRole('progressbar', { name: 'Master Equilibrium: 2 of 5' })).toBeInTheDocument();
    expect(within(nextList).getByRole('link', { name: 'Practise Equilibrium' })).toHaveAttribute('href', '/practice?lm_code=che-eq');
    expect(within(nextList).getByText('Practise every day: 3 of 7 days so far.')).toBeInTheDocument();
  });

  it('shows the cohort near the level and other starting levels, and turns the opt-in on with a PUT', async () => {
    let consent = { opted_in: false, updated_at: null as number | null };
    const fetchMock = mockApi({
      '/api/achieve/achievements': () => jsonResponse(200, { data: { ...EARNED, consent } }),
      '/api/achieve/success_stories/academic': {
        data: {
          ...INSUFFICIENT,
          status: 'ready',
          story: { id: 'academic:20-40', type: 'academic', user: null, location: null, success: 'x', direction: 'up', cohort },
        },
      },
      '/api/success_stories/social': {
        data: {
          ...NO_SOCIAL,
          stories: [
            {
              id: 'academic:50-60',
              type: 'academic',
              user: null,
              location: null,
              success: 'x',
              direction: 'down',
              cohort: { ...cohort, direction: 'down', start_band: [50, 60], median_gain_points: -3, improved_percent: 30 },
            },
          ],
        },
      },
      '/api/achieve/success_stories/consent': () => {
        consent = { opted_in: true, updated_at: T };
        return jsonResponse(200, { data: consent });
      },
    });
    renderWithApp(<AchievementsPage {...props} />, { path: '/achieve/achievements' });
    expect(await screen.findByText('Students who started near your level (30%)')).toBeInTheDocument();
    expect(
      screen.getByText(
        '7 students who started at 20–40% of the marks followed their journey for about 6 weeks: their typical predicted score rose by 9 points; 80% of them improved.',
      ),
    ).toBeInTheDocument();
    const others = await screen.findByRole('list', { name: 'Other starting levels' });
    expect(within(others).getByText(/started at 50–60% .* fell by 3 points; 30% of them improved/)).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: /^Count my progress in success stories/ });
    expect(screen.getByText('Off: your progress is not counted.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Count my progress in success stories/ })).toBeChecked());
    expect(await screen.findByText('On: your progress is counted, anonymously.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([input]) => String(input).includes('/consent'));
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ opted_in: true });
  });

  it('shows an error with Try again, and a no-exam state', async () => {
    mockApi({ '/api/achieve/achievements': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    const { unmount } = renderWithApp(<AchievementsPage {...props} />, { path: '/achieve/achievements' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    renderWithApp(<AchievementsPage examCode="" goalCode="" />, { path: '/achieve/achievements' });
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
  });
});
