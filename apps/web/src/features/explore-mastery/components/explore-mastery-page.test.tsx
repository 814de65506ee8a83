import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { ExploreMasteryPage } from './explore-mastery-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const rollup = (p: number | null, practised: number, total: number, state: string, mastered = 0) => ({
  p_known: p,
  percent: p === null ? null : Math.round(p * 100),
  concepts_practised: practised,
  concepts_total: total,
  concepts_mastered: mastered,
  state,
});
const EXAM = { code: 'jee-main', name: 'JEE Main', goal_code: 'preug' };
const PROFILE = '0b6f5a52-1d1f-4f7e-9c4f-1a2b3c4d5e6f';
const SUBJECTS = {
  exam: EXAM,
  profile_id: PROFILE,
  overall: rollup(0.46, 3, 40, 'weak'),
  subjects: [
    { code: 'physics', name: 'Physics', mastery: rollup(0.62, 2, 20, 'developing'), chapter_count: 2 },
    { code: 'chemistry', name: 'Chemistry', mastery: rollup(0.15, 1, 20, 'weak'), chapter_count: 1 },
  ],
};
const chapter = (code: string, name: string, m: ReturnType<typeof rollup>, topics = 2) => ({
  code,
  name,
  number: 1,
  mastery: m,
  topic_count: topics,
  practice_url: `/practice?mode=Normal&lm_code=${code}&lm_level=chapter&origin_url=%2Fachieve%2Fexplore-mastery`,
});
const KINEMATICS = chapter('phy-11-02', 'Motion in a Straight Line', rollup(0.35, 1, 6, 'weak'));
const CHAPTERS = {
  exam: EXAM,
  profile_id: PROFILE,
  subject: SUBJECTS.subjects[0],
  chapters: [KINEMATICS, chapter('phy-11-03', 'Laws of Motion', rollup(null, 0, 5, 'not_started'))],
};
const TOPICS = {
  exam: EXAM,
  profile_id: PROFILE,
  subject: { code: 'physics', name: 'Physics' },
  chapter: KINEMATICS,
  topics: [
    {
      code: 'phy-11-02-t01',
      name: 'Speed and velocity',
      mastery: rollup(0.96, 1, 3, 'mastered', 1),
      practice_url: '/practice?mode=CustomPractice&practice_id=phy-11-02-t01',
    },
    {
      code: 'phy-11-02-t02',
      name: 'Relative velocity',
      mastery: rollup(null, 0, 3, 'not_started'),
      practice_url: '/practice?mode=CustomPractice&practice_id=phy-11-02-t02',
    },
  ],
};
const props = { examCode: 'jee-main', goalCode: 'preug' };

describe('ExploreMasteryPage', () => {
  it('shows a labelled skeleton while loading, then subjects with bars and numbers; opens a subject and a chapter with Practise links', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = mockApi({
      '/api/exploreMastery/subjects': async () => {
        await gate;
        return jsonResponse(200, SUBJECTS);
      },
      '/api/exploreMastery/chapters': CHAPTERS,
      '/api/exploreMastery/topics': TOPICS,
    });
    renderWithApp(<ExploreMasteryPage {...props} />, { path: '/achieve/explore-mastery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore mastery' })).toBeInTheDocument();
    expect(screen.getByTestId('mastery-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your mastery…');
    release();

    const list = await screen.findByRole('list', { name: 'Subjects' });
    expect(screen.getByRole('progressbar', { name: 'JEE Main: mastery 46%' })).toBeInTheDocument();
    const physics = within(list).getAllByRole('listitem')[0]!;
    expect(within(physics).getByRole('heading', { level: 3, name: 'Physics' })).toBeInTheDocument();
    expect(within(physics).getByRole('progressbar', { name: 'Physics: mastery 62%' })).toHaveAttribute('aria-valuenow', '62');
    expect(within(physics).getByText('Getting there')).toBeInTheDocument();
    expect(within(physics).getByText('2 of 20 concepts practised')).toBeInTheDocument();
    expect(within(physics).getByText('2 chapters')).toBeInTheDocument();
    const url = requestedUrls(fetchMock).find((u) => u.pathname === '/api/exploreMastery/subjects')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ exam_code: 'jee-main', goal_code: 'preug', locale: 'en' });

    await userEvent.click(within(physics).getByRole('button', { name: 'Chapters: Physics' }));
    const chaptersHeading = await screen.findByRole('heading', { level: 2, name: 'Chapters of Physics' });
    await waitFor(() => expect(chaptersHeading).toHaveFocus());
    const chapters = await screen.findByRole('list', { name: 'Chapters of Physics' });
    const [first, second] = within(chapters).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Motion in a Straight Line' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Practise Motion in a Straight Line' }).getAttribute('href')).toContain('lm_code=phy-11-02');
    expect(within(second!).getByRole('progressbar', { name: 'Laws of Motion: not started' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(second!).getByText('Not started')).toBeInTheDocument();
    const chaptersUrl = requestedUrls(fetchMock).find((u) => u.pathname === '/api/exploreMastery/chapters')!;
    expect(chaptersUrl.searchParams.get('subject_code')).toBe('physics');

    await userEvent.click(within(first!).getByRole('button', { name: 'Topics: Motion in a Straight Line' }));
    const topics = await screen.findByRole('list', { name: 'Topics of Motion in a Straight Line' });
    const speed = within(topics).getAllByRole('listitem')[0]!;
    expect(within(speed).getByText('Mastered')).toBeInTheDocument();
    expect(within(speed).getByText('1 of 3 concepts practised · 1 mastered')).toBeInTheDocument();
    expect(within(speed).getByRole('link', { name: 'Practise Speed and velocity' }).getAttribute('href')).toContain('practice_id=phy-11-02-t01');
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    await userEvent.click(within(crumbs).getByRole('button', { name: 'All subjects' }));
    expect(await screen.findByRole('list', { name: 'Subjects' })).toBeInTheDocument();
  });

  it('says to practise a chapter when nothing is practised yet, still listing the subjects', async () => {
    mockApi({
      '/api/exploreMastery/subjects': {
        ...SUBJECTS,
        overall: rollup(null, 0, 40, 'not_started'),
        subjects: SUBJECTS.subjects.map((s) => ({ ...s, mastery: rollup(null, 0, 20, 'not_started') })),
      },
    });
    renderWithApp(<ExploreMasteryPage {...props} />, { path: '/achieve/explore-mastery' });
    expect(await screen.findByText('Practise a chapter to see your mastery here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to practice' })).toHaveAttribute('href', '/practice/home');
    expect(screen.getByRole('progressbar', { name: 'Physics: not started' })).toBeInTheDocument();
  });

  it('shows an error with Try again, and a no-exam state without an exam', async () => {
    let fail = true;
    mockApi({ '/api/exploreMastery/subjects': () => (fail ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, SUBJECTS)) });
    const { unmount } = renderWithApp(<ExploreMasteryPage {...props} />, { path: '/achieve/explore-mastery' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your mastery');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Subjects' })).toBeInTheDocument();
    unmount();

    renderWithApp(<ExploreMasteryPage examCode="" goalCode="" />, { path: '/achieve/explore-mastery' });
    expect(await screen.findByRole('heading', { name: 'Choose your exam first' })).toBeInTheDocument();
  });
});
