import type { TestResult } from '@abhyas/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ResultView } from './result-page.tsx';
import { qualityCounts } from './result-stats.ts';

const q = (
  code: string,
  section: string,
  outcome: TestResult['questions'][number]['outcome'],
  quality: TestResult['questions'][number]['attempt_quality'],
  time_spent: number,
) => ({
  code,
  section,
  status: 'ANSWERED',
  selected_answer: null,
  marks: outcome === 'correct' ? 4 : outcome === 'incorrect' ? -1 : 0,
  outcome,
  time_spent,
  ideal_time: 60,
  attempt_quality: quality,
});

const RESULT: TestResult = {
  session_id: '0194d7a0-0000-7000-8000-000000000001',
  test_code: 'mock-1',
  status: 'FINISHED',
  finish_reason: 'submitted',
  score: 7,
  max_marks: 16,
  sections: [
    { code: 'phy', name: 'Physics', score: 8, max_marks: 8, correct: 2, incorrect: 0, partial: 0, unattempted: 0, time_spent: 100 },
    { code: 'chem', name: 'Chemistry', score: -1, max_marks: 8, correct: 0, incorrect: 1, partial: 0, unattempted: 1, time_spent: 95 },
  ],
  questions: [
    q('q1', 'phy', 'correct', 'Perfect', 40),
    q('q2', 'phy', 'correct', 'OvertimeCorrect', 60.4),
    q('q3', 'chem', 'incorrect', 'OvertimeIncorrect', 90),
    q('q4', 'chem', 'unattempted', 'NonAttempt', 5),
  ],
  accuracy: 2 / 3,
  attempt_quality: { Perfect: 1, OvertimeCorrect: 1, OvertimeIncorrect: 1, NonAttempt: 1 },
  percentile: 50,
  rank: 2,
  attempts: 3,
  standing: { kind: 'attempts', name: null, source: null, candidates: null, min_attempts: 1, min_own_attempts: 1000 },
};

describe('result page charts (learning.md §2 Tests, feedback page)', () => {
  it('counts every attempt type, zero when absent', () => {
    expect(qualityCounts(RESULT)).toEqual({
      TooFastCorrect: 0,
      Perfect: 1,
      Correct: 0,
      OvertimeCorrect: 1,
      PartiallyCorrect: 0,
      Wasted: 0,
      Incorrect: 0,
      OvertimeIncorrect: 1,
      NonAttempt: 1,
    });
  });

  it('counts an answer that earned partial marks as partly correct, not wasted (issue 15 Major 8)', async () => {
    const jeeAdvanced: TestResult = {
      ...RESULT,
      questions: [
        ...RESULT.questions,
        { ...q('q5', 'chem', 'partial', 'PartiallyCorrect', 12), marks: 2 },
        { ...q('q6', 'chem', 'partial', 'PartiallyCorrect', 8), marks: 1 },
        q('q7', 'chem', 'incorrect', 'Wasted', 4),
      ],
    };
    expect(qualityCounts(jeeAdvanced)).toMatchObject({ PartiallyCorrect: 2, Wasted: 1, OvertimeIncorrect: 1 });
    renderWithApp(<ResultView result={jeeAdvanced} questions={new Map()} name="JEE Advanced 2019 Paper 1" />);
    const quality = await screen.findByRole('figure', { name: 'How you attempted the questions' });
    const qualityTable = within(quality).getByRole('table', { name: 'How you attempted the questions' });
    expect(within(within(qualityTable).getByRole('row', { name: /Partly correct/ })).getByRole('cell')).toHaveTextContent('2');
    expect(within(within(qualityTable).getByRole('row', { name: /Wasted/ })).getByRole('cell')).toHaveTextContent('1');
    expect(within(quality).getByText(/Partly correct \(2\)/)).toBeInTheDocument();
    expect(within(quality).getByText(/some of the correct options and no wrong one/)).toBeInTheDocument();
  });

  it('draws no chart without room, so changing the filter logs no chart-size warning (issue 15)', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      renderWithApp(<ResultView result={RESULT} questions={new Map()} name="Mock One" />);
      await screen.findByRole('figure', { name: 'Time spent and ideal time per question' });
      const filter = screen.getByRole('group', { name: 'Show questions by state' });
      await userEvent.click(within(filter).getByText(/^Incorrect/));
      await userEvent.click(within(filter).getByText(/^All/));
      // jsdom lays nothing out: every chart box is 0 px wide, as a hidden one is in a browser.
      expect(warn.mock.calls.filter((c) => String(c[0]).includes('of chart should be greater than 0'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('gives each chart a summary sentence and a data table, and shows accuracy as a percentage', async () => {
    renderWithApp(<ResultView result={RESULT} questions={new Map()} name="Mock One" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Analysis' })).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();

    const sections = screen.getByRole('figure', { name: 'Score by section' });
    expect(within(sections).getByText('Your best section is Physics, with 100% of its marks.')).toBeInTheDocument();
    const sectionTable = within(sections).getByRole('table', { name: 'Score by section' });
    expect(
      within(within(sectionTable).getByRole('row', { name: /Chemistry/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-1', '8']);

    const quality = screen.getByRole('figure', { name: 'How you attempted the questions' });
    expect(within(quality).getByText('Accuracy 67%: 2 of 3 answered questions were correct.')).toBeInTheDocument();
    const qualityTable = within(quality).getByRole('table', { name: 'How you attempted the questions' });
    expect(within(qualityTable).getAllByRole('row')).toHaveLength(10); // header + the nine categories
    expect(within(within(qualityTable).getByRole('row', { name: /Overtime, incorrect/ })).getByRole('cell')).toHaveTextContent('1');
    expect(within(within(qualityTable).getByRole('row', { name: /Too fast, correct/ })).getByRole('cell')).toHaveTextContent('0');
    // The visible legend explains each category.
    expect(within(quality).getByText(/wrong and answered too quickly, like a guess/)).toBeInTheDocument();

    const time = screen.getByRole('figure', { name: 'Time spent and ideal time per question' });
    expect(within(time).getByText('You spent more than the ideal time on 2 of 4 questions.')).toBeInTheDocument();
    const row = within(within(time).getByRole('table')).getByRole('row', { name: /Chemistry: Question 1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['90', '60']);
  });
});
