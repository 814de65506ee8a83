// Client-side estimate of the server clock. platform.md §4.6

/** Samples taken per sync; the one with the smallest round trip wins. */
export const SAMPLES = 3;
/** Failed fetches tolerated in one sync, over all samples together. */
export const MAX_RETRIES = 15;
/** A sync older than this (ms) should be repeated. */
export const RESYNC_INTERVAL_MS = 3_600_000;
/** A sync is refused if the previous one started less than this many ms ago. */
export const MIN_SYNC_GAP_MS = 5000;
/** Speed of gradual offset changes: ms of offset per elapsed second of local time. */
export const AMORTISATION_MS_PER_S = 25;
/** Offset changes larger than this (ms) are applied at once instead of gradually. */
export const ADJUST_THRESHOLD_MS = 100;
/** Pause (ms) before retrying a failed fetch, when a `sleep` is supplied. */
export const RETRY_DELAY_MS = 1000;

export interface TimeSample {
  /** Local ms just before the request was sent. */
  sentAt: number;
  /** Local ms when the response arrived. */
  receivedAt: number;
  /** The server's clock (ms since epoch) in the response. */
  serverNow: number;
}

export interface OffsetEstimate {
  /** server clock − local clock, in ms. */
  offset: number;
  /** Round-trip time in ms. */
  rtt: number;
}

/**
 * Offset of one sample, assuming the server read its clock half-way through the round
 * trip: `serverNow − (sentAt + receivedAt) / 2`; the error is at most `rtt / 2`.
 * All values in ms. platform.md §4.6
 */
export function offsetFromSample({ sentAt, receivedAt, serverNow }: TimeSample): OffsetEstimate {
  return { offset: serverNow - (sentAt + receivedAt) / 2, rtt: receivedAt - sentAt };
}

/**
 * The offset (ms) of the sample with the smallest round trip (the earliest such sample on
 * ties), or null when there are none. platform.md §4.6
 */
export function bestOffset(samples: readonly TimeSample[]): number | null {
  let best: OffsetEstimate | null = null;
  for (const sample of samples) {
    const estimate = offsetFromSample(sample);
    if (best === null || estimate.rtt < best.rtt) best = estimate;
  }
  return best === null ? null : best.offset;
}

export interface TimeSyncDeps {
  /** Local clock, ms since epoch (e.g. `Date.now`). */
  now: () => number;
  /** Asks the server for its clock (ms since epoch); rejects on failure. */
  fetchServerNow: () => Promise<number>;
  /** Waits `ms` before a retry; without it retries follow at once. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Keeps an estimate of the server clock from an injected local clock and fetcher.
 *
 * `sync()` takes SAMPLES samples one after another and keeps the offset of the one with
 * the smallest round trip. A failed fetch (rejection or a non-finite value) is retried;
 * after MAX_RETRIES failures in total the sync gives up and returns false, changing
 * nothing. A sync is refused (false, no fetch) while another runs or when the previous
 * one started less than MIN_SYNC_GAP_MS ago.
 *
 * Applying a new offset: the first one is applied at once. Later, if it differs from
 * the offset currently applied by at most ADJUST_THRESHOLD_MS, the applied offset moves
 * towards it by AMORTISATION_MS_PER_S per second of local time, so running timers never
 * jump and server time never runs backwards (it advances at ≥ 975 ms per s). A larger
 * difference means the estimate was wrong (or the device clock was changed) and is
 * applied at once: slewing 1 s at 25 ms/s would take 40 s of wrong deadlines.
 * Progress is computed from the injected clock on each read; there are no timers.
 * platform.md §4.6
 */
export class TimeSync {
  readonly #deps: TimeSyncDeps;
  #running = false;
  #lastStartAt: number | null = null;
  #lastSyncAt: number | null = null;
  /** Offset applied at #anchorAt, moving towards #target. */
  #anchorOffset = 0;
  #anchorAt = 0;
  #target = 0;

  constructor(deps: TimeSyncDeps) {
    this.#deps = deps;
  }

  /** Local ms when the last successful sync finished, or null before the first. */
  get lastSyncAt(): number | null {
    return this.#lastSyncAt;
  }

  /** The most recently measured offset (ms) that the applied offset is moving to. */
  get targetOffset(): number {
    return this.#target;
  }

  /** The offset (ms) in use now: server clock ≈ local clock + offset. */
  offset(): number {
    const diff = this.#target - this.#anchorOffset;
    if (diff === 0) return this.#target;
    const elapsedS = Math.max(0, this.#deps.now() - this.#anchorAt) / 1000;
    const step = Math.min(Math.abs(diff), AMORTISATION_MS_PER_S * elapsedS);
    return this.#anchorOffset + Math.sign(diff) * step;
  }

  /** Estimated server time, ms since epoch: local now + applied offset. */
  serverNow(): number {
    return this.#deps.now() + this.offset();
  }

  /** True before the first successful sync and once RESYNC_INTERVAL_MS have passed since it. */
  needsResync(): boolean {
    return this.#lastSyncAt === null || this.#deps.now() - this.#lastSyncAt >= RESYNC_INTERVAL_MS;
  }

  /** Measures the offset (see the class comment); resolves true when a new offset was taken. */
  async sync(): Promise<boolean> {
    const startedAt = this.#deps.now();
    if (this.#running) return false;
    if (this.#lastStartAt !== null && startedAt - this.#lastStartAt < MIN_SYNC_GAP_MS) return false;
    this.#running = true;
    this.#lastStartAt = startedAt;
    try {
      const samples: TimeSample[] = [];
      let failures = 0;
      while (samples.length < SAMPLES) {
        const sentAt = this.#deps.now();
        let serverNow: number;
        try {
          serverNow = await this.#deps.fetchServerNow();
          if (!Number.isFinite(serverNow)) throw new Error('server time is not a finite number');
        } catch {
          failures += 1;
          if (failures > MAX_RETRIES) return false;
          await this.#deps.sleep?.(RETRY_DELAY_MS);
          continue;
        }
        samples.push({ sentAt, receivedAt: this.#deps.now(), serverNow });
      }
      const measured = bestOffset(samples);
      if (measured === null) return false;
      this.#apply(measured);
      return true;
    } finally {
      this.#running = false;
    }
  }

  #apply(measured: number): void {
    const now = this.#deps.now();
    const current = this.offset();
    const first = this.#lastSyncAt === null;
    this.#anchorOffset = first || Math.abs(measured - current) > ADJUST_THRESHOLD_MS ? measured : current;
    this.#anchorAt = now;
    this.#target = measured;
    this.#lastSyncAt = now;
  }
}
