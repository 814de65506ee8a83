import { describe, expect, it } from 'vitest';
import { isOtpFormat, OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MS } from './otp-policy.ts';
import { ACCESS_TOKEN_TTL_S, PARENT_COOKIE_MAX_AGE_S, REFRESH_TOKEN_TTL_S } from './token-policy.ts';

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
