import { describe, expect, it } from 'vitest';
import { canConfirmLanguage, DEFAULT_LOCALE, htmlLang, isSupportedLocale, LANGUAGES, resolveLocale, SCRIPT_OF_LOCALE, SUPPORTED_LOCALES } from './locales.ts';

describe('LANGUAGES', () => {
  it('lists twelve languages in picker order with native and English names', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'kn', 'bn', 'gu', 'or', 'te', 'ta', 'ml', 'mr', 'pa', 'as']);
    expect(LANGUAGES.map((l) => l.code)).toEqual([...SUPPORTED_LOCALES]);
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(12);
    expect(LANGUAGES.find((l) => l.code === 'or')).toMatchObject({ title: 'ଓଡ଼ିଆ', subText: 'Odia' });
    expect(LANGUAGES.find((l) => l.code === 'as')).toMatchObject({ title: 'অসমীয়া', subText: 'Assamese' });
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('writes each native title in its own script', () => {
    const ranges: Record<string, RegExp> = {
      latin: /^[A-Za-z]+$/,
      devanagari: /^[\u0900-\u097F]+$/,
      bengali: /^[\u0980-\u09FF]+$/,
      gurmukhi: /^[\u0A00-\u0A7F]+$/,
      gujarati: /^[\u0A80-\u0AFF]+$/,
      oriya: /^[\u0B00-\u0B7F]+$/,
      tamil: /^[\u0B80-\u0BFF]+$/,
      telugu: /^[\u0C00-\u0C7F]+$/,
      kannada: /^[\u0C80-\u0CFF]+$/,
      malayalam: /^[\u0D00-\u0D7F]+$/,
    };
    for (const lang of LANGUAGES) {
      const script = SCRIPT_OF_LOCALE[lang.code];
      expect(lang.title, lang.code).toMatch(ranges[script] ?? /^$/);
    }
  });
});

describe('SCRIPT_OF_LOCALE', () => {
  it('shares scripts where languages do', () => {
    expect(SCRIPT_OF_LOCALE.hi).toBe('devanagari');
    expect(SCRIPT_OF_LOCALE.mr).toBe('devanagari');
    expect(SCRIPT_OF_LOCALE.bn).toBe('bengali');
    expect(SCRIPT_OF_LOCALE.as).toBe('bengali');
    expect(SCRIPT_OF_LOCALE.pa).toBe('gurmukhi');
    expect(SCRIPT_OF_LOCALE.or).toBe('oriya');
    expect(SCRIPT_OF_LOCALE.en).toBe('latin');
  });
});

describe('isSupportedLocale', () => {
  it('accepts the twelve codes only, exactly', () => {
    for (const code of SUPPORTED_LOCALES) expect(isSupportedLocale(code)).toBe(true);
    for (const bad of ['', 'EN', 'hi-IN', 'ur', 'sa', 'english', null, 3]) expect(isSupportedLocale(bad)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('keeps a supported locale, normalising case and region', () => {
    expect(resolveLocale('ta')).toEqual({ locale: 'ta' });
    expect(resolveLocale('HI-in')).toEqual({ locale: 'hi' });
    expect(resolveLocale('mr_IN')).toEqual({ locale: 'mr' });
  });
  it('falls back to English with a warning', () => {
    const result = resolveLocale('ur');
    expect(result.locale).toBe('en');
    expect(result.warning).toContain('"ur"');
  });
  it('falls back silently when nothing was requested', () => {
    expect(resolveLocale(undefined)).toEqual({ locale: 'en' });
    expect(resolveLocale('  ')).toEqual({ locale: 'en' });
  });
  it("uses the exam's first supported language when the request is outside the exam's list", () => {
    const result = resolveLocale('ta', ['hi', 'en']);
    expect(result.locale).toBe('hi');
    expect(result.warning).toMatch(/exam/);
    expect(resolveLocale('ur', ['xx', 'bn'])).toMatchObject({ locale: 'bn' });
    expect(resolveLocale(null, ['kn', 'en'])).toEqual({ locale: 'kn' });
  });
  it("keeps a request inside the exam's list; an empty list restricts nothing", () => {
    expect(resolveLocale('en', ['hi', 'en'])).toEqual({ locale: 'en' });
    expect(resolveLocale('gu', [])).toEqual({ locale: 'gu' });
  });
  it("uses English when none of the exam's languages is supported", () => {
    expect(resolveLocale('ta', ['xx'])).toMatchObject({ locale: 'en' });
  });
});

describe('canConfirmLanguage', () => {
  it('needs a valid locale', () => {
    expect(canConfirmLanguage('ur')).toBe(false);
    expect(canConfirmLanguage('')).toBe(false);
    expect(canConfirmLanguage(null)).toBe(false);
  });
  it('allows all twelve when the exam list is absent or empty', () => {
    for (const code of SUPPORTED_LOCALES) {
      expect(canConfirmLanguage(code)).toBe(true);
      expect(canConfirmLanguage(code, [])).toBe(true);
    }
  });
  it("needs the locale to be in the exam's list", () => {
    expect(canConfirmLanguage('hi', ['en', 'hi'])).toBe(true);
    expect(canConfirmLanguage('ta', ['en', 'hi'])).toBe(false);
  });
});

describe('htmlLang', () => {
  it('adds the India region', () => {
    expect(htmlLang('hi')).toBe('hi-IN');
    expect(htmlLang('en')).toBe('en-IN');
    expect(htmlLang('zz')).toBe('en-IN');
  });
});
