import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveClass, LivePerformance, LiveQuestion, PublicQuestion } from '@abhyas/contracts';
import { useAuthStore } from '../../auth/index.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { AskClassPanel } from './ask-class-panel.tsx';
import { LivePerformancePage } from './live-performance-page.tsx';
import { LiveQuestionsPanel } from './live-questions-panel.tsx';

const NOW = Date.parse('2026-12-01T06:30:00Z');
const ID = '77777777-7777-4777-8777-777777777777';
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const QUESTIONS = `/api/live-classes/${ID}/questions`;
const EVENTS = `/api/live-classes/${ID}/events`;

const question = (over: Partial<PublicQuestion> = {}): PublicQuestion => ({
  code: 'ma-10-01-q3',
  type: 'single_choice',
  language: 'en',
  languages: ['en'],
  subject: 'maths',
  chapter: { code: 'ma-10-01', name: 'Real Numbers' },
  body: 'Which of these is the HCF of 12 and 18?',
  options: [
    { code: 'A', body: 'three' },
    { code: 'B', body: 'four' },
    { code: 'C', body: 'six' },
    { code: 'D', body: 'nine' },
  ],
  hintCount: 0,
  hasSolveWithUs: false,
  idealTimeS: 60,
  difficulty: 2,
  ...over,
});

function lq(over: Partial<LiveQuestion> = {}): LiveQuestion {
  return {
    id: Q1,
    question_code: 'ma-10-01-q3',
    pushed_at: NOW - 10_000,
    closes_at: NOW + 50_000,
    open: true,
    question: question(),
    mine: null,
    answers: null,
    correct: null,
    students: null,
    answer_key: null,
    ...over,
  };
}

const listOf = (...qs: LiveQuestion[]) => jsonResponse(200, { status: 200, data: qs });

/** The class's events stream, held open; `send` writes one `questions` event. */
function eventStream() {
  let ctl: ReadableStreamDefaultController<Uint8Array> | null = null;
  const enc = new TextEncoder();
  return {
    open: () =>
      new Response(new ReadableStream<Uint8Array>({ start: (c) => void (ctl = c) }), { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (version: string) => act(() => ctl?.enqueue(enc.encode(`event: questions\ndata: {"version":"${version}"}\n\n`))),
  };
}

const auth = (fetchMock: ReturnType<typeof mockApi>, path: string, method = 'GET') =>
  fetchMock.mock.calls
    .filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.headers as Record<string, string>).authorization);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  useAuthStore.setState({ parentToken: 'parent-token', childToken: 'child-token', currentProfileId: 'p-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ parentToken: null, childToken: null, currentProfileId: null });
});

