/**
 * The player's progress reporter (learning.md §4 Video, §9): feeds what happens to the domain's
 * cadence reducer (`cadenceStep`: STARTED on the first start, pause and seek records at least 2 s
 * apart, one every 10 s while playing, COMPLETED at the end, a final record on stop) and turns
 * each post it asks for into a record (`progressRecord`: length rounded up, watched capped).
 * Time is injected, so the cadence the browser produces is unit-tested here too.
 */
import { cadenceStep, initialCadence, progressRecord, type CadenceEvent, type CadenceState, type PostReason, type VideoStatus } from '@abhyas/domain';

export interface ProgressPost {
  reason: PostReason;
  /** Seconds, rounded up. */
  length: number;
  /** Seconds, capped at `length`. */
  watchedDuration: number;
  status: VideoStatus;
  /** The student restarted (Replay, or No on the resume prompt): the watched duration may go down. */
  restart: boolean;
}

export interface ProgressTrackerOptions {
  /** Sends one record (fire-and-forget; failures are logged by the caller, learning.md §8 Video). */
  post(record: ProgressPost): void;
  /** Milliseconds of a monotonic clock (performance.now()). */
  now(): number;
  /** The video's length in seconds as known now (player duration, else the catalogue's). */
  lengthS(): number;
  /**
   * This viewing starts over a video already watched to the end (COMPLETED when it opened): the
   * first post carries `restart`, so the furthest point becomes where this viewing got to and a
   * close halfway can be resumed next time (issue 15). Default false.
   */
  rewatch?: boolean;
}

export interface ProgressTracker {
  /** Feeds one event at playback position `positionS` (s); posts when the cadence says so. */
  event(kind: CadenceEvent['kind'], positionS: number, playing?: boolean): ProgressPost | null;
  readonly started: boolean;
  readonly ended: boolean;
}

/** Creates the reporter of one viewing (a new one per video; `restart` events start over). */
export function createProgressTracker(opts: ProgressTrackerOptions): ProgressTracker {
  let state: CadenceState = initialCadence(opts.rewatch ?? false);
  return {
    get started() {
      return state.started;
    },
    get ended() {
      return state.ended;
    },
    event(kind, positionS, playing = false) {
      const e = (kind === 'tick' ? { kind, playing } : { kind }) as CadenceEvent;
      const step = cadenceStep(state, e, opts.now(), positionS);
      state = step.state;
      if (!step.post) return null;
      const { reason, restart } = step.post;
      const ended = step.post.ended || (reason === 'stop' && state.ended);
      const rec = progressRecord({ contentId: '', childId: '', lengthS: opts.lengthS(), positionS: Math.floor(Math.max(0, positionS)), ended });
      const record: ProgressPost = {
        reason,
        length: rec.length,
        watchedDuration: rec.watchedDuration,
        status: reason === 'start' ? 'STARTED' : rec.status,
        restart,
      };
      opts.post(record);
      return record;
    },
  };
}
