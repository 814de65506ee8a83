import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask-address.ts';

describe('maskAddress (one rule everywhere, issue 15)', () => {
  it('keeps the first two and last two digits of a mobile number', () => {
    expect(maskAddress('9876543211')).toBe('98******11');
    expect(maskAddress(' 9876543911 ')).toBe('98******11');
  });
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskAddress('asha@example.com')).toBe('a***@example.com');
  });
  it('gives null for nothing and leaves very short values alone', () => {
    expect(maskAddress('')).toBeNull();
    expect(maskAddress(null)).toBeNull();
    expect(maskAddress('1234')).toBe('1234');
  });
});
