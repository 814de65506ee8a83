/**
 * Quick checks already offered (learning.md §2 annotation practice frame; issue 15): the annotation
 * points (s) of a video at which a profile was stopped once, kept in localStorage per profile and
 * video, so later plays of that video run through them. Storage that fails means "none offered".
 */
import { readJson, writeString } from '../../../lib/storage.ts';

const KEY = 'abhyas.video.quick-checks-offered';
/** At most this many videos are remembered per device (the oldest are dropped). */
const MAX_VIDEOS = 500;

type Stored = Record<string, number[]>;

const keyOf = (profileId: string, videoId: string) => `${profileId}|${videoId}`;

/** Whether the quick check at `pointS` of `videoId` was already offered to `profileId`. */
export function quickCheckOffered(profileId: string, videoId: string, pointS: number): boolean {
  return (readJson<Stored>(KEY, {})[keyOf(profileId, videoId)] ?? []).includes(pointS);
}

/** Remembers that the quick check at `pointS` of `videoId` was offered to `profileId`. */
export function rememberQuickCheck(profileId: string, videoId: string, pointS: number): void {
  const all = readJson<Stored>(KEY, {});
  const key = keyOf(profileId, videoId);
  const points = all[key] ?? [];
  if (points.includes(pointS)) return;
  delete all[key];
  all[key] = [...points, pointS];
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_VIDEOS))) delete all[old];
  writeString(KEY, JSON.stringify(all));
}