describe('LiveQuestionsPanel (the student, issue 23 §3 "In-class quick questions")', () => {
  it('says so before any question, then shows the one the teacher pushes as the stream tells, announced politely', async () => {
    const events = eventStream();
    let pushed = false;
    mockApi({ [QUESTIONS]: () => (pushed ? listOf(lq()) : listOf()), [EVENTS]: events.open });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });

    expect(await screen.findByText('Your teacher has not asked a question yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    events.send('v1');
    pushed = true;
    events.send('v2');

    const current = within(await screen.findByTestId('current-question'));
    expect(current.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(current.getByText('Which of these is the HCF of 12 and 18?')).toBeInTheDocument();
    expect(current.getByRole('timer')).toHaveTextContent('Closes in 0:50');
    expect(screen.getByTestId('question-announcement')).toHaveTextContent('New question from your teacher');
    expect(screen.queryByText('Your teacher has not asked a question yet.')).not.toBeInTheDocument();
  });

  it('sends the chosen option with the profile token, shows Right, and takes no second answer', async () => {
    const user = userEvent.setup();
    let answered = false;
    const fetchMock = mockApi({
      [QUESTIONS]: () => listOf(lq(answered ? { mine: { selected_answer: ['C'], correct: true, time_ms: 7_000, answered_at: NOW } } : {})),
      [`${QUESTIONS}/${Q1}/answer`]: () => {
        answered = true;
        return jsonResponse(201, { status: 201, data: { selected_answer: ['C'], correct: true, time_ms: 7_000, answered_at: NOW } });
      },
      [EVENTS]: eventStream().open,
    });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });

    const current = within(await screen.findByTestId('current-question'));
    await user.click(current.getByRole('radio', { name: /six/ }));
    await user.click(current.getByRole('button', { name: 'Submit answer' }));

    const result = await screen.findByTestId('answer-result');
    await waitFor(() => expect(result).toHaveTextContent('Right'));
    expect(result).toHaveTextContent('You answered in 7 s.');
    expect(result).toHaveAttribute('role', 'status');
    const posts = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/answer'));
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({ selected_answer: ['C'] });
    expect(auth(fetchMock, `${QUESTIONS}/${Q1}/answer`, 'POST')).toEqual(['Bearer child-token']);
    // One answer per question: no Submit any more, the options locked.
    expect(current.queryByRole('button', { name: 'Submit answer' })).not.toBeInTheDocument();
    expect(current.getByRole('radio', { name: /three/ })).toBeDisabled();
  });

  it('says Not right for a wrong answer', async () => {
    const user = userEvent.setup();
    mockApi({
      [QUESTIONS]: () => listOf(lq()),
      [`${QUESTIONS}/${Q1}/answer`]: () =>
        jsonResponse(201, { status: 201, data: { selected_answer: ['B'], correct: false, time_ms: 65_000, answered_at: NOW } }),
      [EVENTS]: eventStream().open,
    });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });
    const current = within(await screen.findByTestId('current-question'));
    await user.click(current.getByRole('radio', { name: /four/ }));
    await user.click(current.getByRole('button', { name: 'Submit answer' }));
    const result = await screen.findByTestId('answer-result');
    await waitFor(() => expect(result).toHaveTextContent('Not right'));
    expect(result).toHaveTextContent('You answered in 1 min 5 s.');
  });

  it('explains a refusal: the question closed meanwhile (410)', async () => {
    const user = userEvent.setup();
    mockApi({
      [QUESTIONS]: () => listOf(lq()),
      [`${QUESTIONS}/${Q1}/answer`]: () => jsonResponse(410, { error: { code: 'QUESTION_CLOSED', message: 'closed' } }),
      [EVENTS]: eventStream().open,
    });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });
    const current = within(await screen.findByTestId('current-question'));
    await user.click(current.getByRole('radio', { name: /six/ }));
    await user.click(current.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Time is up: this question has closed.');
  });

  it('shows a closed question with the correct answer marked, and the earlier ones below', async () => {
    const user = userEvent.setup();
    mockApi({
      [QUESTIONS]: () =>
        listOf(
          lq({ id: Q2, open: false, closes_at: NOW - 1_000, answer_key: { kind: 'choice', options: ['C'] } }),
          lq({
            open: false,
            closes_at: NOW - 60_000,
            question: question({
              body: 'Is 7 a prime number?',
              options: [
                { code: 'A', body: 'yes' },
                { code: 'B', body: 'no' },
              ],
            }),
            mine: { selected_answer: ['A'], correct: true, time_ms: 4_000, answered_at: NOW - 80_000 },
            answer_key: { kind: 'choice', options: ['A'] },
          }),
        ),
      [EVENTS]: eventStream().open,
    });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });
    const current = within(await screen.findByTestId('current-question'));
    expect(current.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(current.getByText('Closed')).toBeInTheDocument();
    expect(current.getByText('You did not answer this question.')).toBeInTheDocument();
    expect(current.getByText('The correct answer is marked.')).toBeInTheDocument();
    expect(current.getByText('Correct answer')).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'Submit answer' })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Earlier questions' })).toBeInTheDocument();
    const earlier = within(screen.getByTestId('earlier-question'));
    expect(earlier.getByText('Question 1')).toBeInTheDocument();
    expect(earlier.getByText('Right')).toBeInTheDocument();
    await user.click(earlier.getByRole('button', { name: 'Show question 1' }));
    expect(earlier.getByText('Is 7 a prime number?')).toBeInTheDocument();
  });

  it('offers Try again when the questions cannot be loaded', async () => {
    mockApi({ [QUESTIONS]: () => jsonResponse(500, { error: { code: 'X', message: 'x' } }), [EVENTS]: eventStream().open });
    renderWithApp(<LiveQuestionsPanel liveClassId={ID} />, { path: `/live-class/${ID}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The questions could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AskClassPanel (the teacher, issue 23 §3)', () => {
  const SEARCH = {
    query: 'hcf',
    corrected_query: null,
    scope: 'all',
    exam: null,
    entity: 'question',
    page: 0,
    size: 8,
    total: 1,
    groups: [{ entity: 'question', total: 1 }],
    results: [
      {
        entity: 'question',
        code: 'ma-10-01-q3',
        title: 'Which of these is the HCF of 12 and 18?',
        subtitle: 'Real Numbers',
        subject: 'maths',
        url: '/question/ma-10-01-q3',
      },
    ],
  };

  it('finds a question by its words, pushes it for 60 s with the account token, and the count rises with the stream', async () => {
    const user = userEvent.setup();
    const events = eventStream();
    let list: LiveQuestion[] = [];
    // The push answers 201 and the list then holds the question (POST and GET of one path told apart).
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === QUESTIONS && init?.method === 'POST') {
        list = [lq({ answers: 0, correct: 0, students: 3 })];
        return jsonResponse(201, { status: 201, data: list[0] });
      }
      if (url.pathname === QUESTIONS) return listOf(...list);
      if (url.pathname === '/api/search') return jsonResponse(200, SEARCH);
      if (url.pathname === EVENTS) return events.open();
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } });
    });
    renderWithApp(<AskClassPanel liveClassId={ID} />, { path: `/live-class/${ID}?as=teacher` });

    expect(await screen.findByRole('heading', { level: 2, name: 'Ask the class' })).toBeInTheDocument();
    expect(await screen.findByText('No questions pushed yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a question' }), 'hcf');
    await user.click(await screen.findByRole('button', { name: 'Choose question: Which of these is the HCF of 12 and 18?' }));
    expect(screen.getByRole('textbox', { name: 'Question code' })).toHaveValue('ma-10-01-q3');
    expect(screen.getByRole('textbox', { name: 'Seconds to answer' })).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Push to class' }));

    const pushes = fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith('/questions') && init?.method === 'POST');
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(String(pushes[0]![1]?.body))).toEqual({ question_code: 'ma-10-01-q3', seconds: 60 });
    expect((pushes[0]![1]?.headers as Record<string, string>).authorization).toBe('Bearer parent-token');
    expect(await screen.findByText('Question 1 is open for 60 seconds.')).toBeInTheDocument();
    expect(await screen.findByTestId('pushed-counts')).toHaveTextContent('Answered 0 of 3, 0 right');

    list = [lq({ answers: 2, correct: 1, students: 3 })];
    events.send('v7');
    await waitFor(() => expect(screen.getByTestId('pushed-counts')).toHaveTextContent('Answered 2 of 3, 1 right'));
    expect(auth(fetchMock, QUESTIONS).every((a) => a === 'Bearer parent-token')).toBe(true);
    expect(auth(fetchMock, EVENTS)[0]).toBe('Bearer parent-token');
  });

  it('checks the form and says why the server refused a push', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === QUESTIONS && init?.method === 'POST') return jsonResponse(423, { error: { code: 'LIVE_CLASS_LOCKED', message: 'locked' } });
      if (url.pathname === QUESTIONS) return listOf();
      return eventStream().open();
    });
    renderWithApp(<AskClassPanel liveClassId={ID} />, { path: `/live-class/${ID}?as=teacher` });
    await screen.findByText('No questions pushed yet.');
    await user.click(screen.getByRole('button', { name: 'Push to class' }));
    expect(screen.getByText('Choose a question or type its code.')).toBeInTheDocument();
    const seconds = screen.getByRole('textbox', { name: 'Seconds to answer' });
    await user.clear(seconds);
    await user.type(screen.getByRole('textbox', { name: 'Question code' }), 'ma-10-01-q3');
    await user.click(screen.getByRole('button', { name: 'Push to class' }));
    expect(screen.getByText('Choose from 10 to 600 seconds.')).toBeInTheDocument();
    await user.clear(seconds);
    await user.type(seconds, '5');
    await user.click(screen.getByRole('button', { name: 'Push to class' }));
    // Below the least it is raised to 10 s as the field is left.
    const push = fetchMock.mock.calls.find(([u, init]) => String(u).endsWith('/questions') && init?.method === 'POST');
    expect(JSON.parse(String(push?.[1]?.body))).toEqual({ question_code: 'ma-10-01-q3', seconds: 10 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Questions can be pushed only while the live class is open.');
  });
});

const liveClass = (over: Partial<LiveClass> = {}): LiveClass => ({
  id: ID,
  class_id: 'c-1',
  class_name: '10 B Maths',
  title: 'Euclid’s division lemma',
  starts_at: NOW - 60 * 60_000,
  duration_minutes: 45,
  chapter_code: 'ma-10-01',
  chapter_name: 'Real Numbers',
  teacher_first_name: 'Meera',
  state: 'ended',
  opens_at: NOW - 70 * 60_000,
  recording_url: null,
  ...over,
});

describe('LivePerformancePage (learning.md §3 "Live class performance card")', () => {
  it('shows a student their card (took part, accuracy, right of answered, time) and each answer', async () => {
    const perf: LivePerformance = {
      live_class: liveClass(),
      mine: { profile_id: 'p-1', first_name: 'Aarav', questions: 3, answered: 2, correct: 1, accuracy: 0.5, time_ms: 75_000 },
      answers: [
        {
          question_id: Q1,
          question_code: 'q1',
          pushed_at: NOW - 50 * 60_000,
          answer: { selected_answer: ['C'], correct: true, time_ms: 12_000, answered_at: NOW },
        },
        {
          question_id: Q2,
          question_code: 'q2',
          pushed_at: NOW - 40 * 60_000,
          answer: { selected_answer: ['A'], correct: false, time_ms: 63_000, answered_at: NOW },
        },
        { question_id: 'q-3', question_code: 'q3', pushed_at: NOW - 30 * 60_000, answer: null },
      ],
      students: [],
    };
    const fetchMock = mockApi({ [`/api/live-classes/${ID}/performance`]: { status: 200, data: perf } });
    renderWithApp(<LivePerformancePage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}/performance` });

    const card = within(await screen.findByTestId('performance-card'));
    expect(screen.getByRole('heading', { level: 1, name: 'Class report' })).toBeInTheDocument();
    expect(screen.getByTestId('perf-class')).toHaveTextContent('Euclid’s division lemma · 10 B Maths');
    expect(card.getByRole('heading', { name: 'Your performance' })).toBeInTheDocument();
    expect(card.getByTestId('attended')).toHaveTextContent('Took part');
    expect(card.getByTestId('perf-accuracy')).toHaveTextContent('50%');
    expect(card.getByTestId('perf-right')).toHaveTextContent('1 of 2');
    expect(card.getByTestId('perf-asked')).toHaveTextContent('3');
    expect(card.getByTestId('perf-time')).toHaveTextContent('1 min 15 s');

    const rows = within(screen.getByTestId('perf-answers-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Question 1Right12 s', 'Question 2Not right1 min 3 s', 'Question 3Not answered—']);
    expect(screen.getByRole('link', { name: 'All live classes' })).toHaveAttribute('href', '/user-home/live-classes');
    expect(auth(fetchMock, `/api/live-classes/${ID}/performance`)).toEqual(['Bearer child-token']);
  });

  it('a student who answered nothing did not take part', async () => {
    mockApi({
      [`/api/live-classes/${ID}/performance`]: {
        status: 200,
        data: {
          live_class: liveClass(),
          mine: { profile_id: 'p-1', first_name: 'Aarav', questions: 0, answered: 0, correct: 0, accuracy: null, time_ms: 0 },
          answers: [],
          students: [],
        },
      },
    });
    renderWithApp(<LivePerformancePage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}/performance` });
    expect(await screen.findByTestId('attended')).toHaveTextContent('Did not take part');
    expect(screen.getByTestId('perf-accuracy')).toHaveTextContent('—');
    expect(screen.getByText('No questions were asked in this class.')).toBeInTheDocument();
  });

  it('shows the staff a row per student with the account token', async () => {
    const row = (first_name: string, answered: number, correct: number, time_ms: number) => ({
      profile_id: `p-${first_name}`,
      first_name,
      questions: 2,
      answered,
      correct,
      accuracy: answered ? correct / answered : null,
      time_ms,
    });
    const fetchMock = mockApi({
      [`/api/live-classes/${ID}/performance`]: {
        status: 200,
        data: { live_class: liveClass(), mine: null, answers: [], students: [row('Zoya', 2, 1, 30_000), row('Aarav', 2, 2, 20_000), row('Meena', 0, 0, 0)] },
      },
    });
    renderWithApp(<LivePerformancePage liveClassId={ID} asTeacher />, { path: `/live-class/${ID}/performance?as=teacher` });
    const table = within(await screen.findByTestId('perf-students-table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Aarav2 of 22100%20 s', 'Meena0 of 20—0 s', 'Zoya2 of 2150%30 s']);
    const card = within(screen.getByTestId('performance-card'));
    expect(card.getByTestId('perf-asked')).toHaveTextContent('2');
    expect(card.getByTestId('perf-took-part')).toHaveTextContent('2 of 3');
    expect(card.getByTestId('perf-accuracy')).toHaveTextContent('75%');
    expect(screen.getByRole('link', { name: 'Back to the class' })).toHaveAttribute('href', '/school/classes/c-1?tab=live');
    expect(auth(fetchMock, `/api/live-classes/${ID}/performance`)).toEqual(['Bearer parent-token']);
  });
});
