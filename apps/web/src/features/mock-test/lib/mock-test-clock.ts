/**
 * The server clock of a running test (learning.md §4 Tests: "time tampering shows a modal"; the
 * countdown keeps to the server). The app's estimate (`serverNow`: device clock + measured offset)
 * is read once per successful time sync and carried forward with the monotonic clock
 * (`performance.now()`) in between. A change of the device clock, forward or back, therefore
 * moves neither the countdown nor the auto-submit nor the event times; the next sync (the tamper
 * check asks for one) re-anchors it. Without this, a jump forward past the deadline auto-submitted
 * the test before the check noticed it, and a jump back left the countdown wrong (the sync after
 * a backward jump is refused as "too soon").
 */
import { serverNow, timeSync } from '../../../lib/time-sync.ts';

export interface SteadyClockDeps {
  /** The current server-time estimate, ms since epoch. */
  serverNow: () => number;
  /** A clock that the device time does not move, in ms (performance.now). */
  monotonic: () => number;
  /** A value that changes whenever a new sync was taken (the sync time), null before the first. */
  syncStamp: () => number | null;
}

/** A server clock anchored at each sync and advanced by the monotonic clock (see the module comment). */
export function createSteadyClock(deps: SteadyClockDeps): () => number {
  let anchor: { server: number; mono: number; stamp: number | null } | null = null;
  return () => {
    const mono = deps.monotonic();
    const stamp = deps.syncStamp();
    if (!anchor || anchor.stamp !== stamp) anchor = { server: deps.serverNow(), mono, stamp };
    return anchor.server + (mono - anchor.mono);
  };
}

/** The app's test clock, ms since epoch. */
export const mockTestServerNow: () => number = createSteadyClock({
  serverNow,
  monotonic: () => performance.now(),
  syncStamp: () => timeSync.lastSyncAt,
});
