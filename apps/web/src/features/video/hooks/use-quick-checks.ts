import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { ANNOTATION_FRAME_DELAY_MS, annotationCrossed, groupAnnotations, isCloseIframeMessage } from '@abhyas/domain';
import type { VideoDetail } from '@abhyas/contracts';
import { quickCheckOffered, rememberQuickCheck } from '../lib/annotation-store.ts';

/** An annotation point of a video with the questions of its quick check. */
export type Annotation = ReturnType<typeof groupAnnotations>[number];

/**
 * The quick checks at a video's annotation points (learning.md §2): crossing a point while playing
 * pauses and announces its quick check, whose practice frame opens 3 s later unless answered
 * (opens now), skipped or played past; each is offered once per profile. CLOSE_IFRAME from the
 * practice frame (same origin) closes it and playback resumes.
 */
export function useQuickChecks(
  player: RefObject<MediaPlayerInstance | null>,
  opts: { profileId: string; videoId: string; annotations: VideoDetail['annotations'] | undefined },
) {
  const [frame, setFrame] = useState<Annotation | null>(null);
  // The quick check announced at an annotation point, before its practice frame opens.
  const [quickCheck, setQuickCheck] = useState<Annotation | null>(null);
  const prevTime = useRef(0);
  const doneAnnotations = useRef(new Set<number>());
  const annotationTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const annotations = useMemo(() => groupAnnotations(opts.annotations ?? []), [opts.annotations]);

  /** Stops waiting to open the announced quick check (its frame does not open). */
  const closeQuickCheck = () => {
    if (annotationTimer.current) clearTimeout(annotationTimer.current);
    annotationTimer.current = null;
    setQuickCheck(null);
  };

  /** Pauses at an annotation point and announces its quick check; the frame opens 3 s later (learning.md §2). Offered once per profile. */
  const offerQuickCheck = (hit: Annotation) => {
    doneAnnotations.current.add(hit.pointS);
    if (quickCheckOffered(opts.profileId, opts.videoId, hit.pointS)) return;
    rememberQuickCheck(opts.profileId, opts.videoId, hit.pointS);
    player.current?.pause().catch(() => undefined);
    setQuickCheck(hit);
    annotationTimer.current = setTimeout(() => {
      annotationTimer.current = null;
      setQuickCheck(null);
      setFrame(hit);
    }, ANNOTATION_FRAME_DELAY_MS);
  };

  // CLOSE_IFRAME from the practice frame (same origin) closes it and playback resumes.
  useEffect(() => {
    if (!frame) return;
    const onMessage = (e: MessageEvent) => {
      if (!isCloseIframeMessage(e, window.location.origin)) return;
      setFrame(null);
      player.current?.play().catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, player]);
  useEffect(
    () => () => {
      if (annotationTimer.current) clearTimeout(annotationTimer.current);
    },
    [],
  );

  return {
    /** The annotation whose practice frame is open. */
    frame,
    /** The annotation whose quick check is announced (frame not open yet). */
    quickCheck,
    closeQuickCheck,
    /** Closes the practice frame (playback stays paused). */
    closeFrame: () => setFrame(null),
    /** Answer now: the announced quick check's frame opens at once. */
    answer: () => {
      const hit = quickCheck;
      closeQuickCheck();
      setFrame(hit);
    },
    /** Skip: the announced quick check closes and playback resumes. */
    skip: () => {
      closeQuickCheck();
      player.current?.play().catch(() => undefined);
    },
    /** The playback time moved (s): crossing an annotation point while playing offers its quick check. */
    onTime: (time: number) => {
      const pl = player.current;
      if (pl && !pl.paused) {
        const hit = annotationCrossed(annotations, prevTime.current, time);
        if (hit && !doneAnnotations.current.has(hit.pointS)) offerQuickCheck(hit);
      }
      prevTime.current = time;
    },
    /** A seek landed at `time` (s): no annotation point counts as crossed on the way. */
    onSeeked: (time: number) => {
      prevTime.current = time;
    },
  };
}
