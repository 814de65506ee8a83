/**
 * The tracked-link flow's local list (learning.md §7 Video): the desired events of a tracking id,
 * read once from tracking-details, kept in localStorage; each event posted with 200 is removed.
 */
import { readJson, writeString } from '../../../lib/storage.ts';

const KEY = 'abhyas.tracking.desired-events';

type Stored = Record<string, string[]>;

/** The desired events still to report for `trackingId`. */
export function desiredEvents(trackingId: string): string[] {
  return readJson<Stored>(KEY, {})[trackingId] ?? [];
}

/** Stores the desired events of `trackingId` (replacing an earlier list). */
export function storeDesiredEvents(trackingId: string, events: readonly string[]): void {
  const all = readJson<Stored>(KEY, {});
  all[trackingId] = [...new Set(events)];
  writeString(KEY, JSON.stringify(all));
}

/** Removes one reported event; the tracking id disappears when nothing is left. */
export function removeDesiredEvent(trackingId: string, event: string): void {
  const all = readJson<Stored>(KEY, {});
  const left = (all[trackingId] ?? []).filter((e) => e !== event);
  if (left.length === 0) delete all[trackingId];
  else all[trackingId] = left;
  writeString(KEY, JSON.stringify(all));
}

/** Whether `event` is among the desired events of `trackingId`. */
export function isDesired(trackingId: string, event: string): boolean {
  return desiredEvents(trackingId).includes(event);
}
