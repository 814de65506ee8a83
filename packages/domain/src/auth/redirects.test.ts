import { describe, expect, it } from 'vitest';
import { blogSignupDestination, loginDestination } from './redirects.ts';

describe('loginDestination', () => {
  it('sends every goal to the same exam home (issue 15)', () => {
    expect(loginDestination({ goalType: 'PreUG' })).toBe('/learn/home');
    expect(loginDestination({ goalType: 'K12' })).toBe('/learn/home');
    expect(loginDestination({ goalType: 'PrePG' })).toBe('/learn/home');
    expect(loginDestination({})).toBe('/learn/home');
  });
  it('prefers a safe redirect_url', () => {
    expect(loginDestination({ goalType: 'PreUG', redirectUrl: '/learn/home?x=1' })).toBe('/learn/home?x=1');
  });
  it('ignores an unsafe redirect_url', () => {
    expect(loginDestination({ goalType: 'PreUG', redirectUrl: '//evil.com' })).toBe('/learn/home');
    expect(loginDestination({ goalType: 'K12', redirectUrl: 'https://evil.com' })).toBe('/learn/home');
  });
});

describe('blogSignupDestination', () => {
  it.each([
    ['test', '/test/home'],
    ['practice', '/practice/home'],
    ['learn', '/learn/home'],
    ['news', '/'],
    ['', '/'],
    ['toString', '/'],
    [undefined, '/'],
  ])('%j → %s', (type, to) => {
    expect(blogSignupDestination(type)).toBe(to);
  });
});
