import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down each second from the deadline on the server clock, not the local one', () => {
    vi.useFakeTimers();
    const offsetMs = 90_000; // the server is 90 s ahead of this device
    const serverNow = () => Date.now() + offsetMs;
    const deadline = Date.now() + offsetMs + 65_500;
    const { result } = renderHook(() => useCountdown(deadline, serverNow));
    expect(result.current).toBe(66);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(65);
    act(() => vi.advanceTimersByTime(70_000));
    expect(result.current).toBe(0);
  });
});
