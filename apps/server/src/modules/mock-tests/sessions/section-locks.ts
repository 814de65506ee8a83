import { sectionLockOf, type LockableSection, type SectionLock } from '@abhyas/domain';
import type { SessionsRepository } from './sessions.repository.ts';

/** How many sessions' section-lock entries are kept in memory. */
const SESSION_LOCK_CACHE_MAX = 50_000;

/** A session's owner and, when its test locks sections, its section lock (windows in epoch ms, question → section). */
type SessionLockEntry = { profileId: string; lock: SectionLock | null };

/**
 * Per session (filled at start, or read once): its owner and, when its bundle locks sections
 * (decision 011), the section windows on the server's clock and each question's section. A
 * session's start and bundle never change, so an entry never goes stale; only the oldest are
 * dropped past SESSION_LOCK_CACHE_MAX. Keeps the event posts of a test in progress free of reads.
 */
export class SectionLocks {
  readonly #entries = new Map<string, SessionLockEntry>();

  constructor(private readonly sessions: SessionsRepository) {}

  /**
   * Keeps the lock of session `sessionId` of `profileId`, started at `startedAtMs` at a test with
   * `sections`, each section's time stretched by `extraMinutesPerHour` of compensatory time (decision 038).
   */
  remember(sessionId: string, profileId: string, sections: readonly LockableSection[], startedAtMs: number, extraMinutesPerHour = 0): void {
    this.#keep(sessionId, { profileId, lock: sectionLockOf(sections, startedAtMs, extraMinutesPerHour) });
  }

  /** Keeps `entry`, dropping the oldest past SESSION_LOCK_CACHE_MAX. */
  #keep(sessionId: string, entry: SessionLockEntry): SessionLockEntry {
    if (this.#entries.size >= SESSION_LOCK_CACHE_MAX) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(sessionId, entry);
    return entry;
  }

  /**
   * The section lock of the session, read from the database on a cache miss; null when its test
   * does not lock sections, or the session is unknown or not this profile's.
   */
  async lockOf(profileId: string, sessionId: string): Promise<SectionLock | null> {
    let entry = this.#entries.get(sessionId);
    if (!entry) {
      const row = await this.sessions.findLockFacts(sessionId);
      if (!row) return null;
      entry = this.#keep(sessionId, { profileId: row.profileId, lock: sectionLockOf(row.sections, row.startedAt.getTime(), row.extraMinutesPerHour) });
    }
    return entry.profileId === profileId ? entry.lock : null;
  }
}
