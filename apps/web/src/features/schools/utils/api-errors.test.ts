import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { schoolErrorText } from './api-errors.ts';

const t = i18n.getFixedT('en');
const err = (status: number, code: string, message = 'server says') => new ApiError({ status, code, message });

describe('schoolErrorText', () => {
  it('words the known codes, too many tries and a lost connection in the interface language', () => {
    expect(schoolErrorText(t, err(404, 'CLASS_NOT_FOUND'))).toMatch(/^No class has this code/);
    expect(schoolErrorText(t, err(429, 'RATE_LIMITED'))).toBe('Too many tries. Wait a while and try again.');
    expect(schoolErrorText(t, err(0, 'NETWORK_ERROR'))).toMatch(/^No connection/);
  });

  it('shows another refusal as the server words it, and hides a server error behind a generic sentence', () => {
    expect(schoolErrorText(t, err(409, 'NOT_SELF_REPORTED', 'Only a book is marked done by hand.'))).toBe('Only a book is marked done by hand.');
    expect(schoolErrorText(t, err(500, 'INTERNAL', 'stack'))).toBe('Something went wrong. Try again.');
    expect(schoolErrorText(t, new Error('boom'))).toBe('Something went wrong. Try again.');
  });
});
