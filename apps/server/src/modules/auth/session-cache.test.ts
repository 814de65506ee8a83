import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { newId } from '../../lib/ids.ts';
import { AuthRepository, SESSION_CACHE_TTL_MS } from './auth.repository.ts';

/**
 * The sign-in session cache behind every authenticated call (decision 013): one read for
 * concurrent misses, expiry within the TTL, and a revocation seen at once, even by a read that
 * was in flight when it happened.
 */
describe('AuthRepository.findSession cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  async function freshSession(repo: AuthRepository) {
    const user = await repo.insertUser({ id: newId(), firstName: 'Cache', mobile: `9${String(Date.now()).slice(-9)}` });
    return repo.createSession(user.id, null, new Date(Date.now() + 3_600_000), `hash-${newId()}`);
  }

  it('answers concurrent misses with one read, and later calls from the cache until it expires', async () => {
    const repo = new AuthRepository(t.services.database.db);
    const session = await freshSession(repo);
    const reads = vi.spyOn(repo.db, 'select');
    const rows = await Promise.all(Array.from({ length: 10 }, () => repo.findSession(session.id)));
    expect(rows.every((r) => r?.id === session.id)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);
    await repo.findSession(session.id);
    expect(reads).toHaveBeenCalledTimes(1);
    // Past the TTL, whatever the entry's own jitter, the session is read again.
    const later = performance.now() + SESSION_CACHE_TTL_MS + 1;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    await repo.findSession(session.id);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees a revocation at once, also when a read was in flight as it happened', async () => {
    const repo = new AuthRepository(t.services.database.db);
    const session = await freshSession(repo);
    expect((await repo.findSession(session.id))?.revokedAt).toBeNull();
    await repo.revokeSessions({ sessionId: session.id }, 'signed out');
    expect((await repo.findSession(session.id))?.revokedAt).toBeInstanceOf(Date);

    const other = await freshSession(repo);
    const inFlight = repo.findSession(other.id);
    await repo.revokeSessions({ sessionId: other.id }, 'signed out elsewhere');
    await inFlight;
    // The read that began before the revocation did not fill the cache with the open session.
    expect((await repo.findSession(other.id))?.revokedAt).toBeInstanceOf(Date);
  });
});
