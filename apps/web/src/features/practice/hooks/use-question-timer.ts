import { useCallback, useEffect, useRef, useState } from 'react';
import { syncNow } from '../../../lib/time-sync.ts';
import { clockTampered, pauseTimer, resumeTimer, secondsLeft, secondsSpent, startTimer, TICK_MS, type ClockReading, type TimerState } from '../lib/timer.ts';

const read = (): ClockReading => ({ wall: Date.now(), mono: performance.now() });

export interface QuestionTimer {
  /** Whole seconds spent on the question so far (the separate figure; sent with the answer). */
  seconds: number;
  /** Whole seconds left of the ideal time (the countdown), null when the question has none. */
  left: number | null;
  /** The countdown reached zero (and, online, the server clock was synced first). */
  finished: boolean;
  paused: boolean;
  pause: () => void;
  resume: () => void;
  /** Seconds spent right now (read at submit time). */
  read: () => number;
}

/**
 * The question timer (learning.md §4 Practice "Timer"): restarts when `key` changes, ticks each
 * second, counts down the question's ideal time (`idealTimeS`, s) and finishes at zero — online, it
 * syncs with the server clock first (GET /api/now) — while the time spent keeps counting as its own
 * figure; pauses on demand; a tampered device clock while offline calls `onTamper` (see lib/timer.ts).
 * `sync` is the server-clock sync run at zero (the app's `syncNow`; tests pass their own).
 */
export function useQuestionTimer(key: string, idealTimeS: number, onTamper: () => void, sync: () => Promise<unknown> = syncNow): QuestionTimer {
  const state = useRef<TimerState>(startTimer(0));
  const [seconds, setSeconds] = useState(0);
  const [paused, setPaused] = useState(false);
  const [finished, setFinished] = useState(false);
  const tamper = useRef(onTamper);
  const syncRef = useRef(sync);
  useEffect(() => {
    tamper.current = onTamper;
    syncRef.current = sync;
  });

  useEffect(() => {
    state.current = startTimer(performance.now());
    setSeconds(0);
    setPaused(false);
    setFinished(false);
    let previous = read();
    let atZero = false;
    let live = true;
    const id = window.setInterval(() => {
      const now = read();
      if (clockTampered(previous, now, navigator.onLine)) tamper.current();
      previous = now;
      const spent = secondsSpent(state.current, now.mono);
      setSeconds(spent);
      if (!atZero && secondsLeft(spent, idealTimeS) === 0) {
        atZero = true;
        if (navigator.onLine) void syncRef.current().then(() => live && setFinished(true));
        else setFinished(true);
      }
    }, TICK_MS);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, [key, idealTimeS]);

  const pause = useCallback(() => {
    state.current = pauseTimer(state.current, performance.now());
    setPaused(true);
  }, []);
  const resume = useCallback(() => {
    state.current = resumeTimer(state.current, performance.now());
    setPaused(false);
  }, []);
  const readNow = useCallback(() => secondsSpent(state.current, performance.now()), []);

  return { seconds, left: secondsLeft(seconds, idealTimeS), finished, paused, pause, resume, read: readNow };
}
