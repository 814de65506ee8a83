import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuestionTimer } from './use-question-timer.ts';

let releaseSync: () => void = () => {};
const syncNow = vi.fn(() => new Promise<boolean>((resolve) => (releaseSync = () => resolve(true))));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'performance'] });
  syncNow.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tick = async (seconds: number) => {
  for (let i = 0; i < seconds; i++) await act(async () => void vi.advanceTimersByTime(1000));
};

/** The practice question timer of learning.md §4: "counts down each second and finishes at zero … At zero while online it syncs with the server first." */
describe('useQuestionTimer', () => {
  it('counts the ideal time down each second, keeps the time spent apart, and finishes at zero after a server sync when online', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const { result } = renderHook(() => useQuestionTimer('q1', 3, () => {}, syncNow));
    expect([result.current.left, result.current.seconds, result.current.finished]).toEqual([3, 0, false]);
    await tick(1);
    expect([result.current.left, result.current.seconds]).toEqual([2, 1]);
    await tick(2);
    expect([result.current.left, result.current.seconds, result.current.finished]).toEqual([0, 3, false]);
    expect(syncNow).toHaveBeenCalledTimes(1);
    await act(async () => releaseSync());
    expect(result.current.finished).toBe(true);
    // The countdown stays at zero; the time spent goes on; no second sync.
    await tick(2);
    expect([result.current.left, result.current.seconds, syncNow.mock.calls.length]).toEqual([0, 5, 1]);
  });

  it('offline, finishes at zero without a sync; a new question starts the countdown again', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result, rerender } = renderHook(({ code }) => useQuestionTimer(code, 2, () => {}, syncNow), { initialProps: { code: 'q1' } });
    await tick(2);
    expect([result.current.left, result.current.finished, syncNow.mock.calls.length]).toEqual([0, true, 0]);
    rerender({ code: 'q2' });
    expect([result.current.left, result.current.seconds, result.current.finished]).toEqual([2, 0, false]);
  });

  it('pauses: neither figure moves while paused', async () => {
    const { result } = renderHook(() => useQuestionTimer('q1', 60, () => {}, syncNow));
    await tick(5);
    act(() => result.current.pause());
    await tick(10);
    expect([result.current.left, result.current.seconds]).toEqual([55, 5]);
    act(() => result.current.resume());
    await tick(1);
    expect(result.current.left).toBe(54);
  });

  it('without an ideal time there is no countdown: it shows the time spent', async () => {
    const { result } = renderHook(() => useQuestionTimer('q1', 0, () => {}, syncNow));
    await tick(4);
    expect([result.current.left, result.current.seconds, result.current.finished]).toEqual([null, 4, false]);
  });
});
