import { useEffect, useRef } from 'react';
import { clockJumped, TAMPER_CHECK_MS, type ClockReading } from '../utils/clock.ts';

const read = (): ClockReading => ({ wall: Date.now(), mono: performance.now() });

/**
 * Every 3 s compares how far the local clock moved with the monotonic time that passed; a jump of
 * more than 60 s calls `onTamper` (learning.md §4 Tests "time tampering shows a modal", §9).
 */
export function useTamperCheck(onTamper: () => void, enabled = true): void {
  const callback = useRef(onTamper);
  useEffect(() => {
    callback.current = onTamper;
  });
  useEffect(() => {
    if (!enabled) return;
    let previous = read();
    const id = window.setInterval(() => {
      const next = read();
      if (clockJumped(previous, next)) callback.current();
      previous = next;
    }, TAMPER_CHECK_MS);
    return () => window.clearInterval(id);
  }, [enabled]);
}
