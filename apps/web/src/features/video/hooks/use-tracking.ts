import { useCallback, useEffect } from 'react';
import { openTrackedLink, postTrackingEvent } from '../api/learn.ts';
import { isDesired, removeDesiredEvent, storeDesiredEvents } from '../lib/tracking-store.ts';

/**
 * The tracked-link flow (learning.md §7 Video): when the page was opened with a `tracking_id`, the
 * open is reported and the link's desired events are stored locally; `track(event)` posts an event
 * that is still desired and drops it from the list on 200. Every error is swallowed.
 */
export function useTracking(trackingId: string | null | undefined): (event: string) => void {
  useEffect(() => {
    if (!trackingId) return;
    let live = true;
    openTrackedLink(trackingId)
      .then((events) => {
        if (live) storeDesiredEvents(trackingId, events);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [trackingId]);

  return useCallback(
    (event: string) => {
      if (!trackingId || !isDesired(trackingId, event)) return;
      postTrackingEvent(trackingId, event)
        .then(() => removeDesiredEvent(trackingId, event))
        .catch(() => undefined);
    },
    [trackingId],
  );
}
