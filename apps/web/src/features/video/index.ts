/**
 * The video feature's public face (learning.md §2 Video overlay): what app routes and other
 * features may use. The overlay itself (Vidstack, hls.js) stays in its own lazily loaded chunk:
 * only its props type is exported from it here.
 */
export { preloadVideoOverlay, VideoOverlayHost } from './components/video-overlay-host.tsx';
export type { VideoOverlayProps } from './components/video-overlay.tsx';
