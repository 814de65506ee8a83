import type { InAppRecord } from '@abhyas/contracts';

/** The date buckets of platform.md §3 Notification. */
export type DateBucket = 'today' | 'yesterday' | 'older';

const dayStart = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** Which bucket a record made at `createdAt` (epoch ms) falls in, by the device's calendar day at `now`. */
export function bucketOf(createdAt: number, now: number): DateBucket {
  const today = dayStart(now);
  if (createdAt >= today) return 'today';
  const yesterday = new Date(today);
  yesterday.setDate(yesterday.getDate() - 1);
  return createdAt >= yesterday.getTime() ? 'yesterday' : 'older';
}

/** Records grouped Today, Yesterday, Older (in that order, empty buckets left out), each in the given order. */
export function groupByBucket(records: readonly InAppRecord[], now: number): { bucket: DateBucket; records: InAppRecord[] }[] {
  const order: DateBucket[] = ['today', 'yesterday', 'older'];
  return order.map((bucket) => ({ bucket, records: records.filter((r) => bucketOf(r.created_at, now) === bucket) })).filter((g) => g.records.length > 0);
}
