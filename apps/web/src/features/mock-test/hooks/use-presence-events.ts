import { TEST_PING_INTERVAL_MS } from '@abhyas/domain';
import { useEffect, useRef } from 'react';

/** The presence events of a test (learning.md §3 event types). */
export type PresenceEvent = 'user_active' | 'user_inactive' | 'ping_event';

/**
 * While `enabled` (a test on screen, not being submitted): `user_inactive` when the page is hidden
 * (another tab or app, the phone locked), `user_active` when it shows again, and `ping_event` every
 * TEST_PING_INTERVAL_MS (60 s) while it is visible (decision 042).
 */
export function usePresenceEvents(record: (type: PresenceEvent) => void, enabled: boolean): void {
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => latest.current(document.visibilityState === 'hidden' ? 'user_inactive' : 'user_active');
    document.addEventListener('visibilitychange', onVisibility);
    const id = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') latest.current('ping_event');
    }, TEST_PING_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(id);
    };
  }, [enabled]);
}
