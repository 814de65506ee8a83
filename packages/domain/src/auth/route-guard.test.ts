import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideRoute, type RouteGuardInput, safeRedirect } from './route-guard.ts';

const session = {
  authed: true,
  authenticating: false,
  verified: true,
  profileComplete: true,
  hasCurrentUser: true,
};

function protectedRoute(overrides: Partial<RouteGuardInput> = {}): RouteGuardInput {
  return { access: 'protected', path: '/practice/home?subject=physics', ...session, ...overrides };
}

function publicOnly(overrides: Partial<RouteGuardInput> = {}): RouteGuardInput {
  return { access: 'public-only', path: '/login', ...session, ...overrides };
}

describe('safeRedirect', () => {
  it.each(['/', '/learn/home', '/practice/home?subject=maths#q2', '/search/all?q=a%2F%2Fb'])('keeps %j', (url) => {
    expect(safeRedirect(url)).toBe(url);
  });
  it.each([
    null,
    undefined,
    '',
    'learn/home',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'http://evil.com',
    'https://evil.com/learn',
    'javascript:alert(1)',
    ' /learn/home',
    '/\t/evil.com',
    '/\n/evil.com',
  ])('rejects %j', (url) => {
    expect(safeRedirect(url)).toBeNull();
  });

  test.prop([fc.webUrl()])('rejects every absolute URL', (url) => {
    expect(safeRedirect(url)).toBeNull();
  });
  test.prop([fc.string()])('a kept value resolves to the same origin', (url) => {
    const kept = safeRedirect(url);
    if (kept !== null) expect(new URL(kept, 'https://abhyas.test').origin).toBe('https://abhyas.test');
  });
});

describe('decideRoute: protected', () => {
  it('1. shows a loader while authenticating an authed session', () => {
    expect(decideRoute(protectedRoute({ authenticating: true }))).toEqual({ kind: 'loader' });
    // even when the profile is incomplete: rule 1 comes first
    expect(decideRoute(protectedRoute({ authenticating: true, profileComplete: false }))).toEqual({ kind: 'loader' });
  });

  it('2. sends a verified user with an incomplete profile to browse-profile with the origin', () => {
    expect(decideRoute(protectedRoute({ profileComplete: false }))).toEqual({
      kind: 'redirect',
      to: '/browse-profile?origin=%2Fpractice%2Fhome%3Fsubject%3Dphysics',
    });
  });

  it('2. keeps an existing redirect_url on the way to browse-profile', () => {
    expect(decideRoute(protectedRoute({ profileComplete: false, redirectUrl: '/test/home' }))).toEqual({
      kind: 'redirect',
      to: '/browse-profile?origin=%2Fpractice%2Fhome%3Fsubject%3Dphysics&redirect_url=%2Ftest%2Fhome',
    });
  });

  it('2. sends a user without a current user to browse-profile unless the route allows it', () => {
    const noUser = protectedRoute({ hasCurrentUser: false, path: '/edit-profile/42' });
    expect(decideRoute(noUser)).toEqual({ kind: 'redirect', to: '/browse-profile?origin=%2Fedit-profile%2F42' });
    expect(decideRoute({ ...noUser, allowsNoUser: true })).toEqual({ kind: 'show' });
  });

  it('2. lets an account with no profile yet reach a route that allows no user (adding the first child)', () => {
    expect(decideRoute(protectedRoute({ profileComplete: false, allowsNoUser: true, path: '/edit-profile/new' }))).toEqual({ kind: 'show' });
    expect(decideRoute(protectedRoute({ profileComplete: false, path: '/practice/home' }))).toEqual({
      kind: 'redirect',
      to: '/browse-profile?origin=%2Fpractice%2Fhome',
    });
  });

  it('2. shows browse-profile itself rather than looping', () => {
    expect(decideRoute(protectedRoute({ profileComplete: false, path: '/browse-profile' }))).toEqual({ kind: 'show' });
    expect(decideRoute(protectedRoute({ hasCurrentUser: false, path: '/browse-profile?origin=%2Fx' }))).toEqual({
      kind: 'show',
    });
  });

  it('3. shows the page to a verified user with a complete profile', () => {
    expect(decideRoute(protectedRoute())).toEqual({ kind: 'show' });
  });

  it('3. shows a route that allows unverified users to an unverified user', () => {
    expect(decideRoute(protectedRoute({ verified: false, allowsUnverified: true, path: '/account-verify' }))).toEqual({
      kind: 'show',
    });
    // unverified users are never sent to browse-profile, even with no profile
    expect(decideRoute(protectedRoute({ verified: false, allowsUnverified: true, profileComplete: false }))).toEqual({
      kind: 'show',
    });
  });

  it('4. sends an unverified user to account-verify, keeping redirect_url', () => {
    expect(decideRoute(protectedRoute({ verified: false }))).toEqual({ kind: 'redirect', to: '/account-verify' });
    expect(decideRoute(protectedRoute({ verified: false, redirectUrl: '/learn/home?x=1' }))).toEqual({
      kind: 'redirect',
      to: '/account-verify?redirect_url=%2Flearn%2Fhome%3Fx%3D1',
    });
  });

  it('5. sends a signed-out visitor to the landing page with the wanted path', () => {
    expect(decideRoute(protectedRoute({ authed: false }))).toEqual({
      kind: 'redirect',
      to: '/?redirect_url=%2Fpractice%2Fhome%3Fsubject%3Dphysics',
    });
  });

  it('5. prefers the existing redirect_url, and ignores the authenticating flag when not authed', () => {
    expect(decideRoute(protectedRoute({ authed: false, authenticating: true, redirectUrl: '/test/home' }))).toEqual({
      kind: 'redirect',
      to: '/?redirect_url=%2Ftest%2Fhome',
    });
  });

  it('drops an unsafe redirect_url', () => {
    expect(decideRoute(protectedRoute({ authed: false, redirectUrl: '//evil.com' }))).toEqual({
      kind: 'redirect',
      to: '/?redirect_url=%2Fpractice%2Fhome%3Fsubject%3Dphysics',
    });
    expect(decideRoute(protectedRoute({ verified: false, redirectUrl: 'javascript:alert(1)' }))).toEqual({
      kind: 'redirect',
      to: '/account-verify',
    });
  });
});

