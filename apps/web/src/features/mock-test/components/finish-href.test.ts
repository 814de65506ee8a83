import { describe, expect, it } from 'vitest';
import { finishHref } from './mock-test-session-page.tsx';

describe('finishHref (learning.md §4 Session flow)', () => {
  it('a finished session goes to its feedback page, outside the achieve-test flow', () => {
    expect(finishHref('mock 1', 's-1', '?paj_id=p')).toBe('/mock-test/mock%201/analyze?session=s-1');
  });

  it('in the achieve-test flow, to the questionnaire with the session, the test and the journey step', () => {
    const url = new URL(finishHref('mock 1', 's-1', '?flow=achieve&paj_id=paj-1&paj_step_id=test%3Amock%201'), 'http://x');
    expect(url.pathname).toBe('/achieve/questionnaire');
    expect(Object.fromEntries(url.searchParams)).toEqual({ session: 's-1', test: 'mock 1', paj_id: 'paj-1', paj_step_id: 'test:mock 1' });
    expect(Object.fromEntries(new URL(finishHref('m', 's-2', '?flow=achieve'), 'http://x').searchParams)).toEqual({ session: 's-2', test: 'm' });
  });
});
