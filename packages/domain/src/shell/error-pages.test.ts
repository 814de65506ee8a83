import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_TYPES, errorPageFor, errorTypeForStatus } from './error-pages.ts';

describe('errorPageFor', () => {
  it('shares the page-not-found text', () => {
    for (const type of ['contentNotFound', 'pageNotFound', 'methodNotAllowed']) {
      expect(errorPageFor(type)).toEqual({
        kind: 'pageNotFound',
        titleKey: 'errors.pageNotFound.title',
        messageKey: 'errors.pageNotFound.message',
        illustration: 'not-found',
      });
    }
  });
  it('shares the server error text', () => {
    for (const type of ['server', '500', 'badGateway', '502']) {
      expect(errorPageFor(type)).toMatchObject({ kind: 'server', illustration: 'server' });
    }
    expect(errorPageFor('503').kind).not.toBe('server');
  });
  it('maps the other types', () => {
    expect(errorPageFor('search')).toMatchObject({ kind: 'search', illustration: 'no-results' });
    expect(errorPageFor('network')).toMatchObject({ kind: 'network', illustration: 'offline' });
    expect(errorPageFor('204')).toMatchObject({ illustration: 'exhausted' });
    expect(errorPageFor('contentExhausted')).toMatchObject({ kind: 'contentExhausted', illustration: 'exhausted' });
    expect(errorPageFor('bookmarkNotFound')).toMatchObject({ kind: 'bookmarkNotFound', illustration: 'bookmark' });
    expect(errorPageFor('sessionExpired')).toMatchObject({ kind: 'sessionExpired', illustration: 'session' });
    expect(errorPageFor('schoolNotFound')).toMatchObject({ kind: 'schoolNotFound', illustration: 'school' });
    expect(errorPageFor('authorisationError').messageKey).toBe('errors.authorisationError.message');
  });
  it('accepts the old token-expired name', () => {
    expect(errorPageFor('embibeTokenExpired')).toEqual(errorPageFor('authTokenExpired'));
    expect(errorPageFor('authTokenExpired').kind).toBe('authTokenExpired');
  });
  it('maps unknown and missing types to the generic page', () => {
    for (const type of [undefined, null, 'unknown', 'nope', 'toString', '']) {
      expect(errorPageFor(type)).toEqual({
        kind: 'generic',
        titleKey: 'errors.generic.title',
        messageKey: 'errors.generic.message',
        illustration: 'generic',
      });
    }
  });
  it('gives every type a page, and only unknown is generic', () => {
    for (const type of ERROR_PAGE_TYPES) {
      const page = errorPageFor(type);
      expect(page.titleKey).toBe(`errors.${page.kind}.title`);
      expect(page.kind === 'generic').toBe(type === 'unknown');
    }
  });
});

describe('errorTypeForStatus', () => {
  it.each([
    [0, 'network'],
    [204, '204'],
    [400, 'badRequest'],
    [401, 'sessionExpired'],
    [403, 'forbidden'],
    [404, 'contentNotFound'],
    [405, 'methodNotAllowed'],
    [429, 'rateLimiting'],
    [500, '500'],
    [502, '502'],
    [503, '503'],
    [504, '504'],
    [507, '507'],
    [501, 'server'],
    [418, 'unknown'],
    [200, 'unknown'],
  ])('%d → %s', (status, type) => {
    expect(errorTypeForStatus(status)).toBe(type);
  });
});
