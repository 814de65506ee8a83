import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { NOW, studentAssignment } from '../test-fixtures.ts';
import { AssignmentDetailPage } from './assignment-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AssignmentDetailPage (/user-home/assignment/{id}, issue 23 §2)', () => {
  it('shows the instructions, due and status, and Continue leads to the work with its homework ids', async () => {
    const a = studentAssignment({ status: 'in_progress', progress: 30, due_at: Date.parse('2026-12-04T12:30:00Z') });
    mockApi({ '/api/user-home/assignments/a-1': { status: 200, data: a } });
    renderWithApp(<AssignmentDetailPage assignmentId="a-1" />, { path: '/user-home/assignment/a-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Numbers practice' })).toBeInTheDocument();
    expect(screen.getByText('Do ten questions.')).toBeInTheDocument();
    expect(screen.getByTestId('detail-status')).toHaveTextContent('In progress');
    expect(screen.getByText('Due 4 Dec 2026, 6:00 pm')).toBeInTheDocument();
    const go = screen.getByRole('link', { name: 'Continue' });
    const href = new URL(go.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/practice');
    expect([href.searchParams.get('homework_id'), href.searchParams.get('class_id')]).toEqual(['a-1', a.class_id]);
    expect(href.searchParams.get('school_id')).toBeTruthy();
  });

  it('a book assignment is marked as done by the student', async () => {
    const user = userEvent.setup();
    let done = false;
    const book = () =>
      studentAssignment({
        target: { kind: 'book', book_id: 'ncert-10-maths' },
        link: '/booktoc?book_id=ncert-10-maths&homework_id=a-1',
        ...(done ? { status: 'completed', state: 'completed', progress: 100, completed_at: NOW, due_text: { kind: 'completed' } } : {}),
      });
    const fetchMock = mockApi({
      '/api/user-home/assignments/a-1': () => jsonResponse(200, { status: 200, data: book() }),
      '/api/user-home/assignments/a-1/done': () => {
        done = true;
        return jsonResponse(200, { status: 200, data: book() });
      },
    });
    renderWithApp(<AssignmentDetailPage assignmentId="a-1" />, { path: '/user-home/assignment/a-1' });
    expect(await screen.findByRole('link', { name: 'Open the book' })).toHaveAttribute('href', '/booktoc?book_id=ncert-10-maths&homework_id=a-1');
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(screen.getByTestId('detail-status')).toHaveTextContent('Completed'));
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/api/user-home/assignments/a-1/done') && init?.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open again' })).toBeInTheDocument();
  });

  it('a locked assignment has no way in, only when it opens', async () => {
    mockApi({
      '/api/user-home/assignments/a-1': {
        status: 200,
        data: studentAssignment({ state: 'locked', is_locked: true, starts_at: Date.parse('2026-12-03T04:00:00Z') }),
      },
    });
    renderWithApp(<AssignmentDetailPage assignmentId="a-1" />, { path: '/user-home/assignment/a-1' });
    expect(await screen.findByTestId('detail-locked')).toHaveTextContent('Opens 3 Dec 2026, 9:30 am');
    expect(screen.queryByRole('link', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('says when the assignment is not the student’s (404)', async () => {
    mockApi({ '/api/user-home/assignments/a-1': () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } }) });
    renderWithApp(<AssignmentDetailPage assignmentId="a-1" />, { path: '/user-home/assignment/a-1' });
    expect(await screen.findByTestId('detail-not-found')).toHaveTextContent('Assignment not found');
  });
});
