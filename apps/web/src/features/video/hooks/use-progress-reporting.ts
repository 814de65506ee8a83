import { useEffect, useRef, type RefObject } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { postContentStatus, postUserActivity } from '../api/progress.ts';
import { createProgressTracker, type ProgressPost, type ProgressTracker } from '../lib/progress-tracker.ts';

/** The context strings sent with each record (learning.md §3 video progress). */
export interface ProgressContext {
  exam_name?: string | undefined;
  goal_name?: string | undefined;
  locale: string;
  source: string;
  platform_session_id?: string | undefined;
  /** A school assignment's ids (issue 23 §2): the teacher's report counts the viewing for it. */
  homework_id?: string | undefined;
  school_id?: string | undefined;
  class_id?: string | undefined;
}

export interface ProgressReportingOptions {
  videoId: string;
  /** The profile watching ('' when none). */
  profileId: string;
  context: ProgressContext;
  /** The catalogue's length (s), used until the player knows the duration. */
  catalogueLengthS: number;
  /** The video was COMPLETED when it opened: this viewing starts over (issue 15). */
  rewatch: boolean;
}

/**
 * What one viewing reports (learning.md §4 Video, §7 content-status and useractivity): one progress
 * tracker per session, made on first use (see progress-tracker.ts), fed by a 1 s tick while the
 * overlay is open; the time spent playing; and on `stop` the last record plus the activity record.
 * Failures are logged and ignored (learning.md §8 Video).
 */
export function useProgressReporting(player: RefObject<MediaPlayerInstance | null>, opts: ProgressReportingOptions) {
  const durationRef = useRef(0);
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });
  const trackerRef = useRef<ProgressTracker | null>(null);
  const playingSince = useRef<number | null>(null);
  const timeSpentMs = useRef(0);

  const lengthS = () => durationRef.current || optsRef.current.catalogueLengthS;
  const tracker = (): ProgressTracker =>
    (trackerRef.current ??= createProgressTracker({
      now: () => performance.now(),
      lengthS,
      rewatch: opts.rewatch,
      post: (record: ProgressPost) => {
        const o = optsRef.current;
        postContentStatus({
          content_id: o.videoId,
          content_type: 'Video',
          ...(o.profileId ? { child_id: o.profileId } : {}),
          ...(record.length > 0 ? { length: record.length } : {}),
          watched_duration: record.watchedDuration,
          status: record.status,
          restart: record.restart,
          ...o.context,
        }).catch((err: unknown) => console.warn('video progress not saved', err));
      },
    }));

  // The cadence is driven by a 1 s tick, playing or not (periodic posts, held-back pause/seek posts).
  useEffect(() => {
    const id = setInterval(() => {
      const pl = player.current;
      // Before the first start there is no reporter yet, and nothing to report.
      if (pl) trackerRef.current?.event('tick', pl.currentTime, !pl.paused);
    }, 1000);
    return () => clearInterval(id);
  }, [player]);

  return {
    tracker,
    /** The player's duration (s) once known. */
    setDuration: (s: number) => {
      durationRef.current = s;
    },
    lengthS,
    /** Playback started: time spent playing counts from now. */
    playing: () => {
      playingSince.current = performance.now();
    },
    /** Playback stopped: the time since it started is added up. */
    paused: () => {
      if (playingSince.current !== null) timeSpentMs.current += performance.now() - playingSince.current;
      playingSince.current = null;
    },
    /** The viewing ends at `timeS`: the stop record, then the activity record when anything was watched. */
    stop: (timeS: number) => {
      if (playingSince.current !== null) timeSpentMs.current += performance.now() - playingSince.current;
      playingSince.current = null;
      const record = tracker().event('stop', timeS);
      if (!record) return;
      const o = optsRef.current;
      postUserActivity({
        activity_id: crypto.randomUUID(),
        activity_type: 'VideoClosed',
        content_id: o.videoId,
        content_type: 'Video',
        ...(o.profileId ? { child_id: o.profileId } : {}),
        ...(record.length > 0 ? { length: record.length } : {}),
        watched_duration: record.watchedDuration,
        time_spent: Math.round(timeSpentMs.current / 1000),
        ...o.context,
      }).catch((err: unknown) => console.warn('video activity not saved', err));
    },
  };
}
