import type { TestPaper, TestResult } from '@abhyas/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useCbtStore } from '../stores/cbt-store.ts';
import { PasswordModal } from './password-modal.tsx';
import { ResultPage } from './result-page.tsx';
import { SubmitModal } from './submit-modal.tsx';
import { MockTestSessionPage } from './mock-test-session-page.tsx';
import { SectionTabs } from './top-bar.tsx';
import { QuestionListView, QuestionPaperView, SummaryChartView } from './web-views.tsx';

afterEach(() => vi.unstubAllGlobals());

const SESSION = '9b1f3f5e-1111-4222-8333-444455556666';
const H = 3_600_000;
const paper = {
  code: 'mock-1',
  name: 'Mock One',
  exam_code: 'jee-main',
  duration: 3600,
  auto_submit_alert_at_in_sec: 300,
  max_marks: 4,
  question_count: 1,
  languages: ['en'],
  instructions: { en: 'Read me.' },
  password_required: true,
  sections: [
    {
      code: 'physics',
      name: 'Physics',
      marking: { single_choice: { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 } },
      questions: [
        {
          code: 'q1',
          type: 'single_choice',
          language: 'en',
          languages: ['en'],
          subject: 'physics',
          chapter: null,
          body: 'What is 2 + 2?',
          options: [
            { code: 'A', body: '3' },
            { code: 'B', body: '4' },
          ],
          hintCount: 0,
          hasSolveWithUs: false,
          idealTimeS: 60,
          difficulty: 1,
          question_index: 1,
        },
      ],
    },
  ],
} as unknown as TestPaper;

const meta = (schedule: Record<string, string> | null, available = true) => ({
  result: {
    code: 'mock-1',
    name: 'Mock One',
    isScheduled: schedule !== null,
    test_time_details: { duration: 3600, ...(schedule ?? {}) },
    goal_code: null,
    exam_code: 'jee-main',
    is_result_available: available,
  },
  success: true,
  status: 200,
});
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const result: TestResult = {
  session_id: SESSION,
  test_code: 'mock-1',
  status: 'FINISHED',
  finish_reason: 'freeze',
  score: 4,
  max_marks: 8,
  sections: [{ code: 'physics', name: 'Physics', score: 4, max_marks: 8, correct: 1, incorrect: 1, partial: 0, unattempted: 0, time_spent: 95 }],
  questions: [
    {
      code: 'q1',
      section: 'physics',
      status: 'ANSWERED',
      selected_answer: ['B'],
      marks: 4,
      outcome: 'correct',
      time_spent: 95,
      ideal_time: 120,
      attempt_quality: 'Perfect',
    },
  ],
  answer_key_publish_at: '2026-12-01T04:00:00.000Z',
  solution_publish_at: '2026-12-01T06:30:00.000Z',
  accuracy: 0.5,
  attempt_quality: { Perfect: 1 },
  percentile: 87.5,
  rank: 2,
  attempts: 9,
  standing: { kind: 'attempts', name: null, source: null, candidates: null, min_attempts: 1, min_own_attempts: 1000 },
};

describe('PasswordModal', () => {
  it('asks for the password, refuses an empty one and hands the typed one over', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<PasswordModal opened onClose={() => {}} onSubmit={onSubmit} busy={false} error="That password is not right." />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the test' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'NTA-2026');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('NTA-2026');
  });
});

