import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@abhyas/domain';
import { TokenService } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');

describe('TokenService (issue #2 §3 access tokens)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies its own tokens, again and again, and refuses forged or foreign ones', async () => {
    const tokens = new TokenService(secret);
    const token = await tokens.signAccess({ kind: 'child', userId: 'u1', sessionId: 's1', profileId: 'p1' });
    for (let i = 0; i < 3; i += 1) expect(await tokens.verifyAccess(token)).toMatchObject({ kind: 'child', userId: 'u1', sessionId: 's1', profileId: 'p1' });
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), pid: 'p2' })).toString('base64url')}.${sig}`;
    expect(await tokens.verifyAccess(forged)).toBeNull();
    const other = new TokenService(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expect(await other.verifyAccess(token)).toBeNull();
  });

  it('stops accepting a token at its expiry even after it was verified (and remembered) before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(secret);
    const token = await tokens.signAccess({ kind: 'parent', userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_S - 5) * 1000);
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 10_000);
    expect(await tokens.verifyAccess(token)).toBeNull();
  });
});
