import { useEffect, useState } from 'react';
import { mockTestServerNow } from '../lib/mock-test-clock.ts';
import { remainingSeconds } from '../utils/clock.ts';

/**
 * Whole seconds left until `deadlineMs` on the server clock (`remaining = ceil((deadline -
 * serverNow) / 1000)`, learning.md §4 Tests), re-read every second (§9 timer tick 1 s). The default
 * clock is the steady test clock, which a change of the device time does not move.
 */
export function useCountdown(deadlineMs: number, now: () => number = mockTestServerNow): number {
  const [remaining, setRemaining] = useState(() => remainingSeconds(deadlineMs, now()));
  useEffect(() => {
    const tick = () => setRemaining(remainingSeconds(deadlineMs, now()));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadlineMs, now]);
  return remaining;
}
