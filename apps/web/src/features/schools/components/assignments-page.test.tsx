import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { DAY, HOUR, NOW, STUDENT_CLASS, studentAssignment } from '../test-fixtures.ts';
import { AssignmentsPage } from './assignments-page.tsx';

beforeEach(() => {
  // Only Date is faked: the grouping's "today" is 1 December 2026 in India; timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ASSIGNMENTS = [
  studentAssignment({
    id: 'a-today',
    title: 'Real Numbers practice',
    created_at: NOW - HOUR,
    due_text: { kind: 'due_today' },
    progress: 40,
    status: 'in_progress',
  }),
  studentAssignment({
    id: 'a-locked',
    title: 'Unit test 1',
    target: { kind: 'test', test_code: 'cbse-10-unit-1' },
    created_at: NOW - 2 * HOUR,
    starts_at: Date.parse('2026-12-03T04:00:00Z'),
    state: 'locked',
    is_locked: true,
    due_text: { kind: 'date', date: '2026-12-15' },
  }),
  studentAssignment({
    id: 'a-yesterday',
    title: 'Watch: HCF and LCM',
    target: { kind: 'video', video_id: 'v-hcf' },
    created_at: NOW - DAY,
    due_text: { kind: 'due_tomorrow' },
  }),
  studentAssignment({
    id: 'a-done',
    title: 'Read chapter 1',
    target: { kind: 'book', book_id: 'ncert-10-maths' },
    created_at: NOW - 5 * DAY,
    state: 'completed',
    status: 'completed',
    completed_at: NOW - 2 * DAY,
    progress: 100,
    due_text: { kind: 'completed' },
  }),
  studentAssignment({ id: 'a-late', title: 'Polynomials practice', created_at: NOW - 6 * DAY, due_text: { kind: 'delayed' } }),
];

function classesAndAssignments(classes = [STUDENT_CLASS], assignments = ASSIGNMENTS) {
  return mockApi({
    '/api/student/classes': { status: 200, data: classes },
    '/api/user-home/assignments': { status: 200, data: assignments },
  });
}

const tileOf = (title: string) => screen.getAllByTestId('assignment-tile').find((t) => within(t).queryByText(title))!;

describe('AssignmentsPage (/user-home/assignment, issue 23 §1–§2)', () => {
  it('groups the tiles Today / Yesterday / Older with their class tag, kind, due text and progress', async () => {
    classesAndAssignments();
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    const titles = (bucket: string) =>
      within(screen.getByTestId(`bucket-${bucket}`))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('today')).toEqual(['Real Numbers practice', 'Unit test 1']);
    expect(titles('yesterday')).toEqual(['Watch: HCF and LCM']);
    expect(titles('older')).toEqual(['Read chapter 1', 'Polynomials practice']);

    const dueOf = (title: string) => within(tileOf(title)).getByTestId('due-text').textContent;
    expect(dueOf('Real Numbers practice')).toBe('Due today');
    expect(dueOf('Watch: HCF and LCM')).toBe('Due tomorrow');
    expect(dueOf('Unit test 1')).toBe('Due 15 Dec 2026');
    expect(dueOf('Read chapter 1')).toBe('Completed');
    expect(dueOf('Polynomials practice')).toBe('Delayed');

    const today = within(tileOf('Real Numbers practice'));
    expect(today.getByText('10 B Maths')).toBeInTheDocument();
    expect(today.getByText('Practice')).toBeInTheDocument();
    expect(today.getByText('40% done')).toBeInTheDocument();
    expect(within(tileOf('Read chapter 1')).getAllByText('Completed')).toHaveLength(2);
    expect(within(tileOf('Read chapter 1')).getByText('Book')).toBeInTheDocument();
    // The class list beside them.
    expect(within(screen.getByRole('list', { name: 'My classes' })).getByText('Sunrise School · Class 10 · Section B · Mathematics')).toBeInTheDocument();
  });

  it('opens an assignment from its tile; a locked tile ignores the click and says when it opens', async () => {
    const user = userEvent.setup();
    classesAndAssignments();
    const { router } = renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    await screen.findByRole('heading', { level: 2, name: 'Today' });

    const locked = within(tileOf('Unit test 1')).getByRole('link', { name: 'Unit test 1' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).not.toHaveAttribute('href');
    expect(locked).toHaveAccessibleDescription('Opens 3 Dec 2026, 9:30 am');
    expect(within(tileOf('Unit test 1')).getByText('Locked')).toBeInTheDocument();
    await user.click(locked);
    expect(router.state.location.pathname).toBe('/user-home/assignment');

    await user.click(within(tileOf('Real Numbers practice')).getByRole('link', { name: 'Real Numbers practice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-home/assignment/a-today'));
  });

  it('joins a class with a code: refuses a malformed one, shows the server’s refusals, then the class joined', async () => {
    const user = userEvent.setup();
    let answer: Response = jsonResponse(404, { error: { code: 'CLASS_NOT_FOUND', message: 'No class has this code' } });
    const fetchMock = mockApi({
      '/api/student/classes': { status: 200, data: [STUDENT_CLASS] },
      '/api/user-home/assignments': { status: 200, data: [] },
      '/api/classes/join': () => answer,
    });
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    expect(await screen.findByTestId('assignments-empty')).toHaveTextContent('No assignments yet');
    const field = screen.getByRole('textbox', { name: 'Class code' });
    const join = screen.getByRole('button', { name: 'Join' });

    await user.type(field, 'AB1');
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('A class code has 7 letters and digits');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/classes/join'))).toBe(false);

    await user.clear(field);
    await user.type(field, 'k7m-2q9 o');
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('No class has this code. Check it with your teacher');
    const posted = fetchMock.mock.calls.filter(([u, init]) => String(u).includes('/api/classes/join') && init?.method === 'POST');
    // Read loosely: lower case, a dash and a space dropped, O read as 0.
    expect(JSON.parse(String(posted[0]![1]!.body))).toEqual({ code: 'K7M2Q90' });

    answer = jsonResponse(409, { error: { code: 'ALREADY_IN_CLASS', message: 'already' } });
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already in this class.');

    answer = jsonResponse(200, { status: 200, data: { ...STUDENT_CLASS, id: 'c-2', name: '10 B Science' } });
    await user.click(join);
    expect(await screen.findByRole('status')).toHaveTextContent('You joined 10 B Science.');
    expect(field).toHaveValue('');
  });

  it('fills in the code of a teacher’s invite link, and joins with it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      '/api/student/classes': { status: 200, data: [] },
      '/api/classes/join': () => jsonResponse(200, { status: 200, data: STUDENT_CLASS }),
    });
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment?join=0K7M2Q9' });
    const field = await screen.findByRole('textbox', { name: 'Class code' });
    expect(field).toHaveValue('0K7M2Q9');
    expect(screen.getByText("Your teacher's invite filled in the class code. Check it, then join.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([u, init]) => String(u).includes('/api/classes/join') && init?.method === 'POST')
          .map(([, init]) => JSON.parse(String(init!.body)) as unknown),
      ).toEqual([{ code: '0K7M2Q9' }]),
    );
  });

  it('leaves a class after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = classesAndAssignments();
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    await user.click(await screen.findByRole('button', { name: 'Leave 10 B Maths' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave 10 B Maths?' });
    expect(dialog).toHaveTextContent('Its assignments disappear from your list');
    await user.click(within(dialog).getByRole('button', { name: 'Leave class' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith(`/api/student/classes/${STUDENT_CLASS.id}`) && init?.method === 'DELETE')).toBe(true),
    );
  });

  it('with no class, explains joining with a code and offers the parent invite', async () => {
    classesAndAssignments([], []);
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    const zero = await screen.findByTestId('assignments-zero');
    expect(zero).toHaveTextContent('your teacher gives you a class code');
    expect(within(zero).getByRole('textbox', { name: 'Class code' })).toBeInTheDocument();
    expect(within(zero).getByRole('link', { name: 'Invite a parent' })).toHaveAttribute('href', '/invite-parent');
  });

  it('says when the classes cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      '/api/student/classes': () => (fail ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, { status: 200, data: [] })),
      '/api/user-home/assignments': { status: 200, data: [] },
    });
    renderWithApp(<AssignmentsPage />, { path: '/user-home/assignment' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your assignments could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('assignments-zero')).toBeInTheDocument();
  });
});
