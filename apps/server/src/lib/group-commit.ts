/**
 * Group commit in the application (decision 013): calls that each would be one statement and one
 * commit are coalesced into one statement for all calls that arrive while earlier ones run.
 *
 * Policy ("natural batching", no timer): while fewer than `maxInFlight` flushes run, a call is
 * flushed at once with whatever else is waiting, so a quiet server adds no delay; under load the
 * calls pile up behind the running flushes and go out together, up to `maxBatch` per flush.
 * Two calls with the same `keyOf` never share a flush (the second waits for the next one), so the
 * per-key order of arrival is the order of the statements and a batch never holds two writes to
 * the same row. When a flush of several calls fails, each call is retried alone, so one bad call
 * fails only itself.
 */
export interface GroupCommitOptions<Req, Res> {
  /** Runs one flush: resolves one result per call, in the order given. */
  run: (batch: Req[]) => Promise<Res[]>;
  /** Calls with the same key go in separate flushes, in arrival order. */
  keyOf: (req: Req) => string;
  /** Flushes running at once (database connections this may hold). Default 2. */
  maxInFlight?: number;
  /** Calls per flush at most. Default 200. */
  maxBatch?: number;
}

interface Waiting<Req, Res> {
  req: Req;
  resolve: (res: Res) => void;
  reject: (err: unknown) => void;
}

export class GroupCommit<Req, Res> {
  readonly #run: (batch: Req[]) => Promise<Res[]>;
  readonly #keyOf: (req: Req) => string;
  readonly #maxInFlight: number;
  readonly #maxBatch: number;
  #waiting: Waiting<Req, Res>[] = [];
  #inFlight = 0;
  /** Flushes so far and calls carried by them (for benchmarks and tests). */
  readonly stats = { flushes: 0, calls: 0, largest: 0 };

  constructor(options: GroupCommitOptions<Req, Res>) {
    this.#run = options.run;
    this.#keyOf = options.keyOf;
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 2);
    this.#maxBatch = Math.max(1, options.maxBatch ?? 200);
  }

  /** Resolves with this call's result from the flush that carries it; rejects with its error. */
  submit(req: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      this.#waiting.push({ req, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < this.#maxInFlight && this.#waiting.length > 0) {
      const batch: Waiting<Req, Res>[] = [];
      const rest: Waiting<Req, Res>[] = [];
      const keys = new Set<string>();
      for (const w of this.#waiting) {
        const key = this.#keyOf(w.req);
        if (batch.length < this.#maxBatch && !keys.has(key)) {
          keys.add(key);
          batch.push(w);
        } else rest.push(w);
      }
      this.#waiting = rest;
      this.#inFlight++;
      this.stats.flushes++;
      this.stats.calls += batch.length;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      void this.#flush(batch).finally(() => {
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  async #flush(batch: Waiting<Req, Res>[]): Promise<void> {
    let results: Res[];
    try {
      results = await this.#run(batch.map((w) => w.req));
      if (results.length !== batch.length) throw new Error(`A group-commit flush of ${batch.length} calls answered ${results.length} results.`);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      // One bad call must not fail the others: each is tried alone.
      await Promise.all(batch.map((w) => this.#flush([w])));
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }
}
