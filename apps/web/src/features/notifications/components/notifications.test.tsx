import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InAppRecord } from '@abhyas/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = new Date(2026, 10, 27, 12, 0).getTime();
const HOUR = 3_600_000;
/** A uuid per short name (the contract's ids are uuids). */
const idOf = (name: string) => `00000000-0000-4000-8000-${name.padStart(12, '0').replace(/[^0-9a-f]/gu, 'f')}`;
const record = (id: string, ageMs: number, over: Partial<InAppRecord> = {}): InAppRecord => ({
  id: idOf(id),
  status: 'unread',
  deleted: false,
  type: 'general',
  tags: [],
  priority: 'medium',
  title: `Title ${id}`,
  body: '',
  link: null,
  params: {},
  created_at: NOW - ageMs,
  ...over,
});
const page = (content: InAppRecord[], p = 0, last = true, total = content.length) => ({
  payload: { content, page: p, pageSize: 8, totalElements: total, last },
});

/** A server of in-app notifications: GET answers by status and page, PATCH changes the status; calls are recorded. */
function server(pages: InAppRecord[][], unread = 3) {
  const calls: { method: string; body: unknown; url: URL }[] = [];
  const fetchMock = mockApi({
    '/api/notification/in-app': (url: URL) => {
      const call = fetchMock.mock.calls.at(-1)!;
      const init = (call[1] ?? {}) as RequestInit;
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as { status?: 'read' | 'unread'; in_app_record_ids: string[] }) : undefined;
      calls.push({ method, body, url });
      if (method === 'PATCH' && body?.status) {
        for (const r of pages.flat()) if (body.in_app_record_ids.includes(r.id)) r.status = body.status;
      }
      if (method !== 'GET') return jsonResponse(200, { payload: { documents_affected: 1 } });
      if (url.searchParams.get('status') === 'unread') return jsonResponse(200, page([], 0, true, unread));
      const p = Number(url.searchParams.get('page') ?? 0);
      return jsonResponse(200, page(pages[p] ?? [], p, p >= pages.length - 1, pages.flat().length));
    },
  });
  return { calls, fetchMock };
}

describe('notifications (issue 20 §1; platform.md §4.4)', () => {
  it('the bell shows the unread count from totalElements and opens the panel', async () => {
    server([[record('a', HOUR)]], 12);
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(screen.getByText('9+')).toBeInTheDocument();
    fireEvent.click(bell);
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('the bell shows no count when nothing is unread', async () => {
    server([[]], 0);
    renderWithApp(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('groups records in Today, Yesterday, Older, badges high priority, and pages on with Show more', async () => {
    const first = [record('t1', HOUR, { priority: 'high' }), record('t2', 2 * HOUR), record('y1', 24 * HOUR), record('o1', 72 * HOUR)];
    const { calls } = server([first, [record('o2', 100 * HOUR, { status: 'read' })]]);
    renderWithApp(<NotificationsPage now={NOW} />);
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Title t1'), expect.stringContaining('Title t2')]);
    expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('Important');
    expect(within(today).getAllByRole('listitem')[1]).not.toHaveTextContent('Important');
    expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByText('Title y1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Older' })).getByText('Title o1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Title o2')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && !c.url.searchParams.has('status')).map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('words the school notices in the interface language from their params (issue 23)', async () => {
    server([
      [
        record('s', HOUR, { type: 'assignment_set', title: 'x', body: 'x', params: { class: '10 B Maths', title: 'Real Numbers practice' } }),
        record('d', HOUR, { type: 'assignment_due', title: 'y', body: 'y', params: { class: '10 B Maths', title: 'Unit test 1' } }),
      ],
    ]);
    renderWithApp(<NotificationsPage now={NOW} />);
    expect(await screen.findByText('10 B Maths has a new assignment: Real Numbers practice.')).toBeInTheDocument();
    expect(screen.getByText('New assignment')).toBeInTheDocument();
    expect(screen.getByText('Unit test 1 (10 B Maths) is due tomorrow. Finish it today.')).toBeInTheDocument();
  });

  it('marks a record read with PATCH status=read and the record id', async () => {
    const { calls } = server([[record('a', HOUR), record('b', HOUR)]]);
    renderWithApp(<NotificationsPage now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Title a' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'read', in_app_record_ids: [idOf('a')] }));
    expect(await screen.findByRole('button', { name: 'Mark as unread: Title a' })).toBeInTheDocument();
  });

  it('deletes after 6 s unless undone; undo within 6 s sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = server([[record('a', HOUR), record('b', HOUR)]]);
    renderWithApp(<NotificationsPage now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Title a' }));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted: Title a');
    await act(async () => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Delete: Title a' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(7000));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Title b' }));
    await act(async () => vi.advanceTimersByTime(5900));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ in_app_record_ids: [idOf('b')] }));
  });

  it('reports a failed read as an API_Error event with its label, and shows no error message', async () => {
    mockApi({ '/api/notification/in-app': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('abhyas:event', listener);
    renderWithApp(<NotificationsPage now={NOW} />);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    window.removeEventListener('abhyas:event', listener);
    expect(events).toContainEqual(expect.objectContaining({ name: 'API_Error', error_code: '500', label: 'Get Notifications', feature_name: 'Notifications' }));
  });
});
