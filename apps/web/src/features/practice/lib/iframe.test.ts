import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCloseIframeMessage, postToParent } from './iframe.ts';
import { balanceOf } from '../stores/embium-balance.ts';
import { errorReportOf, parseQuestionOutcome } from '../api/practice-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { intervention, question } from '../test-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

describe('iframe mode (learning.md §2 Video overlay annotation frame)', () => {
  it('acts only on a same-origin CLOSE_IFRAME message', () => {
    const origin = 'https://abhyas.test';
    expect(isCloseIframeMessage({ origin, data: { event: 'CLOSE_IFRAME' } }, origin)).toBe(true);
    expect(isCloseIframeMessage({ origin: 'https://evil.test', data: { event: 'CLOSE_IFRAME' } }, origin)).toBe(false);
    expect(isCloseIframeMessage({ origin, data: 'CLOSE_IFRAME' }, origin)).toBe(false);
    expect(isCloseIframeMessage({ origin, data: { event: 'OTHER' } }, origin)).toBe(false);
  });

  it('posts to the embedding page on the same origin only when embedded', () => {
    const post = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: post } as unknown as Window);
    postToParent({ event: 'CLOSE_IFRAME' });
    expect(post).toHaveBeenCalledWith({ event: 'CLOSE_IFRAME' }, window.location.origin);
  });
});

describe('answers of the practice calls', () => {
  it('reads the embium balance: 204 is zero, else data[0].current_value', () => {
    expect(balanceOf(204, undefined).value).toBe(0);
    expect(balanceOf(200, { data: [{ current_value: 35, silver: 30, gold: 5 }] })).toEqual({ value: 35, silver: 30, gold: 5 });
  });

  it('tells a question, an intervention and exhaustion apart', () => {
    expect(parseQuestionOutcome(204, undefined).kind).toBe('exhausted');
    expect(parseQuestionOutcome(200, question('q1')).kind).toBe('question');
    expect(parseQuestionOutcome(200, intervention).kind).toBe('intervene');
    expect(() => parseQuestionOutcome(200, { nope: true })).toThrow(ApiError);
  });

  it('builds the §8 error report', () => {
    expect(errorReportOf(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }), '/api/v1/practice/s/summary', 'Practice Summary')).toEqual({
      error_code: 'NETWORK_ERROR',
      error_type: 'network',
      label: '/api/v1/practice/s/summary',
      screen_name: 'Practice Summary',
      module_name: 'Practice',
      feature_name: 'NA',
    });
    expect(errorReportOf(new TypeError('bad'), '/x', 'Practice Taking')).toMatchObject({ error_code: 'EXCEPTION', error_type: 'TypeError' });
  });
});
