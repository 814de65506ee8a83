import 'fake-indexeddb/auto';
import type { TestPaper } from '@abhyas/contracts';
import type { TestEvent } from '@abhyas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { idbEventStore } from '../lib/event-db.ts';
import { MockTestSessionPage } from './mock-test-session-page.tsx';

const SESSION = '0b1f3f5e-1111-4222-8333-444455556666';
const question = (code: string) => ({
  code,
  type: 'single_choice',
  language: 'en',
  languages: ['en'],
  subject: 'physics',
  chapter: null,
  body: `Question ${code}`,
  options: [
    { code: 'A', body: 'one' },
    { code: 'B', body: 'two' },
  ],
  hintCount: 0,
  hasSolveWithUs: false,
  idealTimeS: 60,
  difficulty: 1,
});
const paper = {
  code: 'mock-1',
  name: 'Mock One',
  exam_code: 'jee-main',
  duration: 3600,
  auto_submit_alert_at_in_sec: 300,
  max_marks: 12,
  question_count: 3,
  languages: ['en'],
  instructions: { en: 'Read me.' },
  sections: [
    {
      code: 'phy',
      name: 'Physics',
      marking: { single_choice: { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 } },
      questions: ['q1', 'q2', 'q3'].map((c, i) => ({ ...question(c), question_index: i + 1 })),
    },
  ],
} as unknown as TestPaper;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('abhyas.test.uiStyle');
});

/** A server with an open session of `mock-1` started with `uiStyle`, answering every call of the test screen. */
function openSessionServer(uiStyle: 'dark' | 'light', sessionId: string) {
  const now = Date.now();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/now') return jsonResponse(200, { now: Date.now() });
      if (url.pathname === '/api/v1/test/mock-1/session') return jsonResponse(200, { 'mock-1': { id: sessionId, status: 'STARTED', uiStyle } });
      if (url.pathname === '/api/v1/test/mock-1/questions') return jsonResponse(200, paper);
      if (url.pathname === `/api/v1/test/${sessionId}/resume`)
        return jsonResponse(200, {
          id: sessionId,
          status: 'STARTED',
          test_code: 'mock-1',
          started_at: new Date(now - 60_000).toISOString(),
          deadline_at: new Date(now + 3_540_000).toISOString(),
          remaining_s: 3540,
          last_eorder: 0,
          ui_style: uiStyle,
        });
      if (url.pathname === `/api/v1/test/${sessionId}/events` && method === 'GET')
        return jsonResponse(200, { content: [], first: true, last: true, totalElements: 0, pageNumber: 0, pageSize: 500 });
      if (url.pathname === `/api/v1/test/${sessionId}/events`) return jsonResponse(200, { accepted: 1, duplicates: 0, last_eorder: 1, status: 'STARTED' });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
}

describe('MockTestSessionPage: the screen style (issue 15)', () => {
  it('opens light, as NTA’s screen, and remembers the student’s switch after a reload', { timeout: 20_000 }, async () => {
    openSessionServer('light', '1b1f3f5e-1111-4222-8333-444455556666');
    const first = renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    const root = async () => (await screen.findByRole('heading', { name: 'Question No. 1' }, { timeout: 5000 })).closest('[data-cbt-root]')!;
    expect(await root()).toHaveAttribute('data-ui-style', 'light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark style' }));
    expect(await root()).toHaveAttribute('data-ui-style', 'dark');
    first.unmount();
    // Reloaded: the session was started light, the student's choice wins.
    renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    expect(await root()).toHaveAttribute('data-ui-style', 'dark');
  });
});

describe('MockTestSessionPage', () => {
  it('resumes a started session from server events plus local unsent ones, and sends those', { timeout: 20_000 }, async () => {
    const now = Date.now();
    const serverEvents: TestEvent[] = [
      { eorder: 1, event_type: 'view_question', question_code: 'q1', section: 'phy', t: 1 },
      { eorder: 2, event_type: 'save_attempt', question_code: 'q1', section: 'phy', t: 5, event_info: { selected_answer: ['B'] } },
      { eorder: 3, event_type: 'view_question', question_code: 'q2', section: 'phy', t: 6 },
    ];
    // Saved on this device before a reload, never delivered.
    await idbEventStore.put(
      SESSION,
      { eorder: 4, event_type: 'review_attempt', question_code: 'q2', section: 'phy', t: 9, event_info: { selected_answer: null } },
      true,
    );
    await idbEventStore.put(SESSION, { eorder: 5, event_type: 'view_question', question_code: 'q3', section: 'phy', t: 10 }, false);
    const posted: TestEvent[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const method = init?.method ?? 'GET';
        if (url.pathname === '/api/now') return jsonResponse(200, { now: Date.now() });
        if (url.pathname === '/api/v1/test/mock-1/session') return jsonResponse(200, { 'mock-1': { id: SESSION, status: 'STARTED', uiStyle: 'light' } });
        if (url.pathname === '/api/v1/test/mock-1/questions') return jsonResponse(200, paper);
        if (url.pathname === `/api/v1/test/${SESSION}/resume`) {
          return jsonResponse(200, {
            id: SESSION,
            status: 'STARTED',
            test_code: 'mock-1',
            started_at: new Date(now - 60_000).toISOString(),
            deadline_at: new Date(now + 3_540_000).toISOString(),
            remaining_s: 3540,
            last_eorder: 3,
            ui_style: 'light',
          });
        }
        if (url.pathname === `/api/v1/test/${SESSION}/events` && method === 'GET') {
          return jsonResponse(200, { content: serverEvents, first: true, last: true, totalElements: 3, pageNumber: 0, pageSize: 500 });
        }
        if (url.pathname === `/api/v1/test/${SESSION}/events` && method === 'POST') {
          posted.push((JSON.parse(String(init?.body)) as { events: TestEvent[] }).events);
          return jsonResponse(200, { accepted: 1, duplicates: 0, last_eorder: 7, status: 'STARTED' });
        }
        return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
      }),
    );

    renderWithApp(<MockTestSessionPage testCode="mock-1" />);
    // jsdom has a narrow screen: the palette is a drawer opened from the top bar.
    fireEvent.click(await screen.findByRole('button', { name: 'Open the question palette' }, { timeout: 5000 }));
    const palette = await screen.findByRole('navigation', { name: 'Question palette' });
    expect(within(palette).getByRole('button', { name: 'Question 1, Answered' })).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Question 2, Marked for Review' })).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Question 3, Not Answered, current' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question No. 3' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:5[89]:\d\d$/);

    await waitFor(() => expect(posted.length).toBeGreaterThan(0), { timeout: 5000 });
    const sent = posted.flat().map((e) => `${e.eorder}:${e.event_type}`);
    // The undelivered local events first, then this visit's own (eorders continue after 5).
    expect(sent).toEqual(expect.arrayContaining(['4:review_attempt', '5:view_question', '6:view_question', '7:resume']));
  });
});
