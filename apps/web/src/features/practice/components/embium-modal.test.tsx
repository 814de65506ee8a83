import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { resetEmbiumBalance } from '../stores/embium-balance.ts';
import { EmbiumBadge } from './embium-badge.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetEmbiumBalance();
});

const rules = [
  { event: 'practice_answer_correct', kind: 'silver', amount: 1 },
  { event: 'practice_answer_perfect', kind: 'gold', amount: 1 },
  { event: 'practice_session_complete', kind: 'silver', amount: 2 },
];
const entry = (i: number, kind = 'silver', event = 'practice_answer') => ({
  amount: kind === 'gold' ? 1 : 2,
  kind,
  event,
  object: `practice:s:q${i}`,
  at: Date.parse('2026-11-27T06:00:00Z') - i * 60_000,
});
const page = (n: number, items: object[], total: number) => ({
  data: { balance: { total: 14, silver: 11, gold: 3 }, rules, items, page: n, page_size: 10, total },
});

describe('the embium modal (issue 20 §3)', () => {
  it('opens from the header badge: balance, how embiums are earned, history with Load more', async () => {
    const fetchMock = mockApi({
      '/api/embiums/balance': { data: [{ current_value: 14, silver: 11, gold: 3 }] },
      '/api/embiums/history': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? Response.json(page(2, [entry(10, 'silver', 'mystery_event')], 11))
          : Response.json(
              page(1, [entry(0, 'silver', 'practice_session_complete'), entry(1, 'gold'), ...Array.from({ length: 8 }, (_, i) => entry(i + 2))], 11),
            ),
    });
    renderWithApp(<EmbiumBadge />);
    const button = await screen.findByTestId('embium-badge-button');
    // The modal's chunk and the history are only fetched on click.
    expect(requestedUrls(fetchMock).some((u) => u.pathname === '/api/embiums/history')).toBe(false);
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Your embiums' });
    expect(await within(dialog).findByTestId('embium-modal-balance')).toHaveTextContent('14 embiums');
    expect(within(dialog).getByText('11 silver · 3 gold')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'How you earn embiums' })).toBeInTheDocument();
    expect(within(dialog).getByText('Finishing a practice session: 2 silver')).toBeInTheDocument();
    expect(within(dialog).getByText(/A perfect answer .*: 1 gold more/)).toBeInTheDocument();
    const list = within(dialog).getByTestId('embium-history');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Practice session finished');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('+1 gold');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    expect(within(list).getAllByRole('listitem')[10]).toHaveTextContent('Award');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      requestedUrls(fetchMock)
        .filter((u) => u.pathname === '/api/embiums/history')
        .map((u) => u.searchParams.get('page')),
    ).toEqual(['1', '2']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how to earn the first embiums, and offers a retry when the history fails', async () => {
    let fail = true;
    mockApi({
      '/api/embiums/balance': () => new Response(null, { status: 204 }),
      '/api/embiums/history': () => (fail ? Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) : Response.json(page(1, [], 0))),
    });
    renderWithApp(<EmbiumBadge />);
    await userEvent.click(await screen.findByTestId('embium-badge-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Your embiums' });
    expect(await within(dialog).findByText('Your embiums could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No embiums yet. Answer a practice question to earn your first.')).toBeInTheDocument();
  });
});
