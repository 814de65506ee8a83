import { describe, expect, it } from 'vitest';
import { parseMockTestSplat } from './mock-test-route.tsx';

describe('parseMockTestSplat', () => {
  it('splits an encoded test id and the view', () => {
    expect(parseMockTestSplat('jee-main%2F2021%2Fpaper-1/session')).toEqual({ testId: 'jee-main/2021/paper-1', view: 'session' });
    expect(parseMockTestSplat('neet/full-test-3/analyze')).toEqual({ testId: 'neet/full-test-3', view: 'analyze' });
  });

  it('rejects other shapes', () => {
    expect(parseMockTestSplat(undefined)).toBeNull();
    expect(parseMockTestSplat('session')).toBeNull();
    expect(parseMockTestSplat('/session')).toBeNull();
    expect(parseMockTestSplat('paper-1/summary')).toBeNull();
  });

  it('keeps a badly encoded id as it is', () => {
    expect(parseMockTestSplat('bad%E0%A4id/session')).toEqual({ testId: 'bad%E0%A4id', view: 'session' });
  });
});
