import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/render-with-app.tsx';
import { desiredEvents } from '../lib/tracking-store.ts';
import { useTracking } from './use-tracking.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('tracked links (learning.md §7 Video tracking flow)', () => {
  it('reports the open, keeps the desired events locally, posts only desired ones and drops each after a 200', async () => {
    const posts: unknown[] = [];
    let failNext = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/learn/open-dl')
          return jsonResponse(200, { data: { tracking_id: 'trk_12345678', content_id: 'v', content_type: 'Video', opened_at: 'x' } });
        if (path === '/api/learn/tracking-details/trk_12345678')
          return jsonResponse(200, {
            data: { tracking_id: 'trk_12345678', payload: { content_id: 'v', content_type: 'Video', desired_events: ['VIDEO_STARTED', 'VIDEO_COMPLETED'] } },
          });
        if (path === '/api/learn/event') {
          posts.push(JSON.parse(String(init?.body)));
          if (failNext) {
            failNext = false;
            return jsonResponse(500, { error: { code: 'X', message: 'x' } });
          }
          const body = JSON.parse(String(init?.body)) as { event_id: string };
          return jsonResponse(200, { data: { tracking_id: 'trk_12345678', event_id: body.event_id, recorded: true } });
        }
        return jsonResponse(404, {});
      }),
    );
    const { result } = renderHook(() => useTracking('trk_12345678'));
    await waitFor(() => expect(desiredEvents('trk_12345678')).toEqual(['VIDEO_STARTED', 'VIDEO_COMPLETED']));

    result.current('VIDEO_LIKED'); // not desired: nothing sent
    failNext = true;
    result.current('VIDEO_STARTED'); // fails: kept for a later try, error swallowed
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(desiredEvents('trk_12345678')).toContain('VIDEO_STARTED');
    result.current('VIDEO_STARTED');
    await waitFor(() => expect(desiredEvents('trk_12345678')).toEqual(['VIDEO_COMPLETED']));
    expect(posts.at(-1)).toEqual({ tracking_id: 'trk_12345678', platform: 'WEB', event_id: 'VIDEO_STARTED' });
  });
});
