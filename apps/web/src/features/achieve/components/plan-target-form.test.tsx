import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { JEE_FORM, JEE_TARGET } from '../test-fixtures.ts';
import { PlanTargetForm } from './plan-target-form.tsx';
import { PlanTargetPage } from './plan-target-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Types a date into the native date field (user-event cannot type into type=date in jsdom). */
const setDate = (value: string) => {
  const input = screen.getByLabelText(/when is your exam/i);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('PlanTargetForm (learning.md §3 Achieve entities, issue 18 §1)', () => {
  it('asks for the score only once "A score" is chosen, and submits the contract body', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<PlanTargetForm form={JEE_FORM} submitting={false} error={null} onSubmit={onSubmit} />);
    expect(await screen.findByRole('radiogroup', { name: /how do you want to set your target/i })).toBeInTheDocument();
    expect(screen.queryByLabelText(/your target score/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A score (marks)' }));
    const score = screen.getByLabelText(/your target score/i);
    expect(screen.getByText("Marks out of 300, the paper's maximum.")).toBeInTheDocument();
    await user.type(score, '180');
    setDate('2027-04-04');
    await user.type(screen.getByLabelText(/minutes a day/i), '90');
    await user.type(screen.getByLabelText(/name your journey/i), 'IIT by April');
    await user.click(screen.getByRole('button', { name: 'Save my target' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      goal_code: 'preug',
      exam_code: 'jee-main',
      question_response: [
        { question_id: 'target_kind', choice_id: 'score' },
        { question_id: 'target_score', value: 180 },
        { question_id: 'exam_date', value: '2027-04-04' },
        { question_id: 'daily_minutes', value: 90 },
        { question_id: 'journey_name', value: 'IIT by April' },
      ],
    });
  });

  it('says what is wrong: nothing chosen, a score above the max marks, a past date, too few minutes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithApp(<PlanTargetForm form={JEE_FORM} submitting={false} error={null} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Save my target' }));
    expect(await screen.findByText('Choose one.')).toBeInTheDocument();
    expect(screen.getAllByText('This is required.')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'A score (marks)' }));
    await user.type(screen.getByLabelText(/your target score/i), '301');
    setDate('2026-11-27');
    await user.type(screen.getByLabelText(/minutes a day/i), '10');
    await user.click(screen.getByRole('button', { name: 'Save my target' }));

    expect(await screen.findByText('Enter a number from 0 to 300.')).toBeInTheDocument();
    expect(screen.getByText(/The exam date must be in the future/)).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 15 to 600.')).toBeInTheDocument();
    expect(screen.getByLabelText(/your target score/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('prefills the stored answers for editing, and a percentile takes decimals', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const answers: Record<string, string | number> = {
      target_kind: 'percentile',
      target_percentile: 97.5,
      exam_date: '2027-04-04',
      daily_minutes: 120,
      journey_name: 'Top 3%',
    };
    const form = {
      ...JEE_FORM,
      questions: JEE_FORM.questions.map((q) => (answers[q.question_id] !== undefined ? { ...q, answer: answers[q.question_id] } : q)),
    };
    renderWithApp(<PlanTargetForm form={form} submitting={false} error={null} onSubmit={onSubmit} />);
    expect(await screen.findByRole('radio', { name: 'A percentile' })).toBeChecked();
    expect(screen.getByLabelText(/your target percentile/i)).toHaveValue('97.5');
    expect(screen.getByLabelText(/name your journey/i)).toHaveValue('Top 3%');
    await user.click(screen.getByRole('button', { name: 'Save my target' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].question_response[1]).toEqual({ question_id: 'target_percentile', value: 97.5 });
  });
});

/** Answers the page's questionnaire as a student would: a 98.5 percentile by 20 Jan 2027, 60 minutes a day. */
async function fillPercentile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'A percentile' }));
  await user.type(screen.getByLabelText(/your target percentile/i), '98.5');
  setDate('2027-01-20');
  await user.type(screen.getByLabelText(/minutes a day/i), '60');
  await user.type(screen.getByLabelText(/name your journey/i), 'Plan A');
  await user.click(screen.getByRole('button', { name: 'Save my target' }));
}

describe('/achieve/plan-your-target', () => {
  it('saves with PUT /api/achieve/target, then goes back to the landing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      '/api/achieve/form/diagnostic': { data: JEE_FORM },
      '/api/achieve/target': { data: { ...JEE_TARGET, kind: 'percentile', value: 98.5 } },
    });
    const { router } = renderWithApp(<PlanTargetPage goal="preug" exam="jee-main" />, { path: '/achieve/plan-your-target' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan your target' })).toBeInTheDocument();
    await fillPercentile(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/achieve/landing'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      goal_code: 'preug',
      exam_code: 'jee-main',
      question_response: expect.arrayContaining([{ question_id: 'target_percentile', value: 98.5 }]),
    });
  });

  it('stays on the form and shows the reason when the server refuses an answer', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/achieve/form/diagnostic': { data: JEE_FORM },
      '/api/achieve/target': () =>
        jsonResponse(400, {
          error: {
            code: 'DATE_NOT_IN_FUTURE',
            message: "'exam_date' must be after today (from 2026-11-28).",
            details: [{ path: 'question_response.exam_date', message: 'x' }],
          },
        }),
    });
    const { router } = renderWithApp(<PlanTargetPage goal="preug" exam="jee-main" />, { path: '/achieve/plan-your-target' });
    await fillPercentile(user);
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/achieve/plan-your-target');
  });
});
