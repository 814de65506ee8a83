import type { TestPaper } from '@abhyas/contracts';
import type { TestEvent } from '@abhyas/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { ShortSummary } from '../api/mock-test-events.ts';
import { useCbtStore } from '../stores/cbt-store.ts';
import { CbtScreen } from './cbt-screen.tsx';
import { paperErrorType, sectionsOf, sessionErrorType } from './cbt-session.tsx';

// learning.md §2–§4 Tests: the instructions reopened during the test, the view_paper,
// view_instructions and presence events, the submit window fed by shortSummary, and the error pages.

const question = (code: string, n: number) => ({
  code,
  type: 'single_choice' as const,
  language: 'en',
  languages: ['en'],
  subject: 'physics',
  chapter: null,
  body: `Question ${code}`,
  options: [
    { code: 'A', body: '3' },
    { code: 'B', body: '4' },
  ],
  hintCount: 0,
  hasSolveWithUs: false,
  idealTimeS: 60,
  difficulty: 1,
  question_index: n,
});

const paper = {
  code: 'jee-main-mock-1',
  name: 'JEE Main Full Mock Test 1',
  exam_code: 'jee-main',
  duration: 10_800,
  auto_submit_alert_at_in_sec: 300,
  max_marks: 8,
  question_count: 2,
  languages: ['en'],
  instructions: { en: '## Paper 1 rules\n\nMarking: +4 / −1.' },
  sections: [
    {
      code: 'physics',
      name: 'Physics',
      marking: { single_choice: { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 } },
      questions: [question('q1', 1), question('q2', 2)],
    },
  ],
} as unknown as TestPaper;

const summary = (answered: number): ShortSummary => ({
  answered,
  notAnswered: 0,
  notVisited: 0,
  reviewNow: 0,
  answeredAndMarkedForReview: 0,
  sections: [],
});

function start(checkSaved?: () => Promise<ShortSummary>) {
  const events: TestEvent[] = [];
  useCbtStore.getState().init({
    sections: sectionsOf(paper),
    replay: undefined,
    currentCode: 'q1',
    nextEorder: 1,
    clock: () => 10,
    sink: (e) => events.push(e),
    adaptive: false,
  } as Parameters<ReturnType<typeof useCbtStore.getState>['init']>[0]);
  renderWithApp(
    <CbtScreen
      paper={paper}
      candidateName="Anika"
      deadlineMs={Date.now() + 3_600_000}
      language="en"
      onLanguage={() => {}}
      uiStyle="light"
      onUiStyle={() => {}}
      online
      submitStatus="idle"
      onSubmit={() => {}}
      onAutoSubmit={() => {}}
      onTamper={() => {}}
      {...(checkSaved ? { checkSaved } : {})}
    />,
  );
  return { types: () => events.map((e) => e.event_type) };
}

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('during a test', () => {
  it('reopens the instructions (view_instructions) and the question paper (view_paper)', async () => {
    const log = start();
    // Below 1024 px (jsdom) the buttons sit in the palette drawer.
    await userEvent.click(await screen.findByRole('button', { name: 'Open the question palette' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructions' });
    // The window's content is fetched on its first opening.
    expect(await within(dialog).findByRole('heading', { name: 'Paper 1 rules' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'General instructions', level: 3 })).toBeInTheDocument();
    expect(log.types()).toContain('view_instructions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Question Paper' }));
    expect(log.types()).toContain('view_paper');
    expect(await screen.findByRole('dialog', { name: /^Question Paper/ })).toBeInTheDocument();
  });

  it('records user_inactive when the page is hidden, user_active when it shows, and a ping a minute while visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = start();
    await screen.findByRole('timer');
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(log.types().filter((t) => t === 'ping_event')).toHaveLength(0);
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(60_000));
    const presence = log.types().filter((t) => t === 'user_inactive' || t === 'user_active' || t === 'ping_event');
    expect(presence).toEqual(['user_inactive', 'user_active', 'ping_event']);
  });

  it('says in the submit window whether every answer on screen is saved on the server', async () => {
    const checkSaved = vi.fn<() => Promise<ShortSummary>>().mockResolvedValueOnce(summary(1)).mockResolvedValueOnce(summary(2));
    start(checkSaved);
    await screen.findByRole('timer');
    act(() => {
      useCbtStore.getState().setDraft(['B']);
      useCbtStore.getState().saveAndNext();
      useCbtStore.getState().setDraft(['A']);
      useCbtStore.getState().saveAndNext();
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Submit' }))[0]!);
    expect(await screen.findByText(/1 of your 2 answers are saved on the server so far/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back to the test' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    await waitFor(() => expect(screen.getByText('All 2 of your answers are saved on the server.')).toBeInTheDocument());
    expect(checkSaved).toHaveBeenCalledTimes(2);
  });
});

describe('error pages of a test (learning.md §9 Tests)', () => {
  const err = (status: number) => new ApiError({ status, code: 'X', message: 'x' });
  it('shows contentNotFound for a paper that cannot load, sessionExpired for a session that cannot be fetched', () => {
    expect(paperErrorType(err(404))).toBe('contentNotFound');
    expect(paperErrorType(err(400))).toBe('contentNotFound');
    expect(sessionErrorType(err(401))).toBe('sessionExpired');
    expect(sessionErrorType(err(404))).toBe('sessionExpired');
  });
  it('keeps no connection and server faults on their own pages', () => {
    expect(paperErrorType(new TypeError('fetch failed'))).toBe('network');
    expect(sessionErrorType(err(0))).toBe('network');
    expect(paperErrorType(err(503))).toBe('503');
    expect(sessionErrorType(err(500))).toBe('500');
  });
});
