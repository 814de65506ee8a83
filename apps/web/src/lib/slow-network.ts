/**
 * The slow flag of the network banner (platform.md §8 "a slow flag after 2 seconds", §9): a call to
 * our API still unanswered after SLOW_NETWORK_FLAG_MS (2000 ms) raises it; the next call answered
 * within that time lowers it. lib/api-client.ts times every call through `trackRequest`.
 */
import { SLOW_NETWORK_FLAG_MS } from '@abhyas/domain';

type Listener = () => void;
const listeners = new Set<Listener>();
let slow = false;

function set(value: boolean) {
  if (slow === value) return;
  slow = value;
  for (const l of listeners) l();
}

/** Whether the last slow call has not yet been followed by a quick one. */
export const slowNetworkFlag = (): boolean => slow;

/** Subscribes to flag changes (for useSyncExternalStore); returns the unsubscribe. */
export function onSlowNetworkFlag(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts timing one call; the returned function ends it (answered or failed). */
export function trackRequest(thresholdMs: number = SLOW_NETWORK_FLAG_MS): () => void {
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    set(true);
  }, thresholdMs);
  return () => {
    clearTimeout(timer);
    if (!late) set(false);
  };
}

/** Tests: lowers the flag. */
export function resetSlowNetworkFlag(): void {
  set(false);
}
