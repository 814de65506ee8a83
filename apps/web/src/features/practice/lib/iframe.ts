/**
 * Iframe mode of `/practice` (learning.md §2 Video overlay "Annotation practice frame", §2 Practice):
 * messages to the embedding page go to the same origin only, and only `{ event: 'CLOSE_IFRAME' }`
 * from the same origin is acted on.
 */

/** True when the page runs inside a frame. */
export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Posts `message` to the embedding page (same origin); a no-op when not embedded. */
export function postToParent(message: Record<string, unknown>): void {
  if (!isEmbedded()) return;
  window.parent.postMessage(message, window.location.origin);
}

/** True for a same-origin window message whose event is CLOSE_IFRAME. */
export function isCloseIframeMessage(e: Pick<MessageEvent, 'origin' | 'data'>, origin: string = window.location.origin): boolean {
  return e.origin === origin && typeof e.data === 'object' && e.data !== null && (e.data as { event?: unknown }).event === 'CLOSE_IFRAME';
}
