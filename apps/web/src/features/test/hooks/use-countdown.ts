import { useEffect, useState } from 'react';
import { serverNow } from '../../../lib/time-sync.ts';
import { remainingSeconds } from '../utils/clock.ts';

/**
 * Whole seconds left until `deadlineMs` on the server clock (`remaining = ceil((deadline -
 * serverNow) / 1000)`, learning.md §4 Tests), re-read every second (§9 timer tick 1 s).
 */
export function useCountdown(deadlineMs: number, now: () => number = serverNow): number {
  const [remaining, setRemaining] = useState(() => remainingSeconds(deadlineMs, now()));
  useEffect(() => {
    const tick = () => setRemaining(remainingSeconds(deadlineMs, now()));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [deadlineMs, now]);
  return remaining;
}
