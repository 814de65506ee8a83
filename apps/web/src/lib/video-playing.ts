/**
 * Whether a video plays on the page (platform.md §2.4: the help widget hides "while a video
 * plays"). The video player sets it on play, pause, end and unmount; the help widget reads it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let playing = false;

/** True while a video plays. */
export const videoPlaying = (): boolean => playing;

/** Subscribes to changes (for useSyncExternalStore); returns the unsubscribe. */
export function onVideoPlayingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player started (true) or stopped (false: paused, ended, closed). */
export function setVideoPlaying(value: boolean): void {
  if (playing === value) return;
  playing = value;
  for (const l of listeners) l();
}
