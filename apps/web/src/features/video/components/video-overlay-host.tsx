import { lazy, Suspense } from 'react';
import { Loader, Overlay } from '@mantine/core';
import type { VideoOverlayProps } from './video-overlay.tsx';

/** The overlay with Vidstack (and hls.js on demand) in its own chunk, fetched when a video opens. */
const VideoOverlay = lazy(() => import('./video-overlay.tsx'));

/**
 * Opens the video overlay (learning.md §2 Video overlay) over the current page. The player's code
 * loads only now; a dark veil with a spinner shows while it arrives.
 */
export function VideoOverlayHost(props: VideoOverlayProps) {
  return (
    <Suspense
      fallback={
        <Overlay fixed color="#000" backgroundOpacity={0.92} zIndex={300} center>
          <Loader color="white" aria-label="…" />
        </Overlay>
      }
    >
      <VideoOverlay {...props} />
    </Suspense>
  );
}

/** Starts fetching the player's chunk early (e.g. when a video tile is hovered). */
export function preloadVideoOverlay(): void {
  void import('./video-overlay.tsx');
}
