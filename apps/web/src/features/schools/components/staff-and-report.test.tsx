import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Institute } from '@abhyas/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { CLASS_ID, INSTITUTE_ID, NOW, teacherAssignment } from '../test-fixtures.ts';
import { AssignmentReportPage } from './assignment-report-page.tsx';
import { staffContact, StaffPage } from './staff-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const A = teacherAssignment({ target: { kind: 'test', test_code: 'cbse-10-unit-1' }, title: 'Unit test 1', due_at: Date.parse('2026-12-04T12:30:00Z') });

describe('AssignmentReportPage (issue 23 §2)', () => {
  it('tables each student’s status, completion, lateness, score and accuracy', async () => {
    mockApi({
      [`/api/assignments/${A.id}/report`]: {
        status: 200,
        data: {
          assignment: A,
          students: [
            {
              profile_id: 'p1',
              first_name: 'Aarav',
              status: 'completed',
              completed_at: Date.parse('2026-12-04T13:00:00Z'),
              late: true,
              score: 52,
              max_score: 80,
              accuracy: 0.65,
            },
            {
              profile_id: 'p2',
              first_name: 'Diya',
              status: 'completed',
              completed_at: Date.parse('2026-12-03T10:00:00Z'),
              late: false,
              score: 71,
              max_score: 80,
              accuracy: 0.9,
            },
            { profile_id: 'p3', first_name: 'Kabir', status: 'not_started', completed_at: null, late: false, score: null, max_score: null, accuracy: null },
          ],
        },
      },
    });
    renderWithApp(<AssignmentReportPage classId={CLASS_ID} assignmentId={A.id} />, { path: `/school/classes/${CLASS_ID}/assignments/${A.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report: Unit test 1' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /counted only from work started from it/ });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [
        within(r).getByRole('rowheader').textContent,
        ...within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]);
    expect(cells).toEqual([
      ['Aarav', 'Completed', '4 Dec 2026, 6:30 pm', 'Late', '52 / 80', '65%'],
      ['Diya', 'Completed', '3 Dec 2026, 3:30 pm', 'On time', '71 / 80', '90%'],
      ['Kabir', 'Not started', '–', '–', '–', '–'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the assignments' })).toHaveAttribute('href', `/school/classes/${CLASS_ID}?tab=assignments`);
  });

  it('says when the assignment is gone (404)', async () => {
    mockApi({ [`/api/assignments/${A.id}/report`]: () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } }) });
    renderWithApp(<AssignmentReportPage classId={CLASS_ID} assignmentId={A.id} />);
    expect(await screen.findByTestId('report-not-found')).toHaveTextContent('Assignment not found');
  });
});

const INSTITUTE: Institute = { id: INSTITUTE_ID, name: 'Sunrise School', kind: 'school', city: 'Pune', role: 'admin', created_at: NOW };
const MEMBERS = [
  { user_id: 'u-1', first_name: 'Meera', last_name: 'Iyer', role: 'admin', added_at: NOW },
  { user_id: 'u-2', first_name: 'Ravi', last_name: 'Kumar', role: 'teacher', added_at: NOW },
];

describe('staffContact', () => {
  it('reads a mobile (with +91, 0, spaces or dashes) or an e-mail address', () => {
    expect(staffContact('+91 98765-43210')).toEqual({ mobile: '9876543210' });
    expect(staffContact('09876543210')).toEqual({ mobile: '9876543210' });
    expect(staffContact(' Teacher@School.IN ')).toEqual({ email: 'teacher@school.in' });
    expect(staffContact('12345')).toBeNull();
    expect(staffContact('not an address')).toBeNull();
  });
});

describe('StaffPage (/school/institutes/{id}/staff)', () => {
  it('lets an admin add a teacher by mobile, shows the server’s refusal, and remove a member after asking', async () => {
    const user = userEvent.setup();
    let answer: Response = jsonResponse(404, { error: { code: 'ACCOUNT_NOT_FOUND', message: 'no account' } });
    const fetchMock = mockApi({
      '/api/institutes': { status: 200, data: [INSTITUTE] },
      // mockApi's handlers see only the URL: the call being answered is the last one recorded.
      [`/api/institutes/${INSTITUTE_ID}/staff`]: () =>
        fetchMock.mock.calls.at(-1)?.[1]?.method === 'POST' ? answer : jsonResponse(200, { status: 200, data: MEMBERS }),
      [`/api/institutes/${INSTITUTE_ID}/staff/u-2`]: { status: 200, data: {} },
    });
    renderWithApp(<StaffPage instituteId={INSTITUTE_ID} />, { path: `/school/institutes/${INSTITUTE_ID}/staff` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff of Sunrise School' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: '2 members' }));
    expect(table.getByText('Ravi Kumar')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: /^E-mail or mobile/ });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter an e-mail address or a 10-digit mobile number.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Abhyas account has this e-mail or mobile verified.');
    const posted = fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith(`/api/institutes/${INSTITUTE_ID}/staff`) && init?.method === 'POST');
    expect(JSON.parse(String(posted[0]![1]!.body))).toEqual({ mobile: '9876543210', role: 'teacher' });

    answer = jsonResponse(201, { status: 201, data: MEMBERS[1] });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('98765 43210 was added.');

    await user.click(table.getByRole('button', { name: 'Remove Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Ravi Kumar from the staff?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith(`/staff/u-2`) && init?.method === 'DELETE')).toBe(true));
  });

  it('shows a teacher the list only', async () => {
    mockApi({
      '/api/institutes': { status: 200, data: [{ ...INSTITUTE, role: 'teacher' }] },
      [`/api/institutes/${INSTITUTE_ID}/staff`]: { status: 200, data: MEMBERS },
    });
    renderWithApp(<StaffPage instituteId={INSTITUTE_ID} />);
    expect(await screen.findByRole('table', { name: '2 members' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^E-mail or mobile/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says when the institute is not the account’s', async () => {
    mockApi({ '/api/institutes': { status: 200, data: [] } });
    renderWithApp(<StaffPage instituteId={INSTITUTE_ID} />);
    expect(await screen.findByTestId('institute-not-found')).toHaveTextContent('Institute not found');
  });
});