describe('MockTestSessionPage: password, schedule and the scheduled result', () => {
  it('asks for the password before starting and shows a wrong one as refused', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta(null),
      '/api/v1/test/mock-1/questions': paper,
      '/api/v1/test/mock-1/session': async (url: URL) => {
        void url;
        return jsonResponse(200, {});
      },
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/api/v1/test/mock-1/session')) {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(400, { error: { code: 'TEST_PASSWORD_WRONG', message: 'That is not the password of this test.' } });
      }
      return base(input, init);
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and understood/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'I am ready to begin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test password' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'guess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the test' }));
    expect(await within(dialog).findByText('That password is not right. Check it and try again.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ password: 'guess' })]);
  });

  it('starts a test of a school assignment with its homework, school and class ids (issue 23 §2)', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta(null),
      // A test without a password: Start creates the session at once.
      '/api/v1/test/mock-1/questions': { ...paper, password_required: false },
      '/api/v1/test/mock-1/session': {},
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/api/v1/test/mock-1/session')) {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(400, { error: { code: 'HOMEWORK_NOT_YOURS', message: 'This assignment is not one of your classes’.' } });
      }
      return base(input, init);
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />, { path: '/mock-test/mock-1/session?homework_id=hw-1&school_id=inst-1&class_id=cls-1' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and understood/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'I am ready to begin' }));
    expect(await screen.findByText('This assignment is not one of your classes’.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ homework_id: 'hw-1', schoolId: 'inst-1', classId: 'cls-1' })]);
  });

  it('offers a fresh attempt, not the earlier result, when a school assignment asks for a test already taken', async () => {
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta(null),
      '/api/v1/test/mock-1/questions': { ...paper, password_required: false },
      '/api/v1/test/mock-1/session': { 'mock-1': { id: SESSION, status: 'FINISHED', uiStyle: 'dark' } },
    });
    const { router } = renderWithApp(<MockTestSessionPage testCode="mock-1" />, {
      path: '/mock-test/mock-1/session?homework_id=hw-1&school_id=inst-1&class_id=cls-1',
    });
    expect(await screen.findByRole('button', { name: 'I am ready to begin' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mock-test/mock-1/session');
  });

  it('shows a scheduled test that is not live yet with its opening countdown', async () => {
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta({ visibleToStudentsAt: iso(-H), studentCanStartAt: iso(2 * H), autoSubmitAt: iso(5 * H) }),
      '/api/v1/test/mock-1/questions': () => jsonResponse(409, { error: { code: 'TEST_NOT_STARTED', message: 'later' } }),
      '/api/v1/test/mock-1/session': {},
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    expect(await screen.findByText('This test is not live yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Opens in (01:59:5\d|02:00:00)/);
  });

  it('says when attempts are closed and when the test is over', async () => {
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta({ visibleToStudentsAt: iso(-5 * H), studentCanStartAt: iso(-4 * H), autoSubmitAt: iso(-H) }),
      '/api/v1/test/mock-1/questions': paper,
      '/api/v1/test/mock-1/session': {},
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    expect(await screen.findByText('This test is over', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I am ready to begin' })).not.toBeInTheDocument();
  });

  it('shows the scheduled-result modal for a finished scheduled test whose result is not out', async () => {
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta(
        { visibleToStudentsAt: iso(-5 * H), studentCanStartAt: iso(-4 * H), autoSubmitAt: iso(H), answerKeyPublishAt: iso(3 * H) },
        false,
      ),
      '/api/v1/test/mock-1/questions': paper,
      '/api/v1/test/mock-1/session': { 'mock-1': { id: SESSION, status: 'FINISHED', uiStyle: 'dark' } },
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />, { path: '/mock-test/mock-1/session' });
    const dialog = await screen.findByRole('dialog', { name: 'Test submitted' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(/final result, with the answer key, is published at/);
    // No provisional score: the server seals the result until the key is out (decision 017).
    expect(dialog).not.toHaveTextContent(/provisional/);
    expect(within(dialog).getByRole('link', { name: 'Back to tests' })).toHaveAttribute('href', '/test/home');
  });

  it('goes on to the achieve questionnaire in the achieve-test flow', async () => {
    mockApi({
      '/api/now': { now: Date.now() },
      '/api/content/mocktest-bundles/meta': meta(null),
      '/api/v1/test/mock-1/questions': paper,
      '/api/v1/test/mock-1/session': { 'mock-1': { id: SESSION, status: 'FINISHED', uiStyle: 'dark' } },
    });
    const { router } = renderWithApp(<MockTestSessionPage testCode="mock-1" />, { path: '/mock-test/mock-1/session?flow=achieve' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/achieve/questionnaire'), { timeout: 5000 });
    expect(router.state.location.searchStr).toContain(`session=${SESSION}`);
  });
});

describe('SubmitModal with compulsory questions', () => {
  it('shows the compulsory questions answered per section and warns when some are missing', async () => {
    useCbtStore.getState().init({
      sections: [
        { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p2', 'p3'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1', 'c2'] },
      ],
      nextEorder: 1,
      clock: () => 0,
      sink: () => {},
    });
    const s = useCbtStore.getState();
    s.setDraft(['A']);
    s.saveAndNext();
    renderWithApp(<SubmitModal opened onClose={() => {}} onConfirm={() => {}} status="idle" online compulsory={{ phy: 2 }} />);
    const row = (await screen.findByRole('rowheader', { name: 'Physics' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('1 of 2');
    const chem = screen.getByRole('rowheader', { name: 'Chemistry' }).closest('tr')!;
    expect(within(chem).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    expect(screen.getByText('Compulsory questions are still unanswered in: Physics.')).toBeInTheDocument();
  });
});

describe('SectionTabs with section locking', () => {
  it('leaves only the open section choosable and shows its time left', async () => {
    useCbtStore.getState().init({
      sections: [
        { code: 'phy', name: 'Physics', questionCodes: ['p1'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1'] },
      ],
      nextEorder: 1,
      clock: () => 0,
      sink: () => {},
    });
    renderWithApp(<SectionTabs access={{ phy: 'open', che: 'upcoming' }} sectionLeft={125} />);
    const chem = await screen.findByRole('tab', { name: /Chemistry.*Opens after the current section/ });
    expect(chem).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(chem);
    expect(useCbtStore.getState().currentSection).toBe('phy');
    expect(screen.getByRole('timer')).toHaveTextContent('Section time left: 00:02:05');
  });

  it('moves between the tabs with the arrow keys', async () => {
    useCbtStore.getState().init({
      sections: [
        { code: 'phy', name: 'Physics', questionCodes: ['p1'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1'] },
      ],
      nextEorder: 1,
      clock: () => 0,
      sink: () => {},
    });
    renderWithApp(<SectionTabs />);
    const physics = await screen.findByRole('tab', { name: /^Physics/ });
    physics.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Chemistry/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(physics).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(useCbtStore.getState().currentSection).toBe('che');
  });
});

describe('ResultPage with a locked answer key', () => {
  it('says when the solutions are published once the key is out', async () => {
    const keyed = { ...result, answer_key_publish_at: null, questions: [{ ...result.questions[0]!, correct_answer: { kind: 'choice', options: ['B'] } }] };
    mockApi({ [`/api/v1/test/${SESSION}/result`]: keyed, '/api/v1/test/mock-1/questions': paper });
    renderWithApp(<ResultPage testCode="mock-1" sessionId={SESSION} />);
    expect(await screen.findByText('Answer key not yet published', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(/Solutions are published at .*2026/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The section table's row (the charts, once loaded, hold a table naming Physics too).
    const row = within(screen.getByTestId('section-table')).getByRole('rowheader', { name: 'Physics' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('50%');
  });

  it('says when a sealed result comes instead of failing (409 ANSWER_KEY_SEALED)', async () => {
    const sealed = (reason: string, until: string) => () =>
      jsonResponse(409, {
        error: {
          code: 'ANSWER_KEY_SEALED',
          message: 'sealed',
          details: [
            { path: 'test_code', message: 'weekly-1' },
            { path: 'test_name', message: 'Weekly test 1' },
            { path: 'reason', message: reason },
            { path: 'sealed_until', message: until },
          ],
        },
      });
    mockApi({ [`/api/v1/test/${SESSION}/result`]: sealed('scheduled', '2026-12-01T04:00:00.000Z'), '/api/v1/test/mock-1/questions': paper });
    const { unmount } = renderWithApp(<ResultPage testCode="mock-1" sessionId={SESSION} />);
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status).toHaveTextContent('The result of this test, with the answer key, is published at 1 Dec 2026, 9:30');
    expect(screen.queryByText('We could not load the result. Try again.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to tests' })).toHaveAttribute('href', '/test/home');
    unmount();

    mockApi({ [`/api/v1/test/${SESSION}/result`]: sealed('open_session', '2026-12-01T04:00:00.000Z') });
    renderWithApp(<SummaryChartView />, { path: `/web-view/summary-chart?session=${SESSION}` });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'This result shows questions of “Weekly test 1”, which is being taken on your account right now.',
    );
  });
});

describe('result web views', () => {
  const full = {
    ...result,
    answer_key_publish_at: null,
    solution_publish_at: null,
    questions: [{ ...result.questions[0]!, correct_answer: { kind: 'choice', options: ['B'] } }],
  };

  it('/web-view/question-list lists every question with answers, marks and a link to its analysis', async () => {
    mockApi({ [`/api/v1/test/${SESSION}/result`]: full, '/api/v1/test/mock-1/questions': paper });
    renderWithApp(<QuestionListView />, { path: `/web-view/question-list?session=${SESSION}` });
    const link = await screen.findByRole('link', { name: 'Physics: Question 1' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/web-view/question-wise-analysis?session=${SESSION}&question=q1`);
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Correct');
    expect(card).toHaveTextContent('Your answer: B');
    expect(card).toHaveTextContent('Correct answer: B');
    expect(card).toHaveTextContent('Marks: 4');
    expect(card).toHaveTextContent('Time: 00:01:35');
  });

  it('/web-view/summary-chart shows the figures and the section table', async () => {
    mockApi({ [`/api/v1/test/${SESSION}/result`]: full, '/api/v1/test/mock-1/questions': paper });
    renderWithApp(<SummaryChartView />, { path: `/web-view/summary-chart?session=${SESSION}` });
    expect(await screen.findByRole('heading', { name: 'Mock One: summary' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('87.50')).toBeInTheDocument();
    expect(within(screen.getByTestId('section-table')).getByRole('rowheader', { name: 'Physics' })).toBeInTheDocument();
  });

  it('/web-view/test-question-list-paper shows each question with the state it ended in', async () => {
    mockApi({ [`/api/v1/test/${SESSION}/result`]: full, '/api/v1/test/mock-1/questions': paper });
    renderWithApp(<QuestionPaperView />, { path: `/web-view/test-question-list-paper?session=${SESSION}` });
    expect(await screen.findByText('What is 2 + 2?', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('asks to sign in when the result is refused, and needs a session', async () => {
    mockApi({ [`/api/v1/test/${SESSION}/result`]: () => jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'no' } }) });
    renderWithApp(<QuestionListView />, { path: `/web-view/question-list?session=${SESSION}` });
    expect(await screen.findByText('Sign in to the app to see this result.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
