import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { otpMessage } from './otp-messages.ts';

describe('otpMessage (issue 15: codes in the account language)', () => {
  it('writes the code message in Hindi for a Hindi account', () => {
    const m = otpMessage('hi', '482913', 10);
    expect(m.text).toBe('482913 आपका अभ्यास सत्यापन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।');
    expect(m.subject).toBe('आपका अभ्यास सत्यापन कोड');
  });
  it('has every language, each starting with the code and naming the minutes', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const m = otpMessage(locale, '123456', 10);
      expect(m.text.startsWith('123456 '), locale).toBe(true);
      expect(m.text, locale).toContain('10');
      expect(m.text, locale).not.toMatch(/[{}]/);
    }
  });
  it('falls back to English', () => {
    expect(otpMessage('xx', '000111', 10).text).toMatch(/^000111 is your Abhyas verification code/);
    expect(otpMessage(undefined, '000111', 10).subject).toBe('Your Abhyas verification code');
  });
});
