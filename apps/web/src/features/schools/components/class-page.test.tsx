import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { CHAPTER_CONTENT, CLASS_DETAIL, CLASS_ID, DAY, HOUR, LEARNING_MAP, liveClass, NOW, teacherAssignment } from '../test-fixtures.ts';
import { ClassPage } from './class-page.tsx';

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

const MOCKTESTS = {
  tests: [
    {
      code: 'cbse-10-unit-1',
      name: 'Unit test 1',
      examCode: 'cbse-class-10',
      durationS: 3600,
      questionCount: 20,
      maxMarks: 80,
      source: null,
      sections: [],
      subjects: [],
      isScheduled: false,
      status: 'not_begun',
      progress: 'not_started',
      sessionId: null,
    },
  ],
};

function classApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    [`/api/classes/${CLASS_ID}`]: { status: 200, data: CLASS_DETAIL },
    [`/api/classes/${CLASS_ID}/assignments`]: { status: 200, data: [teacherAssignment()] },
    '/api/content/learning-map': LEARNING_MAP,
    '/api/content/mocktests': MOCKTESTS,
    ...extra,
  });
}

describe('ClassPage (/school/classes/{id}, issue 23)', () => {
  it('shows the join code big, copies it, makes a new one after asking, and removes a student after asking', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = classApi({
      [`/api/classes/${CLASS_ID}/join-code`]: { status: 200, data: { join_code: 'P3R8T6V' } },
      [`/api/classes/${CLASS_ID}/students/${CLASS_DETAIL.roster[0]!.profile_id}`]: { status: 200, data: {} },
    });
    renderWithApp(<ClassPage classId={CLASS_ID} />, { path: `/school/classes/${CLASS_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: '10 B Maths' })).toBeInTheDocument();
    expect(screen.getByTestId('join-code')).toHaveTextContent('K7M2Q9X');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7M2Q9X');
    // The invite link opens the student's assignments page with the code filled in.
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/user-home/assignment?join=K7M2Q9X`);

    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new join code?' });
    expect(dialog).toHaveTextContent('The current code stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/join-code`)).toHaveLength(1));

    const roster = within(screen.getByRole('table', { name: '2 students' }));
    expect(
      roster
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Aarav', 'Diya']);
    await user.click(roster.getByRole('button', { name: 'Remove Aarav' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Aarav from the class?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE', `/api/classes/${CLASS_ID}/students/${CLASS_DETAIL.roster[0]!.profile_id}`)).toHaveLength(1));
  });

  it('lists the assignments with how many completed, and sets a practice assignment with the right body', async () => {
    const user = userEvent.setup();
    const fetchMock = classApi();
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="assignments" />, { path: `/school/classes/${CLASS_ID}?tab=assignments` });
    const row = within(await screen.findByTestId('teacher-assignment'));
    expect(row.getByTestId('completed-count')).toHaveTextContent('1 of 2 completed');
    expect(row.getByRole('link', { name: 'Report: Real Numbers practice' })).toHaveAttribute(
      'href',
      `/school/classes/${CLASS_ID}/assignments/${teacherAssignment().id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Set an assignment' }));
    const form = within(await screen.findByRole('region', { name: 'Set an assignment' }));
    expect(form.getByRole('radio', { name: 'Practice' })).toBeChecked();
    await user.click(form.getByLabelText(/^Chapter/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Polynomials' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Polynomials: 10 questions');
    await user.type(form.getByRole('textbox', { name: 'Instructions' }), 'Before Friday.');
    fireEvent.change(form.getByLabelText(/^Starts/), { target: { value: '2026-12-03T09:30' } });
    fireEvent.change(form.getByLabelText(/^Due/), { target: { value: '2026-12-10T18:00' } });
    await user.click(form.getByRole('checkbox', { name: /Lock until it starts/ }));
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([
        {
          target: { kind: 'practice', chapter_code: 'ncert-10-mathematics-ch02' },
          starts_at: Date.parse('2026-12-03T04:00:00Z'),
          due_at: Date.parse('2026-12-10T12:30:00Z'),
          locked_until_start: true,
          title: 'Polynomials: 10 questions',
          instructions: 'Before Friday.',
        },
      ]),
    );
  });

  it('sets a test assignment from the exam’s tests, and refuses a due time before the start without sending', async () => {
    const user = userEvent.setup();
    const fetchMock = classApi({
      [`/api/classes/${CLASS_ID}/assignments`]: () => jsonResponse(200, { status: 200, data: [] }),
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="assignments" />, { path: `/school/classes/${CLASS_ID}?tab=assignments` });
    expect(await screen.findByTestId('teacher-assignments-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set an assignment' }));
    const form = within(await screen.findByRole('region', { name: 'Set an assignment' }));
    await user.click(form.getByRole('radio', { name: 'Test' }));
    await user.click(form.getByLabelText(/^Test/, { selector: 'input:not([type=radio])' }));
    await user.click(await screen.findByRole('option', { name: 'Unit test 1' }));
    fireEvent.change(form.getByLabelText(/^Starts/), { target: { value: '2026-12-05T10:00' } });
    fireEvent.change(form.getByLabelText(/^Due/), { target: { value: '2026-12-04T10:00' } });
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    expect(await form.findByText('The due time must be after the start.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([]);

    fireEvent.change(form.getByLabelText(/^Due/), { target: { value: '2026-12-06T10:00' } });
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([
        {
          target: { kind: 'test', test_code: 'cbse-10-unit-1' },
          starts_at: Date.parse('2026-12-05T04:30:00Z'),
          due_at: Date.parse('2026-12-06T04:30:00Z'),
          locked_until_start: false,
        },
      ]),
    );
  });

  it('builds a test for the class in the dialog, selects it in the form and sets it (issue 23 §2)', async () => {
    const user = userEvent.setup();
    const built: { code: string; name: string; duration: number; question_count: number; created_at: number }[] = [];
    const fetchMock = classApi({
      [`/api/classes/${CLASS_ID}/assignments`]: () => jsonResponse(200, { status: 200, data: [] }),
      // The handler sees the URL only: the last call's method tells a build from a list.
      [`/api/classes/${CLASS_ID}/tests`]: () => {
        const post = fetchMock.mock.calls.at(-1)?.[1]?.method === 'POST';
        if (!post) return jsonResponse(200, { status: 200, data: built });
        built.push({ code: 'class-t1', name: 'Real Numbers quiz', duration: 1200, question_count: 10, created_at: NOW });
        return jsonResponse(201, {
          status: 201,
          data: {
            code: 'class-t1',
            name: 'Real Numbers quiz',
            duration: 1200,
            question_count: 10,
            max_marks: 10,
            sections: [{ code: 'mathematics', name: 'Mathematics', question_count: 10 }],
          },
        });
      },
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="assignments" />, { path: `/school/classes/${CLASS_ID}?tab=assignments` });
    await user.click(await screen.findByRole('button', { name: 'Set an assignment' }));
    const form = within(await screen.findByRole('region', { name: 'Set an assignment' }));
    await user.click(form.getByRole('radio', { name: 'Test' }));
    await user.click(form.getByRole('button', { name: 'Build a test for this class' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Build a test for this class' }));

    // Nothing chosen: said in the dialog, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Build the test' }));
    expect(await dialog.findByText('Choose at least one chapter.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/tests`)).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /^Test name/ }), 'Real Numbers quiz');
    await user.click(dialog.getByLabelText(/^Chapters/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Real Numbers' }));
    const questions = dialog.getByRole('textbox', { name: /^Questions/ });
    await user.clear(questions);
    await user.type(questions, '10');
    const minutes = dialog.getByRole('textbox', { name: /^Minutes/ });
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(dialog.getByRole('button', { name: 'Build the test' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/tests`)).toEqual([
        {
          name: 'Real Numbers quiz',
          subjects: [{ code: 'mathematics', chapters: ['ncert-10-mathematics-ch01'] }],
          question_count: 10,
          duration_s: 1200,
          difficulty: 'mixed',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Build a test for this class' })).not.toBeInTheDocument());
    // The built test is chosen in the form, under the class's own tests.
    await waitFor(() => expect(form.getByLabelText(/^Test/, { selector: 'input:not([type=radio])' })).toHaveValue('Real Numbers quiz'));

    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([
        expect.objectContaining({ target: { kind: 'test', test_code: 'class-t1' } }),
      ]),
    );
  });

  it('sets a book at a chapter, picked from the books that hold the chapter', async () => {
    const user = userEvent.setup();
    const fetchMock = classApi({
      [`/api/classes/${CLASS_ID}/assignments`]: () => jsonResponse(200, { status: 200, data: [] }),
      '/api/content/chapters/ncert-10-mathematics-ch01': CHAPTER_CONTENT,
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="assignments" />, { path: `/school/classes/${CLASS_ID}?tab=assignments` });
    await user.click(await screen.findByRole('button', { name: 'Set an assignment' }));
    const form = within(await screen.findByRole('region', { name: 'Set an assignment' }));
    await user.click(form.getByRole('radio', { name: 'Book' }));
    // The book picker waits for the chapter.
    expect(form.getByLabelText(/^Book/, { selector: 'input:not([type=radio])' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([]);
    await user.click(form.getByLabelText(/^Chapter/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Real Numbers' }));
    await user.click(form.getByLabelText(/^Book/, { selector: 'input:not([type=radio])' }));
    await user.click(await screen.findByRole('option', { name: 'Mathematics: Textbook for Class X' }));
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/assignments`)).toEqual([
        expect.objectContaining({ target: { kind: 'book', book_id: 'book-ncert-10-math', chapter_code: 'ncert-10-mathematics-ch01' } }),
      ]),
    );
  });

  it('shows the server’s refusal of an assignment', async () => {
    const user = userEvent.setup();
    classApi({
      '/api/content/chapters/ncert-10-mathematics-ch01': CHAPTER_CONTENT,
      [`/api/classes/${CLASS_ID}/assignments`]: () => jsonResponse(400, { error: { code: 'UNKNOWN_TARGET', message: 'video_id names no video' } }),
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="assignments" />, { path: `/school/classes/${CLASS_ID}?tab=assignments` });
    await user.click(await screen.findByRole('button', { name: 'Set an assignment' }));
    const form = within(await screen.findByRole('region', { name: 'Set an assignment' }));
    await user.click(form.getByRole('radio', { name: 'Video' }));
    await user.click(form.getByLabelText(/^Chapter/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Real Numbers' }));
    await user.click(form.getByLabelText(/^Video/, { selector: 'input:not([type=radio])' }));
    await user.click(await screen.findByRole('option', { name: 'Euclid’s lemma explained' }));
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    expect(await form.findByRole('alert')).toHaveTextContent('That is not a chapter, test, video or book of this class’s exam.'.replace('’', "'"));
  });

  it('shows the class’s mastery by chapter and the hardest questions', async () => {
    const user = userEvent.setup();
    classApi({
      [`/api/classes/${CLASS_ID}/mastery`]: {
        status: 200,
        data: {
          students: 2,
          chapters: [
            { chapter_code: 'ch01', chapter_name: 'Real Numbers', subject_name: 'Mathematics', mastery: 0.62, students_practised: 2 },
            { chapter_code: 'ch02', chapter_name: 'Polynomials', subject_name: 'Mathematics', mastery: null, students_practised: 0 },
          ],
          hardest_questions: [{ question_code: 'q-17', chapter_name: 'Real Numbers', attempts: 9, wrong: 7, link: '/question/q-17' }],
        },
      },
    });
    renderWithApp(<ClassPage classId={CLASS_ID} />, { path: `/school/classes/${CLASS_ID}` });
    await user.click(await screen.findByRole('tab', { name: 'Mastery' }));
    const table = within(await screen.findByTestId('mastery-table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Real NumbersMathematics', '62%', '2 of 2'],
      ['PolynomialsMathematics', 'Not practised', '0 of 2'],
    ]);
    expect(table.getByRole('progressbar', { name: 'Mastery of Real Numbers' })).toHaveAttribute('aria-valuenow', '62');
    expect(screen.getByRole('link', { name: 'Question q-17' })).toHaveAttribute('href', '/question/q-17');
    expect(screen.getByText('Real Numbers · wrong in 7 of 9 attempts')).toBeInTheDocument();
  });

  it('schedules a live class and joins it as teacher', async () => {
    const user = userEvent.setup();
    const fetchMock = classApi({ [`/api/classes/${CLASS_ID}/live-classes`]: { status: 200, data: [liveClass()] } });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="live" />, { path: `/school/classes/${CLASS_ID}?tab=live` });
    const row = within(await screen.findByTestId('teacher-live-class'));
    expect(row.getByRole('link', { name: 'Join as teacher: Euclid’s division lemma' })).toHaveAttribute('href', `/live-class/${liveClass().id}?as=teacher`);
    expect(row.getByText('1 Dec 2026, 2:00 pm · 45 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schedule a live class' }));
    const form = within(await screen.findByRole('region', { name: 'Schedule a live class' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Polynomials doubts');
    fireEvent.change(form.getByLabelText(/^Starts/), { target: { value: '2026-12-02T17:00' } });
    const minutes = form.getByRole('textbox', { name: /^Minutes/ });
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(form.getByLabelText(/^Chapter/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Polynomials' }));
    await user.click(form.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `/api/classes/${CLASS_ID}/live-classes`)).toEqual([
        { title: 'Polynomials doubts', starts_at: Date.parse('2026-12-02T11:30:00Z'), duration_minutes: 90, chapter_code: 'ncert-10-mathematics-ch02' },
      ]),
    );
  });

  it('saves the link to an ended class’s recording, refusing one that is not https', async () => {
    const user = userEvent.setup();
    const ended = liveClass({ state: 'ended', starts_at: NOW - 3 * HOUR });
    const fetchMock = classApi({
      [`/api/classes/${CLASS_ID}/live-classes`]: { status: 200, data: [ended] },
      [`/api/live-classes/${ended.id}/recording`]: { status: 200, data: { ...ended, recording_url: 'https://drive.school.in/r.mp4' } },
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="live" />, { path: `/school/classes/${CLASS_ID}?tab=live` });
    const row = within(await screen.findByTestId('teacher-live-class'));
    expect(row.queryByRole('link', { name: /Join as teacher/ })).not.toBeInTheDocument();
    const field = row.getByRole('textbox', { name: /^Recording link/ });
    await user.type(field, 'http://drive.school.in/r.mp4');
    await user.click(row.getByRole('button', { name: 'Save the recording link: Euclid’s division lemma' }));
    expect(await row.findByText('Paste an https:// address.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT', `/api/live-classes/${ended.id}/recording`)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'https://drive.school.in/r.mp4');
    await user.click(row.getByRole('button', { name: 'Save the recording link: Euclid’s division lemma' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT', `/api/live-classes/${ended.id}/recording`)).toEqual([{ recording_url: 'https://drive.school.in/r.mp4' }]),
    );
  });

  it('links each class that has begun to its report, as staff', async () => {
    classApi({
      [`/api/classes/${CLASS_ID}/live-classes`]: {
        status: 200,
        data: [liveClass(), liveClass({ id: 'past-1', title: 'Revision of HCF', state: 'ended', starts_at: NOW - 2 * DAY })],
      },
    });
    renderWithApp(<ClassPage classId={CLASS_ID} initialTab="live" />, { path: `/school/classes/${CLASS_ID}?tab=live` });
    const [upcoming, past] = await screen.findAllByTestId('teacher-live-class');
    expect(within(past!).getByRole('link', { name: 'View report: Revision of HCF' })).toHaveAttribute('href', '/live-class/past-1/performance?as=teacher');
    expect(within(upcoming!).queryByRole('link', { name: /^View report/ })).not.toBeInTheDocument();
  });

  it('says when the class is not the account’s (404)', async () => {
    mockApi({ [`/api/classes/${CLASS_ID}`]: () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } }) });
    renderWithApp(<ClassPage classId={CLASS_ID} />, { path: `/school/classes/${CLASS_ID}` });
    expect(await screen.findByTestId('class-not-found')).toHaveTextContent('Class not found');
  });
});
