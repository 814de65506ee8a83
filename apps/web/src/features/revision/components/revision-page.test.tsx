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

  it('saves the daily cap and refuses one out of range', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    mockApi({
      '/api/revision/lists': lists(counts({ due_today: 3, total_cards: 3 }), [due(3)]),
      '/api/revision/settings': async (url: URL) => {
        void url;
        puts.push(true);
        return jsonResponse(200, { data: { daily_cap: 40, default_daily_cap: 20, min: 5, max: 200, reminder_hour: 18, default_reminder_hour: 18 } });
      },
    });
    renderWithApp(<RevisionPage />, { path: '/user-home/revision-lists' });
    const input = await screen.findByRole('textbox', { name: 'Questions a day' });
    await user.clear(input);
    await user.type(input, '300');
    expect(screen.getByText('Enter a whole number from 5 to 200.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Daily limit saved.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
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
