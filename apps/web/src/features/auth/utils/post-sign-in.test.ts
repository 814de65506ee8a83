import { describe, expect, it } from 'vitest';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { postSignInStep } from './post-sign-in.ts';

describe('postSignInStep (platform.md §4.1)', () => {
  it('sends an unverified account to /account-verify keeping redirect_url', () => {
    const step = postSignInStep({ account: accountFixture({ verified: false }), currentProfileId: null, redirectUrl: '/test/home' });
    expect(step).toEqual({ path: '/account-verify?redirect_url=%2Ftest%2Fhome' });
  });

  it('honours verification_required even when the account looks verified', () => {
    const step = postSignInStep({ account: accountFixture(), verificationRequired: true, currentProfileId: null, redirectUrl: null });
    expect(step.path).toBe('/account-verify');
  });

  it('picks the only profile and goes to the exam home, the same for every goal (issue 15)', () => {
    const step = postSignInStep({ account: accountFixture({ profiles: [profileFixture('a', 'PreUG')] }), currentProfileId: null, redirectUrl: null });
    expect(step).toEqual({ path: '/learn/home', profileId: 'a' });
  });

  it('keeps the remembered profile among several, and a safe redirect_url wins', () => {
    const profiles = [profileFixture('a', 'PreUG'), profileFixture('b', 'K12')];
    expect(postSignInStep({ account: accountFixture({ profiles }), currentProfileId: 'b', redirectUrl: null })).toEqual({
      path: '/learn/home',
      profileId: 'b',
    });
    expect(postSignInStep({ account: accountFixture({ profiles }), currentProfileId: 'b', redirectUrl: '/bookmark' }).path).toBe('/bookmark');
    expect(postSignInStep({ account: accountFixture({ profiles }), currentProfileId: 'b', redirectUrl: '//evil.com' }).path).toBe('/learn/home');
  });

  it('asks to choose among several profiles when none is remembered', () => {
    const profiles = [profileFixture('a'), profileFixture('b')];
    expect(postSignInStep({ account: accountFixture({ profiles }), currentProfileId: 'gone', redirectUrl: '/x' })).toEqual({
      path: '/browse-profile?redirect_url=%2Fx',
    });
  });

  it('goes to the no-profiles path (onboarding after sign-up)', () => {
    expect(postSignInStep({ account: accountFixture(), currentProfileId: null, redirectUrl: null, noProfilesPath: '/student-onboarding' })).toEqual({
      path: '/student-onboarding',
    });
  });
});
