import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveClass } from '@abhyas/contracts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { LiveClassFramePage, LiveClassPage } from './live-class-page.tsx';
import { LiveClassesPage } from './live-classes-page.tsx';

const NOW = Date.parse('2026-12-01T06:30:00Z');
const MIN = 60_000;
const ID = '77777777-7777-4777-8777-777777777777';

function lc(over: Partial<LiveClass> = {}): LiveClass {
  return {
    id: ID,
    class_id: 'c-1',
    class_name: '10 B Maths',
    title: 'Euclid’s division lemma',
    starts_at: NOW + 5 * MIN,
    duration_minutes: 45,
    chapter_code: 'ch01',
    chapter_name: 'Real Numbers',
    teacher_first_name: 'Meera',
    state: 'open',
    opens_at: NOW - 5 * MIN,
    recording_url: null,
    ...over,
  };
}

const join = (over: object = {}) => ({
  status: 200,
  data: {
    live_class: lc(),
    provider: 'jitsi',
    domain: 'meet.jit.si',
    room_name: 'abhyas-euclid-k3x9q2m7w1z8p4r6t0vb',
    display_name: 'Aarav',
    moderator: false,
    jwt: null,
    ...over,
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  useAuthStore.setState({ parentToken: 'parent-token', childToken: 'child-token', currentProfileId: 'p-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ parentToken: null, childToken: null, currentProfileId: null });
});

/** The bearer token each call to `path` carried. */
const tokensTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).endsWith(path)).map(([, init]) => (init?.headers as Record<string, string>).authorization);

describe('LiveClassesPage (/user-home/live-classes, issue 23 §3)', () => {
  it('lists Live now, Upcoming and Past with class, teacher, India time and chapter; Join only when joinable', async () => {
    mockApi({
      '/api/live-classes': {
        status: 200,
        data: [
          lc({ id: 'past', title: 'Revision of HCF', state: 'ended', starts_at: NOW - 3 * 24 * 60 * MIN, recording_url: 'https://example.org/rec.mp4' }),
          lc({
            id: 'later',
            title: 'Polynomials: zeros',
            state: 'upcoming',
            starts_at: NOW + 26 * 60 * MIN,
            opens_at: NOW + 26 * 60 * MIN - 10 * MIN,
            chapter_name: null,
          }),
          lc(),
        ],
      },
    });
    renderWithApp(<LiveClassesPage />, { path: '/user-home/live-classes' });
    const now = within(await screen.findByTestId('live-section-now'));
    expect(now.getByRole('heading', { level: 2, name: 'Live now' })).toBeInTheDocument();
    expect(now.getByText('Teacher: Meera')).toBeInTheDocument();
    expect(now.getByText('Chapter: Real Numbers')).toBeInTheDocument();
    expect(now.getByText(/1 Dec 2026, 12:05 pm/)).toBeInTheDocument();
    expect(now.getByRole('link', { name: 'Join Euclid’s division lemma' })).toHaveAttribute('href', `/live-class/${ID}`);

    const upcoming = within(screen.getByTestId('live-section-upcoming'));
    expect(upcoming.getByText('You can join from 2 Dec 2026, 1:50 pm')).toBeInTheDocument();
    expect(upcoming.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();

    const past = within(screen.getByTestId('live-section-past'));
    expect(past.getByText('Revision of HCF')).toBeInTheDocument();
    expect(past.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(past.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute('href', 'https://example.org/rec.mp4');
    expect(past.getByRole('link', { name: 'View report: Revision of HCF' })).toHaveAttribute('href', '/live-class/past/performance');
    expect(now.queryByRole('link', { name: /^View report/ })).not.toBeInTheDocument();
  });

  it('explains the empty list', async () => {
    mockApi({ '/api/live-classes': { status: 200, data: [] } });
    renderWithApp(<LiveClassesPage />, { path: '/user-home/live-classes' });
    expect(await screen.findByTestId('live-empty')).toHaveTextContent('No live classes yet');
  });
});

describe('LiveClassPage (/live-class/{id}, issue 23 §3)', () => {
  it('embeds the meeting: the room on the configured server with the student’s name, muted, no prejoin page', async () => {
    const fetchMock = mockApi({ [`/api/live-classes/${ID}/join`]: join() });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    const frame = await screen.findByTitle('Live class: Euclid’s division lemma');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://meet.jit.si/abhyas-euclid-k3x9q2m7w1z8p4r6t0vb#userInfo.displayName=%22Aarav%22&config.prejoinPageEnabled=false&config.startWithAudioMuted=true',
    );
    expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen; display-capture; autoplay');
    expect(screen.getByRole('heading', { level: 1, name: 'Euclid’s division lemma' })).toBeInTheDocument();
    // A student joins with the profile's token.
    expect(tokensTo(fetchMock, `/api/live-classes/${ID}/join`)).toEqual(['Bearer child-token']);
  });

  it('puts the student’s Questions panel beside the meeting, and a link to the class report', async () => {
    mockApi({ [`/api/live-classes/${ID}/join`]: join(), [`/api/live-classes/${ID}/questions`]: { status: 200, data: [] } });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    const panel = within(await screen.findByTestId('live-questions'));
    expect(panel.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    expect(await panel.findByText('Your teacher has not asked a question yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ask the class' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View report' })).toHaveAttribute('href', `/live-class/${ID}/performance`);
  });

  it('shows the lock overlay with the opening time before the window (423 not_open_yet)', async () => {
    mockApi({
      [`/api/live-classes/${ID}/join`]: () =>
        jsonResponse(423, {
          error: { code: 'LIVE_CLASS_LOCKED', message: 'locked', details: [{ path: '', message: 'not open yet', reason: 'not_open_yet' }] },
        }),
      '/api/live-classes': { status: 200, data: [lc({ state: 'upcoming', starts_at: NOW + 60 * MIN, opens_at: NOW + 50 * MIN })] },
    });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    const lock = await screen.findByTestId('live-lock');
    expect(within(lock).getByRole('heading', { name: 'This live class is not open yet' })).toBeInTheDocument();
    await waitFor(() => expect(within(lock).getByRole('status')).toHaveTextContent('You can join from 1 Dec 2026, 12:50 pm.'));
    expect(screen.queryByTitle(/^Live class:/)).not.toBeInTheDocument();
  });

  it('says the class has ended (423 ended)', async () => {
    mockApi({
      [`/api/live-classes/${ID}/join`]: () =>
        jsonResponse(423, { error: { code: 'LIVE_CLASS_LOCKED', message: 'locked', details: [{ path: '', message: 'ended', reason: 'ended' }] } }),
    });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    const lock = await screen.findByTestId('live-lock');
    expect(within(lock).getByRole('heading', { name: 'This live class has ended' })).toBeInTheDocument();
    expect(within(lock).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a student in when the window opens after “Check again”', async () => {
    const user = userEvent.setup();
    let open = false;
    mockApi({
      [`/api/live-classes/${ID}/join`]: () =>
        open
          ? jsonResponse(200, join())
          : jsonResponse(423, {
              error: { code: 'LIVE_CLASS_LOCKED', message: 'locked', details: [{ path: '', message: 'x', reason: 'not_open_yet', opens_at: NOW + 2 * MIN }] },
            }),
    });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    expect(await screen.findByText('You can join from 1 Dec 2026, 12:02 pm.')).toBeInTheDocument();
    open = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTitle('Live class: Euclid’s division lemma')).toBeInTheDocument();
  });

  it('explains plainly when live classes are not set up on the server (503)', async () => {
    mockApi({ [`/api/live-classes/${ID}/join`]: () => jsonResponse(503, { error: { code: 'LIVE_CLASS_UNCONFIGURED', message: 'off' } }) });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher={false} />, { path: `/live-class/${ID}` });
    expect(await screen.findByTestId('live-unconfigured')).toHaveTextContent('Live classes are not set up on this server yet.');
  });

  it('a teacher joins with the account token, as the host', async () => {
    const fetchMock = mockApi({ [`/api/live-classes/${ID}/join`]: join({ display_name: 'Meera Iyer', moderator: true, jwt: 'h.p.s' }) });
    renderWithApp(<LiveClassPage liveClassId={ID} asTeacher />, { path: `/live-class/${ID}?as=teacher` });
    expect(await screen.findByText('You are the host')).toBeInTheDocument();
    expect(screen.getByTitle('Live class: Euclid’s division lemma').getAttribute('src')).toContain('userInfo.displayName=%22Meera%20Iyer%22');
    // The teacher's meeting token (a deployment with token authentication) opens the room with moderator rights.
    expect(screen.getByTitle('Live class: Euclid’s division lemma').getAttribute('src')).toContain('?jwt=h.p.s#');
    expect(screen.getByRole('link', { name: 'Back to My school' })).toHaveAttribute('href', '/school');
    expect(tokensTo(fetchMock, `/api/live-classes/${ID}/join`)).toEqual(['Bearer parent-token']);
    // The host asks the class; the report is the staff's.
    expect(await screen.findByRole('heading', { level: 2, name: 'Ask the class' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View report' })).toHaveAttribute('href', `/live-class/${ID}/performance?as=teacher`);
  });
});

describe('LiveClassFramePage (/iframe/liveclass)', () => {
  it('renders the same meeting alone', async () => {
    mockApi({ [`/api/live-classes/${ID}/join`]: join() });
    renderWithApp(<LiveClassFramePage liveClassId={ID} asTeacher={false} />, { path: `/iframe/liveclass?live_class_id=${ID}` });
    expect(await screen.findByTitle('Live class: Euclid’s division lemma')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/meet\.jit\.si\/abhyas-euclid-/),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Live class' })).toBeInTheDocument();
  });
});
