/**
 * A read-through cache's store: entries live `ttlMs` (on `performance.now()`, ms) and at most
 * `max` are kept, the oldest written dropped first. Used for the content a test reads (bundles,
 * questions, papers; decision 013).
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The value kept for `key`, or undefined when there is none or it has outlived its TTL. */
  get(key: K, now = performance.now()): V | undefined {
    const hit = this.#entries.get(key);
    return hit && now - hit.at < this.ttlMs ? hit.value : undefined;
  }

  /** Keeps `value` for `key` from `now`, dropping the oldest entry when full. */
  set(key: K, value: V, now = performance.now()): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, at: now });
  }
}
