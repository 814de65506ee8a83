import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@abhyas/domain';
import { MINT_REUSE_S, TokenService } from './tokens.ts';

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

  it("hands out the same profile token for a minute, then a new one; never another profile's or session's; none after a revocation", async () => {
    const tokens = new TokenService(secret);
    const claims = { userId: 'u1', sessionId: 's1', profileId: 'p1' };
    const t0 = 1_800_000_000;
    const first = await tokens.profileToken(claims, t0);
    expect(await tokens.verifyAccess(first)).toMatchObject({ kind: 'child', ...claims });
    expect(await tokens.profileToken(claims, t0 + MINT_REUSE_S - 1)).toBe(first);
    // Another profile, another session: their own tokens.
    const other = await tokens.profileToken({ ...claims, profileId: 'p2' }, t0 + 1);
    expect(await tokens.verifyAccess(other)).toMatchObject({ profileId: 'p2' });
    expect(await tokens.profileToken({ ...claims, sessionId: 's2' }, t0 + 1)).not.toBe(first);
    // A minute on: a fresh token, with 15 minutes from now.
    const later = await tokens.profileToken(claims, t0 + MINT_REUSE_S);
    expect(later).not.toBe(first);
    const exp = JSON.parse(Buffer.from(later.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(exp).toBe(t0 + MINT_REUSE_S + ACCESS_TOKEN_TTL_S);
  });
});
