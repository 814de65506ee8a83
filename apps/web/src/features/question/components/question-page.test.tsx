import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicQuestion, QuestionCheckResult } from '@abhyas/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import '../test/jsdom-mathml.ts';
import { QuestionScreen } from './question-page.tsx';

const question: PublicQuestion = {
  code: 'jeebench-2016-p1-q1',
  type: 'single_choice',
  language: 'en',
  languages: ['en', 'hi'],
  subject: 'physics',
  chapter: { code: 'modern-physics', name: 'Modern Physics' },
  body: "Planck's constant from the data:\n\n\\begin{tabular}{cc} \\hline $\\lambda$ & $V_0$ \\\\ \\hline 0.3 & 2.0 \\\\ \\hline \\end{tabular}",
  options: [
    { code: 'A', body: '$6.0 \\times 10^{-34}$' },
    { code: 'B', body: '$6.4 \\times 10^{-34}$' },
    { code: 'C', body: '$6.6 \\times 10^{-34}$' },
    { code: 'D', body: '$6.8 \\times 10^{-34}$' },
  ],
  hintCount: 1,
  hasSolveWithUs: true,
  idealTimeS: 120,
  difficulty: 7,
  source: 'JEE Advanced 2016 Paper 1, Q1',
};

const wrong: QuestionCheckResult = {
  correctness: 0,
  correct: false,
  answer: { kind: 'choice', options: ['B'] },
  hints: [{ body: 'Use $eV_0 = hc/\\lambda - \\phi$.' }],
  solution: 'The slope gives $h = 6.4 \\times 10^{-34}$ J s.',
  solveWithUs: [{ body: 'Plot $V_0$ against $1/\\lambda$.' }, { body: 'Read the slope.' }],
};

describe('QuestionScreen (/question/$code)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

  it('loads the question in the interface language, checks the answer and shows the review, hints, solution and steps', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('/check') ? jsonResponse(200, wrong) : jsonResponse(200, question)));
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={question.code} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Question' })).toBeInTheDocument();
    expect(calls()[0]).toMatchObject({ url: '/api/v1/questions/jeebench-2016-p1-q1/details?locale=en', method: 'GET' });
    expect(screen.getByText('From JEE Advanced 2016 Paper 1, Q1')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();

    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^A/ }));
    await user.click(check);

    const verdict = await screen.findByRole('heading', { name: /Not quite/ });
    await waitFor(() => expect(verdict).toHaveFocus());
    expect(calls()[1]).toEqual({
      url: '/api/v1/questions/jeebench-2016-p1-q1/check',
      method: 'POST',
      body: { response: { kind: 'choice', options: ['A'] }, locale: 'en' },
    });
    expect(screen.getByRole('radio', { name: /^A.*Your answer: incorrect/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^B.*Correct answer/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hints' })).toBeInTheDocument();
    expect(screen.getByText('Hint 1')).toBeInTheDocument();
    const solution = screen.getByRole('heading', { name: 'Solution' }).closest('section')!;
    expect(within(solution).getByText(/The slope gives/)).toBeInTheDocument();
    expect(solution.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Solve with us' })).toBeInTheDocument();
    expect(screen.getByText('Read the slope.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answer again' }));
    expect(screen.getByRole('radio', { name: /^A/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();
  });

  it('says so when the answer is correct', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/check') ? jsonResponse(200, { ...wrong, correctness: 1, correct: true, hints: [], solveWithUs: [] }) : jsonResponse(200, question),
    );
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={question.code} />);
    await user.click(await screen.findByRole('radio', { name: /^B/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: 'Correct! Well done.' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^B.*Your answer: correct/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Hints' })).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderWithApp(<QuestionScreen code="x" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the question…');
  });

  it('shows not found for an unknown code', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { message: "No question has the code 'nope'." }));
    renderWithApp(<QuestionScreen code="nope" />);
    expect(await screen.findByRole('heading', { name: 'Question not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no question with the code nope/)).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={question.code} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this question.');
    fetchMock.mockImplementation(async () => jsonResponse(200, question));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Check answer' })).toBeInTheDocument();
  });

  it('keeps the answer and explains when the check fails', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/check') ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) : jsonResponse(200, question),
    );
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={question.code} />);
    await user.click(await screen.findByRole('radio', { name: /^C/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your answer.');
    expect(screen.getByRole('radio', { name: /^C/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeEnabled();
  });

  const sealed = (reason: 'open_session' | 'scheduled') =>
    jsonResponse(409, {
      error: {
        code: 'ANSWER_KEY_SEALED',
        message: 'sealed',
        details: [
          { path: 'test_code', message: 'jee-adv-2019-p1' },
          { path: 'test_name', message: 'JEE Advanced 2019 Paper 1' },
          { path: 'reason', message: reason },
          { path: 'sealed_until', message: '2026-12-01T04:00:00.000Z' },
        ],
      },
    });

  it('says why a question of a test being taken cannot be opened (409 ANSWER_KEY_SEALED)', async () => {
    fetchMock.mockImplementation(async () => sealed('open_session'));
    renderWithApp(<QuestionScreen code={question.code} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed during a test' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This question is part of “JEE Advanced 2019 Paper 1”, which is being taken on your account right now. Its answer and solution open again once that test is submitted.',
    );
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('says when a scheduled test publishes the answer a refused check would have shown', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('/check') ? sealed('scheduled') : jsonResponse(200, question)));
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={question.code} />);
    await user.click(await screen.findByRole('radio', { name: /^C/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This question is part of the scheduled test “JEE Advanced 2019 Paper 1”. Its answer and solution are published at 1 Dec 2026, 9:30',
    );
    expect(screen.queryByText('We could not check your answer. Please try again.')).toBeNull();
  });

  it('lets a sequencing question be checked in the order shown', async () => {
    const seq: PublicQuestion = {
      ...question,
      type: 'sequencing',
      options: undefined,
      body: 'Order these.',
      items: [
        { code: 'A', body: 'One' },
        { code: 'B', body: 'Two' },
      ],
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/check')
        ? jsonResponse(200, { ...wrong, correct: true, correctness: 1, answer: { kind: 'sequence', order: ['A', 'B'] } })
        : jsonResponse(200, seq),
    );
    const user = userEvent.setup();
    renderWithApp(<QuestionScreen code={seq.code} />);
    await user.click(await screen.findByRole('button', { name: 'Check answer' }));
    await screen.findByRole('heading', { name: 'Correct! Well done.' });
    expect(calls()[1]!.body).toEqual({ response: { kind: 'sequence', order: ['A', 'B'] }, locale: 'en' });
  });
});
