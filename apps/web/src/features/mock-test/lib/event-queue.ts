/**
 * The test event queue (learning.md §4 "Event sync", §9: send throttle 3000 ms, sweep 2000 ms).
 * `add` writes the event to the local store (IndexedDB) first, unsent, then asks for a send. Sends
 * carry every unsent event, at most one every `throttleMs`, and only while online. Events are
 * marked sent when a send begins and reverted to unsent when it fails, except on 401 (the queue
 * then pauses; the events stay undelivered in the store and are re-queued on the next resume). A
 * 409 SESSION_FINISHED / DEADLINE_PASSED stops the queue. A 409 SECTION_CLOSED / SECTION_NOT_OPEN
 * or 400 INVALID_EVENTS means the server stored the rest of the batch and refused some events for
 * good: they stay sent (retrying could not change the answer) and `onRefused` hears of it. A delivered freeze or auto-submit clears
 * the session's local events.
 */
import type { TestEvent } from '@abhyas/domain';
import { isApiError } from '../../../lib/api-client.ts';
import type { EventStore } from './event-db.ts';

/** Event send throttle (§9). */
export const SEND_THROTTLE_MS = 3000;
/** Sweep retry interval (§9). */
export const SWEEP_INTERVAL_MS = 2000;

const FINISHED_CODES = new Set(['SESSION_FINISHED', 'DEADLINE_PASSED']);
/**
 * Answers the server has judged: the rest of the batch was stored and the refused events would be
 * refused again (answers outside a locked section's time, malformed events), so they stay sent.
 */
const JUDGED_CODES = new Set(['SECTION_CLOSED', 'SECTION_NOT_OPEN', 'INVALID_EVENTS']);

export interface EventQueueOptions {
  sessionId: string;
  store: EventStore;
  /** POSTs the events; rejects with an `ApiError` on failure. */
  send: (events: TestEvent[]) => Promise<void>;
  isOnline?: () => boolean;
  /** Milliseconds for the throttle; monotonic by default (performance.now), so a change of the device clock cannot hold sends back. */
  now?: () => number;
  throttleMs?: number;
  sweepMs?: number;
  /** The server refused with 409 SESSION_FINISHED or DEADLINE_PASSED. */
  onFinished?: (code: string) => void;
  /** A freeze or auto-submit event was delivered (the test is submitted). */
  onFreezeSynced?: () => void;
  /** A send holding the freeze or auto-submit event failed (it will be retried). */
  onFreezeFailed?: (error: unknown) => void;
  /** A send was refused with 401; the queue paused. */
  onUnauthorized?: () => void;
  /** Some events of a delivered batch were refused for good (section locking, malformed). */
  onRefused?: (code: string) => void;
}

const isSubmit = (e: TestEvent) => e.event_type === 'freeze' || e.event_type === 'auto_submit';

/** See the module comment. `start()` begins the sweep; `stop()` ends it. */
export class TestEventQueue {
  private readonly o: Required<Pick<EventQueueOptions, 'isOnline' | 'now' | 'throttleMs' | 'sweepMs'>> & EventQueueOptions;
  private inFlight = false;
  private lastSendAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sweep: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private paused = false;
  /** An event arrived while a send was in flight: try again when it ends. */
  private again = false;
  private readonly onOnline = () => void this.trySend();

  constructor(options: EventQueueOptions) {
    this.o = {
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      now: () => performance.now(),
      throttleMs: SEND_THROTTLE_MS,
      sweepMs: SWEEP_INTERVAL_MS,
      ...options,
    };
  }

  /** Starts the sweep retry and listens for the connection coming back. */
  start(): void {
    this.stopped = false;
    this.sweep ??= setInterval(() => void this.trySend(), this.o.sweepMs);
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  /** Stops sending (pending timers are cancelled; stored events stay). */
  stop(): void {
    this.stopped = true;
    if (this.sweep) clearInterval(this.sweep);
    if (this.timer) clearTimeout(this.timer);
    this.sweep = null;
    this.timer = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
  }

  /** Whether a 401 paused the queue. */
  get isPaused(): boolean {
    return this.paused;
  }

  /** Stores `event` unsent, then asks for a (throttled) send. Resolves once it is stored. */
  async add(event: TestEvent): Promise<void> {
    await this.o.store.put(this.o.sessionId, event, false);
    void this.trySend();
  }

  /** Sends the unsent events now if online, not already sending, and the throttle allows; else schedules. */
  async trySend(): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    if (this.stopped || this.paused || !this.o.isOnline()) return;
    const wait = this.lastSendAt + this.o.throttleMs - this.o.now();
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        void this.trySend();
      }, wait);
      return;
    }
    this.inFlight = true;
    try {
      await this.sendUnsent();
    } finally {
      this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      void this.trySend();
    }
  }

  /**
   * Sends every unsent event now, past the throttle (an adaptive test needs its answer stored
   * before it can ask for the next question), after any send in flight. Resolves true when nothing
   * is left unsent; false offline, paused, stopped or when the send failed (the events stay queued).
   */
  async flush(): Promise<boolean> {
    while (this.inFlight) await new Promise((resolve) => setTimeout(resolve, 25));
    if (this.stopped || this.paused || !this.o.isOnline()) return false;
    this.inFlight = true;
    try {
      await this.sendUnsent();
    } finally {
      this.inFlight = false;
    }
    return (await this.o.store.list(this.o.sessionId)).every((r) => r.sent);
  }

  private async sendUnsent(): Promise<void> {
    const { store, sessionId } = this.o;
    const unsent = (await store.list(sessionId)).filter((r) => !r.sent).map((r) => r.event);
    if (unsent.length === 0) return;
    const eorders = unsent.map((e) => e.eorder);
    const submits = unsent.some(isSubmit);
    this.lastSendAt = this.o.now();
    await store.setSent(sessionId, eorders, true);
    try {
      await this.o.send(unsent);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        this.paused = true;
        this.o.onUnauthorized?.();
        return;
      }
      if (isApiError(error) && error.status === 409 && FINISHED_CODES.has(error.code)) {
        this.stop();
        await store.clear(sessionId);
        this.o.onFinished?.(error.code);
        return;
      }
      if (isApiError(error) && JUDGED_CODES.has(error.code)) {
        this.o.onRefused?.(error.code);
        if (submits) await this.delivered();
        return;
      }
      await store.setSent(sessionId, eorders, false);
      if (submits) this.o.onFreezeFailed?.(error);
      return;
    }
    if (submits) await this.delivered();
  }

  /** The freeze or auto-submit reached the server: the test is submitted and the local copy goes. */
  private async delivered(): Promise<void> {
    this.stop();
    await this.o.store.clear(this.o.sessionId);
    this.o.onFreezeSynced?.();
  }
}
