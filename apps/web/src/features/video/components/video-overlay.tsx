import { useCallback, useRef, useState } from 'react';
import { Modal } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { VideoSession } from './video-session.tsx';
import type { SchoolContext } from '../../../lib/school-context.ts';

export interface VideoOverlayProps {
  /** The video (content id) to open. */
  videoId: string;
  /** The overlay finished its close flow (progress and activity were sent). */
  onClose(): void;
  /** A recommendation leads to another page: the overlay has closed; go there. */
  onNavigate(href: string): void;
  /** Public content: no likes, bookmarks or bookmark state (learning.md §6). */
  isPublic?: boolean;
  /** Show recommendations at the end (learning.md §3 showRecommendations); default true. */
  showRecommendations?: boolean;
  /** A tracked link's id (learning.md §7 tracking flow). */
  trackingId?: string | null;
  /** Where the video was opened from (sent as `source`). */
  source?: string;
  /**
   * The school assignment the video was opened for (issue 23 §2): its homework, school and class ids
   * go with the first video's progress, so watching it counts for the assignment; videos played
   * next from the end screen carry none.
   */
  school?: SchoolContext;
}

/**
 * The full-screen video overlay (learning.md §2 Video overlay): opens over the current page; its
 * close button, Escape and browser back all go through the close flow. Each video (the first, then
 * any played from the end screen) gets a fresh session. Loaded lazily with the player's code.
 */
export default function VideoOverlay(props: VideoOverlayProps) {
  const [videoId, setVideoId] = useState(props.videoId);
  const [autoStart, setAutoStart] = useState(true);
  const closeFlow = useRef<() => void>(() => props.onClose());
  const leaving = useRef(false);

  // Browser back is blocked and routed through the close flow (learning.md §2).
  useBlocker({
    shouldBlockFn: () => {
      if (leaving.current) return false;
      closeFlow.current();
      return true;
    },
    enableBeforeUnload: false,
  });

  const finish = useCallback(
    (href?: string) => {
      leaving.current = true;
      if (href) props.onNavigate(href);
      else props.onClose();
    },
    [props],
  );

  return (
    <Modal
      opened
      onClose={() => closeFlow.current()}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      padding={0}
      transitionProps={{ transition: 'fade', duration: 300 }}
      styles={{ body: { height: '100%', background: '#000' }, content: { background: '#000' } }}
    >
      <VideoSession
        key={videoId}
        videoId={videoId}
        autoStart={autoStart}
        isPublic={props.isPublic ?? false}
        showRecommendations={props.showRecommendations ?? true}
        trackingId={props.trackingId ?? null}
        source={props.source ?? 'web'}
        school={videoId === props.videoId ? props.school : undefined}
        registerClose={(fn) => {
          closeFlow.current = fn;
        }}
        onClosed={() => finish()}
        onNavigate={(href) => finish(href)}
        onPlayOther={(id) => {
          setAutoStart(true);
          setVideoId(id);
        }}
      />
    </Modal>
  );
}
