import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeError } from './error-message.ts';

const t = i18n.getFixedT('en', 'auth');
const err = (status: number, code: string, message = 'Server said so.', retryAfterS: number | null = null) =>
  new ApiError({ status, code, message, retryAfterS });

describe('describeError (platform.md §8)', () => {
  it('maps known codes to catalog text', () => {
    expect(describeError(t, err(401, 'INVALID_CREDENTIALS'))).toBe('Incorrect Credentials.');
    expect(describeError(t, err(400, 'OTP_EXPIRED'))).toBe('That code has expired. Ask for a new one.');
    expect(describeError(t, err(409, 'ACCOUNT_EXISTS'))).toMatch(/already exists/);
  });

  it('gives the wait of a 429 in whole minutes, rounding up', () => {
    expect(describeError(t, err(429, 'RATE_LIMITED', 'x', 61))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(describeError(t, err(429, 'RATE_LIMITED', 'x', 30))).toBe('Too many attempts. Try again in 1 minute.');
    expect(describeError(t, err(429, 'SOMETHING', 'x'))).toBe('Too many attempts. Please try again later.');
  });

  it('shows an unknown code’s server message, but never a 5xx message', () => {
    expect(describeError(t, err(400, 'PROFILE_LIMIT', 'You can add at most 5 profiles.'))).toBe('You can add at most 5 profiles.');
    expect(describeError(t, err(500, 'INTERNAL', 'stack trace'))).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(describeError(t, err(501, 'HTTP_501'))).toBe('This sign-in method is not available right now.');
    expect(describeError(t, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
