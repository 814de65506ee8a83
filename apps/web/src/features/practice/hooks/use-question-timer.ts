import { useCallback, useEffect, useRef, useState } from 'react';
import { clockTampered, pauseTimer, resumeTimer, secondsSpent, startTimer, TICK_MS, type ClockReading, type TimerState } from '../lib/timer.ts';

const read = (): ClockReading => ({ wall: Date.now(), mono: performance.now() });

export interface QuestionTimer {
  /** Whole seconds spent on the question so far. */
  seconds: number;
  paused: boolean;
  pause: () => void;
  resume: () => void;
  /** Seconds spent right now (read at submit time). */
  read: () => number;
}

/**
 * The time spent on the current question (learning.md §4 Practice "Timer"): restarts when `key`
 * changes, ticks each second, pauses on demand; a tampered device clock while offline calls
 * `onTamper` (see lib/timer.ts).
 */
export function useQuestionTimer(key: string, onTamper: () => void): QuestionTimer {
  const state = useRef<TimerState>(startTimer(0));
  const [seconds, setSeconds] = useState(0);
  const [paused, setPaused] = useState(false);
  const tamper = useRef(onTamper);
  useEffect(() => {
    tamper.current = onTamper;
  });

  useEffect(() => {
    state.current = startTimer(performance.now());
    setSeconds(0);
    setPaused(false);
    let previous = read();
    const id = window.setInterval(() => {
      const now = read();
      if (clockTampered(previous, now, navigator.onLine)) tamper.current();
      previous = now;
      setSeconds(secondsSpent(state.current, now.mono));
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [key]);

  const pause = useCallback(() => {
    state.current = pauseTimer(state.current, performance.now());
    setPaused(true);
  }, []);
  const resume = useCallback(() => {
    state.current = resumeTimer(state.current, performance.now());
    setPaused(false);
  }, []);
  const readNow = useCallback(() => secondsSpent(state.current, performance.now()), []);

  return { seconds, paused, pause, resume, read: readNow };
}
