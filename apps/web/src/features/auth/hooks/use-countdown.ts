import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `fromMs + durationS * 1000` by the local clock (0 when passed),
 * ticking every second. Used for the OTP resend wait.
 */
export function useCountdown(fromMs: number | null, durationS: number, now: () => number = Date.now): number {
  const compute = () => (fromMs === null ? 0 : Math.max(0, Math.ceil((fromMs + durationS * 1000 - now()) / 1000)));
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    if (fromMs === null) return;
    const timer = setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromMs, durationS]);
  return left;
}
