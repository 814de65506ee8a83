import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '../../auth/index.ts';
import { reconnectDelay, RECONNECT_MAX_MS, useLiveEvents } from './use-live-events.ts';

const URL_ = '/api/live-classes/lc-1/events';

/** A text/event-stream response whose chunks the test writes, and ends. */
function sseStream() {
  let ctl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctl = c) });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => ctl.enqueue(enc.encode(text)),
    end: () => ctl.close(),
  };
}

beforeEach(() => useAuthStore.setState({ parentToken: 'parent-token', childToken: 'child-token', currentProfileId: 'p-1' }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ parentToken: null, childToken: null, currentProfileId: null });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, less up to a fifth at random', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 1)).toBe(800);
  });
});

describe('useLiveEvents (GET /api/live-classes/{id}/events)', () => {
  it('reads the stream with the profile’s bearer token: each `questions` event reports its version, pings do not', async () => {
    const stream = sseStream();
    const fetchMock = vi.fn<typeof fetch>(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const { result } = renderHook(() => useLiveEvents({ url: URL_, asTeacher: false, onQuestions: (v) => seen.push(v) }));

    await waitFor(() => expect(result.current.connected).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer child-token');
    expect((init?.headers as Record<string, string>).accept).toBe('text/event-stream');

    act(() => stream.write('event: questions\ndata: {"version":"v1"}\n\n: ping\n\n'));
    await waitFor(() => expect(seen).toEqual(['v1']));
    // An event split across chunks is read whole.
    act(() => stream.write('event: ques'));
    act(() => stream.write('tions\ndata: {"version":"v2"}\n\n'));
    await waitFor(() => expect(seen).toEqual(['v1', 'v2']));
  });

  it('uses the account token for the class’s staff', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => sseStream().response);
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useLiveEvents({ url: URL_, asTeacher: true, onQuestions: () => {} }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBe('Bearer parent-token');
  });

  it('connects again with a backoff when the stream drops, and hears the next event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = sseStream();
    const second = sseStream();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const { result } = renderHook(() => useLiveEvents({ url: URL_, asTeacher: false, onQuestions: (v) => seen.push(v) }));
    await vi.waitFor(() => expect(result.current.connected).toBe(true));

    act(() => first.end());
    await vi.waitFor(() => expect(result.current.connected).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => second.write('event: questions\ndata: {"version":"v9"}\n\n'));
    await vi.waitFor(() => expect(seen).toEqual(['v9']));
  });

  it('stops for good on 404 (the class is gone or not the caller’s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useLiveEvents({ url: URL_, asTeacher: false, onQuestions: () => {} }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes the stream on unmount and does not connect again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return sseStream().response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderHook(() => useLiveEvents({ url: URL_, asTeacher: false, onQuestions: () => {} }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stays closed without a url', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLiveEvents({ url: null, asTeacher: false, onQuestions: () => {} }));
    expect(result.current.connected).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
