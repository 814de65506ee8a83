import { describe, expect, it } from 'vitest';
import { isOtpFormat, OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MS } from './otp-policy.ts';
import { ACCESS_TOKEN_TTL_S, accessTokenNeedsRefresh, jwtExpiresAt, PARENT_COOKIE_MAX_AGE_S, REFRESH_TOKEN_TTL_S } from './token-policy.ts';

describe('otp policy', () => {
  it('has the agreed limits', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_MS).toBe(10 * 60 * 1000);
    expect(OTP_MAX_TRIES).toBe(5);
  });
  it('accepts exactly six digits', () => {
    expect(isOtpFormat('012345')).toBe(true);
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '12 345', '１２３４５６']) {
      expect(isOtpFormat(bad)).toBe(false);
    }
  });
});

describe('token policy', () => {
  it('has the agreed lifetimes in seconds', () => {
    expect(ACCESS_TOKEN_TTL_S).toBe(900);
    expect(REFRESH_TOKEN_TTL_S).toBe(2_592_000);
    expect(PARENT_COOKIE_MAX_AGE_S).toBe(604_800);
  });
});

/** A JWT-shaped token with these claims (the signature is not checked on the client). */
const jwt = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('proactive refresh (issue 15)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  it('reads exp of a JWT in ms', () => {
    expect(jwtExpiresAt(jwt({ exp: now / 1000 + 900, sub: 'ü-user' }))).toBe(now + 900_000);
    expect(jwtExpiresAt('opaque-token')).toBeNull();
    expect(jwtExpiresAt(jwt({ sub: 'x' }))).toBeNull();
    expect(jwtExpiresAt('a.%%%.c')).toBeNull();
  });
  it('refreshes within 30 s of expiry or after it, never a token without exp', () => {
    expect(accessTokenNeedsRefresh(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
    expect(accessTokenNeedsRefresh(jwt({ exp: now / 1000 + 20 }), now)).toBe(true);
    expect(accessTokenNeedsRefresh(jwt({ exp: now / 1000 - 3600 }), now)).toBe(true);
    expect(accessTokenNeedsRefresh('p1', now)).toBe(false);
  });
});
