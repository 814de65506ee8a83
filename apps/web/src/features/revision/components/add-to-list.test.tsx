import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { AddToRevisionList } from './add-to-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const counts = { day: '2026-11-28', daily_cap: 20, reviewed_today: 0, due_today: 0, waiting: 0, total_cards: 0, next_due_at: null };
const lists = (items: object[]) => ({ data: { queue: counts, lists: { items, page: 1, page_size: 50, total: items.length } } });
const named = { id: '01a2-list', kind: 'named', name: 'Before the exam', subject: null, questions: 0, due: 0, created_at: 1 };

describe('AddToRevisionList (issue 19 §2)', () => {
  it('adds the question to the chosen named list and says so', async () => {
    const fetchMock = mockApi({
      '/api/revision/lists': lists([{ id: 'due', kind: 'due', name: '', subject: null, questions: 0, due: 0, created_at: null }, named]),
      '/api/revision/lists/01a2-list/items': { data: { ok: true, list: { ...named, questions: 1 } } },
    });
    renderWithApp(<AddToRevisionList questionCode="q-1" name="HCF of 6 and 20" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a revision list: HCF of 6 and 20' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Before the exam' }));
    expect(await screen.findByText('Added to Before the exam')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([u, init]) => String(u).includes('/items') && (init as RequestInit).method === 'POST');
    expect(JSON.parse(String((post![1] as RequestInit).body))).toEqual({ question_code: 'q-1' });
  });

  it('without a named list leads to the revision page to make one', async () => {
    mockApi({ '/api/revision/lists': lists([]) });
    renderWithApp(<AddToRevisionList questionCode="q-1" name="HCF" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a revision list: HCF' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Make a list on the revision page' })).toHaveAttribute('href', '/user-home/revision-lists'),
    );
  });
});
