import { describe, expect, it } from 'vitest';
import { hasMorePages, inWatchlist, pageWindow, plainExcerpt, testTakenKind, testTakenLinks, testTakenStatus } from './lists.ts';

describe('paging', () => {
  it('page 1 starts at 0, page 3 of 20 at 40', () => {
    expect(pageWindow(1, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow(3, 20)).toEqual({ offset: 40, limit: 20 });
  });
  it('more pages follow only while rows remain', () => {
    expect(hasMorePages(41, 2, 20)).toBe(true);
    expect(hasMorePages(40, 2, 20)).toBe(false);
    expect(hasMorePages(0, 1, 20)).toBe(false);
  });
});

describe('tests taken', () => {
  it('names the kind from the bundle', () => {
    expect(testTakenKind({ code: 'diagnostic-abc', scheduled: false, ownerProfileId: 'p' })).toBe('diagnostic');
    expect(testTakenKind({ code: 'custom-abc', scheduled: false })).toBe('custom');
    expect(testTakenKind({ code: 'my-own', scheduled: false, ownerProfileId: 'p' })).toBe('custom');
    expect(testTakenKind({ code: 'class-0193', scheduled: false, ownerProfileId: null, ownerClassId: 'c-11a' })).toBe('custom');
    expect(testTakenKind({ code: 'jee-aits-1', scheduled: true })).toBe('scheduled');
    expect(testTakenKind({ code: 'jee-adv-2016-p1', scheduled: false, ownerProfileId: null })).toBe('mock');
  });
  it('an open session past its deadline is finished, not resumable', () => {
    expect(testTakenStatus('STARTED', 1000, 999)).toBe('in_progress');
    expect(testTakenStatus('STARTED', 1000, 1000)).toBe('finished');
    expect(testTakenStatus('FINISHED', 1000, 0)).toBe('finished');
    expect(testTakenStatus('PENDING_EVALUATION', 1000, 0)).toBe('pending_evaluation');
  });
  it('links to resume an open test and to analyse a finished one', () => {
    expect(testTakenLinks({ code: 'jee main/1', sessionId: 's1', kind: 'mock', status: 'in_progress' })).toEqual({
      resume: '/mock-test/jee%20main%2F1/session',
      analysis: null,
    });
    expect(testTakenLinks({ code: 'm1', sessionId: 's1', kind: 'mock', status: 'finished' })).toEqual({
      resume: null,
      analysis: '/mock-test/m1/analyze?session=s1',
    });
    expect(testTakenLinks({ code: 'diagnostic-x', sessionId: 's2', kind: 'diagnostic', status: 'finished' }).analysis).toBe(
      '/achieve/diagnostic-tests/select-tests/s2',
    );
  });
});

describe('watchlists', () => {
  it('in progress is INPROGRESS; watched is watched to the end once, even while rewatching', () => {
    expect(inWatchlist('in_progress', { status: 'INPROGRESS', everCompleted: false })).toBe(true);
    expect(inWatchlist('in_progress', { status: 'STARTED', everCompleted: false })).toBe(false);
    expect(inWatchlist('watched', { status: 'INPROGRESS', everCompleted: true })).toBe(true);
    expect(inWatchlist('watched', { status: 'COMPLETED', everCompleted: false })).toBe(false);
  });
});

describe('plainExcerpt', () => {
  it('drops markup and images, keeps TeX, cuts long text at a word', () => {
    expect(plainExcerpt('**Find** the HCF of $96$ and $404$. ![fig](a.png)')).toBe('Find the HCF of $96$ and $404$.');
    const long = plainExcerpt('word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('…')).toBe(true);
    expect(plainExcerpt('Fill {{1}} here')).toBe('Fill ___ here');
  });
});
