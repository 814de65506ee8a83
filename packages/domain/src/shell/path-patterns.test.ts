import { describe, expect, it } from 'vitest';
import { matchesPathPattern, pathnameOf } from './path-patterns.ts';

describe('pathnameOf', () => {
  it('drops search, hash and trailing slashes', () => {
    expect(pathnameOf('/practice/?a=1#x')).toBe('/practice');
    expect(pathnameOf('/a/b#h')).toBe('/a/b');
    expect(pathnameOf('/')).toBe('/');
    expect(pathnameOf('/?redirect_url=x')).toBe('/');
  });
});

describe('matchesPathPattern', () => {
  it('matches literal paths exactly', () => {
    expect(matchesPathPattern('/practice', '/practice')).toBe(true);
    expect(matchesPathPattern('/practice', '/practice/?x=1')).toBe(true);
    expect(matchesPathPattern('/practice', '/practice/home')).toBe(false);
    expect(matchesPathPattern('/practice', '/practices')).toBe(false);
    expect(matchesPathPattern('/tos', '/TOS')).toBe(false);
  });
  it('a trailing * matches the path and anything below it', () => {
    expect(matchesPathPattern('/edit-profile/*', '/edit-profile')).toBe(true);
    expect(matchesPathPattern('/edit-profile/*', '/edit-profile/42')).toBe(true);
    expect(matchesPathPattern('/edit-profile/*', '/edit-profile/42/x')).toBe(true);
    expect(matchesPathPattern('/edit-profile/*', '/edit-profiles')).toBe(false);
  });
  it('** matches one or more segments', () => {
    expect(matchesPathPattern('/mock-test/**/session', '/mock-test/jee-main%2F2024/session')).toBe(true);
    expect(matchesPathPattern('/mock-test/**/session', '/mock-test/a/b/c/session?q=1')).toBe(true);
    expect(matchesPathPattern('/mock-test/**/session', '/mock-test/session')).toBe(false);
    expect(matchesPathPattern('/mock-test/**/session', '/mock-test/a/session/x')).toBe(false);
    expect(matchesPathPattern('/mock-test/**/session', '/mock-test/a/analyze')).toBe(false);
  });
  it('a middle * matches exactly one segment', () => {
    expect(matchesPathPattern('/a/*/c', '/a/b/c')).toBe(true);
    expect(matchesPathPattern('/a/*/c', '/a/b/b/c')).toBe(false);
  });
  it('treats regex characters in patterns literally', () => {
    expect(matchesPathPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesPathPattern('/a.b', '/axb')).toBe(false);
  });
});
