import type { TestPaper, TestResult } from '@abhyas/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { useCbtStore } from '../stores/cbt-store.ts';
import { InstructionScreen } from './instruction-screen.tsx';
import { ResultPage } from './result-page.tsx';
import { SubmitModal } from './submit-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const paper: TestPaper = {
  code: 'jee-main-mock-1',
  name: 'JEE Main Full Mock Test 1',
  exam_code: 'jee-main',
  duration: 10_800,
  auto_submit_alert_at_in_sec: 300,
  max_marks: 8,
  question_count: 2,
  languages: ['en', 'hi'],
  instructions: { en: '## Paper 1\n\nMarking: +4 / −1.', hi: '## पेपर 1' },
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
} as TestPaper;

describe('InstructionScreen', () => {
  it('shows the test instructions and starts only once the declaration is ticked', async () => {
    const onStart = vi.fn();
    renderWithApp(<InstructionScreen paper={paper} language="en" onLanguage={() => {}} onStart={onStart} starting={false} />);
    expect(await screen.findByRole('heading', { name: 'Paper 1' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'I am ready to begin' });
    await userEvent.click(start);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByText('Tick the box to confirm you have read the instructions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and understood the instructions/ }));
    await userEvent.click(start);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('documents the keyboard shortcuts', async () => {
    renderWithApp(<InstructionScreen paper={paper} language="en" onLanguage={() => {}} onStart={() => {}} starting={false} />);
    expect(await screen.findByText('Alt + N')).toBeInTheDocument();
    expect(screen.getByText('Alt + S')).toBeInTheDocument();
  });
});

describe('SubmitModal', () => {
  it('shows counts per section and confirms', async () => {
    useCbtStore.getState().init({
      sections: [
        { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p2', 'p3', 'p4'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1', 'c2'] },
      ],
      nextEorder: 1,
      clock: () => 0,
      sink: () => {},
    });
    const s = useCbtStore.getState();
    s.setDraft(['A']);
    s.saveAndNext(); // p1 answered
    s.markForReviewAndNext(); // p2 marked
    s.setDraft(['B']);
    s.markForReviewAndNext(); // p3 answered & marked; p4 on screen (not answered)
    const onConfirm = vi.fn();
    renderWithApp(<SubmitModal opened onClose={() => {}} onConfirm={onConfirm} status="idle" online />);
    const row = (await screen.findByRole('rowheader', { name: 'Physics' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1', '1', '0', '1', '1']);
    const chem = screen.getByRole('rowheader', { name: 'Chemistry' }).closest('tr')!;
    expect(
      within(chem)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '0', '0', '2', '0', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm submission' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});

const result: TestResult = {
  session_id: '9b1f3f5e-1111-4222-8333-444455556666',
  test_code: 'jee-main-mock-1',
  status: 'FINISHED',
  finish_reason: 'freeze',
  score: 4,
  max_marks: 8,
  sections: [{ code: 'physics', name: 'Physics', score: 4, max_marks: 8, correct: 1, incorrect: 0, partial: 0, unattempted: 1, time_spent: 95 }],
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
      correct_answer: { kind: 'choice', options: ['B'] },
      solution: '2 + 2 = **4**.',
    },
  ],
  accuracy: 1,
  attempt_quality: { Perfect: 1 },
  percentile: 87.5,
  rank: 2,
  attempts: 9,
  standing: { kind: 'attempts', name: null, source: null, candidates: null, min_attempts: 1, min_own_attempts: 1000 },
};

describe('ResultPage', () => {
  it('renders the score, the section table and the question-wise list with the solution', async () => {
    mockApi({ [`/api/v1/test/${result.session_id}/result`]: result, '/api/v1/test/jee-main-mock-1/questions': paper });
    renderWithApp(<ResultPage testCode="jee-main-mock-1" sessionId={result.session_id} />);
    expect(await screen.findByText('Score', { selector: 'p' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('4 / 8')).toHaveLength(2);
    expect(screen.getByText('87.50')).toBeInTheDocument();
    expect(screen.getByText('2 of 9')).toBeInTheDocument();
    expect(screen.getAllByText('100%')).toHaveLength(2);
    // The section table's row (the charts, once loaded, hold a table naming Physics too).
    const row = within(screen.getByTestId('section-table')).getByRole('rowheader', { name: 'Physics' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4 / 8', '1', '0', '0', '1', '100%', '00:01:35']);
    await userEvent.click(screen.getByRole('button', { name: /Physics: Question 1/ }));
    expect(await screen.findByText('Solution')).toBeInTheDocument();
    expect(screen.getByText(/Correct answer:/).parentElement).toHaveTextContent('Correct answer: B');
  });

  it('shows the being-evaluated state on 409 RESULT_NOT_READY', async () => {
    mockApi({
      [`/api/v1/test/${result.session_id}/result`]: () => jsonResponse(409, { error: { code: 'RESULT_NOT_READY', message: 'open' } }),
      '/api/v1/test/jee-main-mock-1/questions': paper,
    });
    renderWithApp(<ResultPage testCode="jee-main-mock-1" sessionId={result.session_id} />);
    expect(await screen.findByRole('heading', { name: 'Your test is being evaluated' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled());
  });
});
