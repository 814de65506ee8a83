import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_LIST } from './common-passwords-data.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it('holds exactly 1,000 distinct lower-case entries, most frequent first', () => {
    expect(COMMON_PASSWORDS_LIST).toHaveLength(1000);
    expect(COMMON_PASSWORDS.size).toBe(1000);
    expect(COMMON_PASSWORDS_LIST.slice(0, 3)).toEqual(['password', '123456', '12345678']);
    for (const pw of COMMON_PASSWORDS_LIST) expect(pw).toBe(pw.toLowerCase());
  });

  it('recognises real entries case-insensitively', () => {
    for (const pw of ['password', 'qwerty', 'iloveyou', 'trustno1', 'passw0rd', 'password1', 'inside']) {
      expect(isCommonPassword(pw)).toBe(true);
    }
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('LetMeIn')).toBe(true);
  });

  it('stops at the 1,000th entry and rejects unrelated strings', () => {
    // 'infinity' is entry 1,001 of the source list.
    expect(isCommonPassword('infinity')).toBe(false);
    expect(isCommonPassword('Abhyas#2024-kite')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