describe('decideRoute: public-only', () => {
  it('shows the page to a signed-out visitor', () => {
    expect(decideRoute(publicOnly({ authed: false, verified: false, profileComplete: false }))).toEqual({ kind: 'show' });
  });
  it('sends an unverified user to account-verify, keeping redirect_url', () => {
    expect(decideRoute(publicOnly({ verified: false, redirectUrl: '/test/home' }))).toEqual({
      kind: 'redirect',
      to: '/account-verify?redirect_url=%2Ftest%2Fhome',
    });
  });
  it('sends a verified user with an incomplete profile to browse-profile', () => {
    expect(decideRoute(publicOnly({ profileComplete: false }))).toEqual({ kind: 'redirect', to: '/browse-profile' });
  });
  it('sends a verified user to the redirect_url, reloading when asked', () => {
    expect(decideRoute(publicOnly({ redirectUrl: '/test/home' }))).toEqual({ kind: 'redirect', to: '/test/home' });
    expect(decideRoute(publicOnly({ redirectUrl: '/test/home', fullReload: true }))).toEqual({
      kind: 'redirect',
      to: '/test/home',
      reload: true,
    });
  });
  it('otherwise sends a verified user to learn home; an unsafe redirect_url is ignored', () => {
    expect(decideRoute(publicOnly())).toEqual({ kind: 'redirect', to: '/learn/home' });
    expect(decideRoute(publicOnly({ redirectUrl: 'https://evil.com', fullReload: true }))).toEqual({
      kind: 'redirect',
      to: '/learn/home',
    });
  });
});

describe('decideRoute: public and invariants', () => {
  const anyInput = fc.record({
    access: fc.constantFrom('protected' as const, 'public-only' as const, 'public' as const),
    authed: fc.boolean(),
    authenticating: fc.boolean(),
    verified: fc.boolean(),
    profileComplete: fc.boolean(),
    hasCurrentUser: fc.boolean(),
    allowsUnverified: fc.boolean(),
    allowsNoUser: fc.boolean(),
    path: fc.constantFrom('/learn/home', '/practice/home?s=1', '/browse-profile', '/login'),
    redirectUrl: fc.option(fc.constantFrom('/test/home', '//evil.com', 'http://evil.com', '/a?b=c'), { nil: null }),
    fullReload: fc.boolean(),
  });

  it('always shows public pages', () => {
    expect(decideRoute({ ...protectedRoute({ authed: false }), access: 'public' })).toEqual({ kind: 'show' });
  });

  test.prop([anyInput])('every redirect target is a safe same-origin path', (input) => {
    const decision = decideRoute(input);
    if (decision.kind === 'redirect') {
      expect(safeRedirect(decision.to)).toBe(decision.to);
      expect(decision.to).not.toContain('evil');
    }
  });

  test.prop([anyInput])('a signed-out visitor is never shown a loader or a protected page', (input) => {
    const decision = decideRoute({ ...input, authed: false, access: 'protected' });
    expect(decision.kind).toBe('redirect');
  });
});
