import type { PublicQuestion, TestPaper, TestResult } from '@abhyas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { weakestChapters } from '../utils/next-steps.ts';
import { ResultView } from './result-page.tsx';
import { MockTestSessionPage } from './mock-test-session-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const chapter = (code: string, name: string) => ({ code, name });
const KINEMATICS = chapter('ncert-11-physics-ch03', 'Motion in a Straight Line');
const OPTICS = chapter('ncert-12-physics-ch09', 'Ray Optics');
const ATOMS = chapter('ncert-11-chemistry-ch02', 'Structure of Atom');

const question = (code: string, ch: { code: string; name: string }) =>
  ({
    code,
    type: 'single_choice',
    language: 'en',
    languages: ['en'],
    subject: 'physics',
    chapter: ch,
    body: `Question ${code}`,
    options: [
      { code: 'A', body: 'yes' },
      { code: 'B', body: 'no' },
    ],
    hintCount: 0,
    hasSolveWithUs: false,
    idealTimeS: 60,
    difficulty: 1,
  }) as PublicQuestion;

const row = (code: string, outcome: TestResult['questions'][number]['outcome'], marks: number) => ({
  code,
  section: 'physics',
  status: outcome === 'unattempted' ? 'NOT_VISITED' : 'ANSWERED',
  selected_answer: null,
  marks,
  outcome,
  time_spent: 30,
  ideal_time: 60,
  attempt_quality: outcome === 'correct' ? ('Perfect' as const) : outcome === 'partial' ? ('PartiallyCorrect' as const) : ('Incorrect' as const),
});

const RESULT: TestResult = {
  session_id: '0194d7a0-0000-7000-8000-0000000000cc',
  test_code: 'jee-adv-2019-p1',
  status: 'FINISHED',
  finish_reason: 'freeze',
  score: 5,
  max_marks: 16,
  sections: [{ code: 'physics', name: 'Physics', score: 5, max_marks: 16, correct: 1, incorrect: 1, partial: 1, unattempted: 1, time_spent: 120 }],
  questions: [row('q1', 'correct', 3), row('q2', 'incorrect', -1), row('q3', 'partial', 2), row('q4', 'unattempted', 0)],
  accuracy: 1 / 3,
  attempt_quality: { Perfect: 1, Incorrect: 1, PartiallyCorrect: 1, NonAttempt: 1 },
  percentile: 50,
  rank: 1,
  attempts: 1,
  standing: { kind: 'attempts', name: null, source: null, candidates: null, min_attempts: 1, min_own_attempts: 1000 },
};
const QUESTIONS = new Map([
  ['q1', question('q1', KINEMATICS)],
  ['q2', question('q2', KINEMATICS)],
  ['q3', question('q3', OPTICS)],
  ['q4', question('q4', ATOMS)],
]);

describe('the next steps at the end of a result (issue 15)', () => {
  it('picks the chapters with the fewest right answers first', () => {
    expect(weakestChapters(RESULT, QUESTIONS).map((c) => [c.name, c.correct, c.questions])).toEqual([
      ['Ray Optics', 0, 1],
      ['Structure of Atom', 0, 1],
      ['Motion in a Straight Line', 1, 2],
    ]);
  });

  it('offers to review the mistakes, practise the weakest chapters, retake and go back to the tests', async () => {
    renderWithApp(<ResultView result={RESULT} questions={QUESTIONS} name="JEE Advanced 2019 Paper 1" canRetake />);
    const next = await screen.findByRole('region', { name: 'What next' });
    expect(within(next).getByText('2 questions were wrong or only partly right. See why, with the worked solutions.')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Ray Optics' })).toHaveAttribute(
      'href',
      '/practice?mode=Normal&lm_code=ncert-12-physics-ch09&lm_level=chapter&lm_name=Ray+Optics&title=Ray+Optics',
    );
    expect(within(next).getByRole('link', { name: 'Start a new attempt' })).toHaveAttribute('href', '/mock-test/jee-adv-2019-p1/session?attempt=new');
    expect(within(next).getByRole('link', { name: 'Back to tests' })).toHaveAttribute('href', '/test/home');

    // Review: the question-wise list shows the wrong and partly right questions only.
    await userEvent.click(within(next).getByRole('button', { name: 'Show my mistakes' }));
    const list = screen.getByRole('region', { name: 'Question-wise analysis' });
    expect(within(list).getByRole('radio', { name: 'Mistakes (2)' })).toBeChecked();
    expect(
      within(list)
        .getAllByRole('button', { name: /^Physics: Question \d/ })
        .map((b) => b.textContent?.match(/Question (\d)/)?.[1]),
    ).toEqual(['2', '3']);
  });

  it('offers no retake for a scheduled test', async () => {
    renderWithApp(<ResultView result={RESULT} questions={QUESTIONS} name="Scheduled" />);
    const next = await screen.findByRole('region', { name: 'What next' });
    expect(within(next).queryByRole('link', { name: 'Start a new attempt' })).not.toBeInTheDocument();
  });

  it('offers to practise the test’s own questions, back to this result at the end (issue 24 §2)', async () => {
    renderWithApp(<ResultView result={RESULT} questions={QUESTIONS} name="JEE Advanced 2019 Paper 1" canRetake />);
    const next = await screen.findByRole('region', { name: 'What next' });
    const href = new URL(within(next).getByRole('link', { name: 'Practise the test’s questions' }).getAttribute('href')!, 'http://x');
    expect([href.pathname, href.searchParams.get('mode'), href.searchParams.get('practice_id'), href.searchParams.get('title')]).toEqual([
      '/practice',
      'CustomPractice',
      'jee-adv-2019-p1',
      'JEE Advanced 2019 Paper 1',
    ]);
    expect(href.searchParams.get('origin_url')).toBe(`/mock-test/jee-adv-2019-p1/analyze?session=${RESULT.session_id}`);
  });

  it('offers no practice of a test a teacher built for a class (it stays the class’s)', async () => {
    renderWithApp(<ResultView result={{ ...RESULT, test_code: 'class-5f2a9c' }} questions={QUESTIONS} name="Class test" />);
    const next = await screen.findByRole('region', { name: 'What next' });
    expect(within(next).queryByRole('link', { name: 'Practise the test’s questions' })).not.toBeInTheDocument();
  });

  it('shows the instructions of a fresh attempt for ?attempt=new, even after a finished one', async () => {
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
      sections: [{ code: 'physics', name: 'Physics', marking: {}, questions: [{ ...question('q1', KINEMATICS), question_index: 1 }] }],
    } as unknown as TestPaper;
    mockApi({
      '/api/v1/test/mock-1/session': { 'mock-1': { id: RESULT.session_id, status: 'FINISHED', uiStyle: 'light' } },
      '/api/v1/test/mock-1/questions': paper,
      '/api/content/mocktest-bundles/meta': {
        result: {
          code: 'mock-1',
          name: 'Mock One',
          isScheduled: false,
          test_time_details: { duration: 3600 },
          goal_code: null,
          exam_code: 'jee-main',
          is_result_available: true,
        },
        success: true,
        status: 200,
      },
    });
    renderWithApp(<MockTestSessionPage testCode="mock-1" />, { path: '/mock-test/mock-1/session?attempt=new' });
    expect(await screen.findByRole('button', { name: 'I am ready to begin' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
