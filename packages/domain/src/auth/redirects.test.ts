import { describe, expect, it } from 'vitest';
import { blogSignupDestination, loginDestination } from './redirects.ts';

describe('loginDestination', () => {
  it('sends PreUG goals to test home and other goals to practice home', () => {
    expect(loginDestination({ goalType: 'PreUG' })).toBe('/test/home');
    expect(loginDestination({ goalType: 'K12' })).toBe('/practice/home');
    expect(loginDestination({ goalType: 'PrePG' })).toBe('/practice/home');
    expect(loginDestination({})).toBe('/practice/home');
  });
  it('prefers a safe redirect_url', () => {
    expect(loginDestination({ goalType: 'PreUG', redirectUrl: '/learn/home?x=1' })).toBe('/learn/home?x=1');
  });
  it('ignores an unsafe redirect_url', () => {
    expect(loginDestination({ goalType: 'PreUG', redirectUrl: '//evil.com' })).toBe('/test/home');
    expect(loginDestination({ goalType: 'K12', redirectUrl: 'https://evil.com' })).toBe('/practice/home');
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
