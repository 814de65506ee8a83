import { VIDEO_EVENT_POST_MIN_GAP_MS, VIDEO_PROGRESS_INTERVAL_MS } from './constants.ts';

/**
 * When the player posts progress (learning.md §4 Video): a STARTED record on the first start, a
 * record on pause and on seek, one every 10 s while playing with the time above 0, a COMPLETED
 * record at the end, and one on stop (closing). A pure reducer: the player feeds it what happens
 * (with the time in ms from a monotonic clock) and posts when it says so.
 *
 * Guarantees (property-tested):
 * - a periodic post comes at least 10 s after the previous post of any kind, so seeks, pauses and
 *   resizes never add periodic posts;
 * - pause and seek posts are at least 2 s after the previous post: a burst (scrubbing, key repeat)
 *   is coalesced and its last position is posted by a later `tick` once the 2 s have passed;
 * - start, ended and stop always post (once each per viewing), as the spec says;
 * - a resize (or any event the reducer does not know) never posts.
 * The player calls `tick` about once a second, playing or not.
 */
export type PostReason = 'start' | 'periodic' | 'pause' | 'seek' | 'ended' | 'stop';

export type CadenceEvent =
  | { kind: 'start' }
  | { kind: 'tick'; playing: boolean }
  | { kind: 'pause' }
  | { kind: 'seek' }
  | { kind: 'ended' }
  | { kind: 'stop' }
  | { kind: 'restart' }
  | { kind: 'resize' };

export interface CadenceState {
  started: boolean;
  ended: boolean;
  stopped: boolean;
  /** Time (ms) of the last post, or null before the first. */
  lastPostAtMs: number | null;
  /** A pause or seek post held back by the 2 s gap, to be sent by a later tick. */
  pending: 'pause' | 'seek' | null;
  /** The next post carries restart = true (after Replay or "No" on the resume prompt). */
  restartPending: boolean;
}

export interface CadencePost {
  reason: PostReason;
  /** Send `restart: true` with this record (the watched duration may go down). */
  restart: boolean;
  /** The record is the COMPLETED one of the end. */
  ended: boolean;
}

export const initialCadence = (restart = false): CadenceState => ({
  started: false,
  ended: false,
  stopped: false,
  lastPostAtMs: null,
  pending: null,
  restartPending: restart,
});

/**
 * One step: the new state and the post to make now, if any. `positionS` is the playback position
 * (periodic posts need it above 0). Times must not go backwards (use performance.now()).
 */
export function cadenceStep(state: CadenceState, event: CadenceEvent, nowMs: number, positionS: number): { state: CadenceState; post: CadencePost | null } {
  const post = (reason: PostReason, next: Partial<CadenceState> = {}) => ({
    state: { ...state, ...next, lastPostAtMs: nowMs, pending: null, restartPending: false },
    post: { reason, restart: state.restartPending, ended: reason === 'ended' },
  });
  const none = (next: Partial<CadenceState> = {}) => ({ state: { ...state, ...next }, post: null });
  const sinceLast = state.lastPostAtMs === null ? Infinity : nowMs - state.lastPostAtMs;

  switch (event.kind) {
    case 'start':
      if (state.stopped) return none();
      if (!state.started) return post('start', { started: true });
      return state.ended ? none({ ended: false }) : none();
    case 'pause':
    case 'seek':
      if (!state.started || state.stopped) return none();
      if (sinceLast >= VIDEO_EVENT_POST_MIN_GAP_MS) return post(event.kind, event.kind === 'seek' ? { ended: false } : {});
      return none({ pending: event.kind });
    case 'tick':
      if (!state.started || state.stopped) return none();
      if (state.pending && sinceLast >= VIDEO_EVENT_POST_MIN_GAP_MS) return post(state.pending);
      if (event.playing && !state.ended && positionS > 0 && sinceLast >= VIDEO_PROGRESS_INTERVAL_MS) return post('periodic');
      return none();
    case 'ended':
      if (!state.started || state.stopped || state.ended) return none();
      return post('ended', { ended: true });
    case 'stop':
      if (!state.started || state.stopped) return none({ stopped: true });
      return post('stop', { stopped: true });
    case 'restart':
      return { state: initialCadence(true), post: null };
    default:
      return none();
  }
}
