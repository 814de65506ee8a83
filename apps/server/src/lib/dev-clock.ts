/**
 * The server's business clock (epoch ms): the injected `now` plus an offset that only the
 * development call `POST /api/dev/clock` moves (absent in production; loopback callers only). Lets a
 * browser test move "today" forward days (issue 18 Proof: the journey re-plans after missed days)
 * without touching the machine's clock. Tokens and rate limits keep the real time.
 */
export class DevClock {
  #offsetMs = 0;

  constructor(private readonly base: () => number) {}

  /** The current time in epoch ms, offset included. */
  readonly now = (): number => this.base() + this.#offsetMs;

  /** How far the clock is moved (ms). */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock to `offsetMs` from the base time (0 puts it back). */
  set(offsetMs: number): void {
    this.#offsetMs = offsetMs;
  }
}
