import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LinkedProfile } from '@abhyas/contracts';
import { renderAppAt } from '../test/render-app-at.tsx';

const session = vi.hoisted(() => ({
  state: { authed: false, authenticating: false, verified: false, profileComplete: false, hasCurrentUser: false },
  profile: null as LinkedProfile | null,
}));

vi.mock('../features/auth/guard-state.ts', () => ({
  getGuardState: () => session.state,
  ensureSessionLoaded: () => Promise.resolve(),
}));
vi.mock('../features/auth/hooks/use-current-profile.ts', () => ({
  useCurrentProfile: () => session.profile,
  useAuth: () => ({ ...session.state, currentProfile: session.profile }),
}));

function profile(firstName: string, examName: string): LinkedProfile {
  return { id: 'p1', profile_details: { first_name: firstName, exam_name: examName, avatar_color: 'orange' } } as LinkedProfile;
}

function signIn() {
  session.state = { authed: true, authenticating: false, verified: true, profileComplete: true, hasCurrentUser: true };
  session.profile = profile('Ananya', 'JEE Main');
}

beforeEach(() => {
  session.state = { authed: false, authenticating: false, verified: false, profileComplete: false, hasCurrentUser: false };
  session.profile = null;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('abhyas-projector');
});

describe('route guards through the router', () => {
  it('sends a signed-out visitor from a protected page to the landing page with redirect_url', async () => {
    const { router } = renderAppAt('/practice/home');
    expect(await screen.findByRole('heading', { level: 1, name: /study smarter/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.searchStr).toBe('?redirect_url=%2Fpractice%2Fhome');
  });

  it('keeps the search of the wanted page in redirect_url', async () => {
    const { router } = renderAppAt('/search/books?q=physics');
    await screen.findByRole('heading', { level: 1, name: /study smarter/i });
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect_url')).toBe('/search/books?q=physics');
  });

  it('replaces a search filter that is not one of the search’s in the address with all, keeping the words (issue 24 §1)', async () => {
    signIn();
    const { router } = renderAppAt('/search/books?q=physics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/all'));
    expect(new URLSearchParams(router.state.location.searchStr).get('q')).toBe('physics');
  });

  it('sends an unverified account to account verification', async () => {
    session.state = { authed: true, authenticating: false, verified: false, profileComplete: true, hasCurrentUser: true };
    const { router } = renderAppAt('/test/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-verify'));
  });

  it('shows the exam home with the profile name and exam to a signed-in learner', async () => {
    signIn();
    renderAppAt('/test/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock tests' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ananya!')).toBeInTheDocument();
    expect(screen.getByText('Preparing for JEE Main')).toBeInTheDocument();
    // The mocked profile has no exam code: the page asks for one instead of calling the API.
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your exam first' })).toBeInTheDocument();
  });

  it('sends a signed-in learner away from the log-in page to learn home', async () => {
    signIn();
    const { router } = renderAppAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn/home'));
  });

  it('turns /blog/test/signup into sign-up that continues to test home', async () => {
    const { router } = renderAppAt('/blog/test/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect_url')).toBe('/test/home');
  });
});

describe('shell', () => {
  it("shows the page-not-found screen with a button to the student's own home (/user-home) for unknown paths", async () => {
    renderAppAt('/this/does/not/exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/user-home');
  });

  it('sends a signed-in learner from / to the exam home (issue 15)', async () => {
    signIn();
    const { router } = renderAppAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn/home'));
  });

  it('uses the website header with log in for visitors and the main header once signed in with a profile', async () => {
    const visitor = renderAppAt('/parent');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /profile menu/i })).not.toBeInTheDocument();
    visitor.unmount();

    signIn();
    renderAppAt('/parent');
    expect(await screen.findByRole('button', { name: 'Profile menu for Ananya' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Learning areas' });
    expect(nav).toHaveTextContent('Learn');
    expect(nav).toHaveTextContent('Achieve');
  });

  it('renders webviews without the site header or footer', async () => {
    renderAppAt('/web-view/cheat-sheet');
    expect(await screen.findByText('This cheat sheet could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('loads the test-taking screens (features/mock-test) for the splat route', async () => {
    signIn();
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderAppAt('/mock-test/jee-main%2Fpaper-1/session');
    expect(await screen.findByText('Loading the test…', {}, { timeout: 5000 })).toBeInTheDocument();
    // The lazy screen shows its loading text first; the session read follows it.
    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/v1/test/jee-main%2Fpaper-1/session'), {
      timeout: 5000,
    });
    vi.unstubAllGlobals();
  });

  it('blocks the context menu app-wide', async () => {
    renderAppAt('/tos');
    await screen.findByRole('heading', { level: 1, name: 'Terms of service' });
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('switches to the projector theme with ?projector', async () => {
    renderAppAt('/outcomes?projector');
    await screen.findByRole('heading', { level: 1, name: 'How Abhyas helps students learn better' });
    await waitFor(() => expect(document.documentElement).toHaveClass('abhyas-projector'));
  });

  it('has a skip link to the main landmark', async () => {
    renderAppAt('/success');
    await screen.findByRole('heading', { level: 1, name: /Stories from students/ });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('redirects the spec literal paths to ours, so old links keep working (issue 24 §5)', async () => {
    const first = renderAppAt('/outcomes/embibescore?utm=old');
    await screen.findByRole('heading', { level: 1, name: /study smarter/i });
    // Signed out: the target's own guard sends the visitor to the landing page, to come back there.
    expect(new URLSearchParams(first.router.state.location.searchStr).get('redirect_url')).toBe('/achieve/prediction-readiness?utm=old');
    first.unmount();

    signIn();
    const second = renderAppAt('/user-home/embibe-live-classes');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/user-home/live-classes'));
    second.unmount();
    const third = renderAppAt('/embibe-live-class/lc-42/post-summary');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/live-class/lc-42/post-summary'));
  });
});
