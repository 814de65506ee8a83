import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { RevisionPage } from './revision-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const counts = (extra: object = {}) => ({
  day: '2026-11-28',
  daily_cap: 20,
  reviewed_today: 0,
  due_today: 0,
  waiting: 0,
  total_cards: 0,
  next_due_at: null,
  ...extra,
});
const due = (n: number) => ({ id: 'due', kind: 'due', name: '', subject: null, questions: n, due: n, created_at: null });
const lists = (queue: object, items: object[]) => ({ data: { queue, lists: { items, page: 1, page_size: 50, total: items.length } } });

describe('RevisionPage (issue 19 §2–§3)', () => {
  it('tells a new student how questions get here', async () => {
    mockApi({ '/api/revision/lists': lists(counts(), [due(0)]) });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    expect(await screen.findByRole('heading', { name: 'Nothing to revise yet' })).toBeInTheDocument();
    expect(screen.getByText(/Get questions wrong in practice and they come back here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/practice/home');
    expect(screen.queryByRole('link', { name: 'Review now' })).not.toBeInTheDocument();
  });

  it('shows today within the cap, how many wait, and practises each list', async () => {
    mockApi({
      '/api/revision/lists': lists(counts({ due_today: 20, waiting: 130, total_cards: 160 }), [
        due(20),
        { id: 'chapter:phy-kin', kind: 'chapter', name: 'Kinematics', subject: 'physics', questions: 12, due: 7, created_at: null },
        { id: '0190a1b2-0000-7000-8000-000000000001', kind: 'named', name: 'Before the exam', subject: null, questions: 0, due: 0, created_at: 1 },
      ]),
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    expect(await screen.findByText('20 questions due today')).toBeInTheDocument();
    expect(screen.getByText('130 more questions wait beyond your daily limit of 20: they come up on later days.')).toBeInTheDocument();
    const review = screen.getByRole('link', { name: 'Review now' });
    const href = new URL(review.getAttribute('href')!, 'http://x');
    expect([href.pathname, href.searchParams.get('mode'), href.searchParams.get('revision_list'), href.searchParams.get('day')]).toEqual([
      '/practice',
      'RevisionPractice',
      'due',
      '2026-11-28',
    ]);

    const chapters = screen.getByRole('list', { name: 'By chapter' });
    expect(within(chapters).getByText('12 questions')).toBeInTheDocument();
    expect(within(chapters).getByText('7 due')).toBeInTheDocument();
    const practise = within(chapters).getByRole('link', { name: 'Practise Kinematics' });
    expect(new URL(practise.getAttribute('href')!, 'http://x').searchParams.get('revision_list')).toBe('chapter:phy-kin');
    // An empty named list has nothing to practise.
    const named = screen.getByRole('list', { name: 'Your lists' });
    expect(within(named).getByText('No questions yet')).toBeInTheDocument();
    expect(within(named).queryByRole('link')).not.toBeInTheDocument();
  });

  const settings = (extra: object = {}) => ({
    data: { daily_cap: 20, default_daily_cap: 20, min: 5, max: 200, reminder_hour: 18, default_reminder_hour: 18, ...extra },
  });
  /** The bodies of the PUTs to /api/revision/settings, parsed. */
  const puts = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).includes('/api/revision/settings') && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

  it('saves the daily cap and refuses one out of range', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      '/api/revision/lists': lists(counts({ due_today: 3, total_cards: 3 }), [due(3)]),
      '/api/revision/settings': settings({ daily_cap: 40 }),
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    const input = await screen.findByRole('textbox', { name: 'Questions a day' });
    const cap = within(screen.getByRole('region', { name: 'Daily limit' }));
    await user.clear(input);
    await user.type(input, '300');
    expect(screen.getByText('Enter a whole number from 5 to 200.')).toBeInTheDocument();
    expect(cap.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '40');
    await user.click(cap.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Daily limit saved.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ daily_cap: 40 }]);
  });

  it('shows the daily reminder hour in the interface language and saves another (issue 20 §2)', async () => {
    const user = userEvent.setup();
    let hour = 18;
    const fetchMock = mockApi({
      '/api/revision/lists': lists(counts({ due_today: 3, total_cards: 3 }), [due(3)]),
      '/api/revision/settings': () => jsonResponse(200, settings({ reminder_hour: hour })),
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    const reminder = within(await screen.findByRole('region', { name: 'Daily reminder' }));
    const select = await reminder.findByLabelText('Remind me at', { selector: 'input' });
    await waitFor(() => expect(select).toHaveValue('6 PM'));
    expect(reminder.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(select);
    hour = 7;
    await user.click(await screen.findByRole('option', { name: '7 AM' }));
    await user.click(reminder.getByRole('button', { name: 'Save' }));
    expect(await reminder.findByText('You will be reminded at 7 AM.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ reminder_hour: 7 }]);
    expect(reminder.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says when the reminder hour cannot be loaded, and keeps the rest of the page', async () => {
    mockApi({
      '/api/revision/lists': lists(counts({ due_today: 3, total_cards: 3 }), [due(3)]),
      '/api/revision/settings': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    const reminder = within(await screen.findByRole('region', { name: 'Daily reminder' }));
    expect(await reminder.findByText('The reminder time could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Questions a day' })).toBeInTheDocument();
  });

  it('says when the lists cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      '/api/revision/lists': () => (fail ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, lists(counts(), [due(0)]))),
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your revision could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nothing to revise yet' })).toBeInTheDocument());
  });
});
