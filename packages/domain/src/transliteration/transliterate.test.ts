import { describe, expect, it } from 'vitest';
import { isPrintableKey, TRANSLITERATION_LOCALES, wantsTransliteration } from './rules.ts';
import { transliterationCandidates } from './transliterate.ts';

describe('transliteration candidates (platform.md §5; learning.md §5, §9)', () => {
  // One word a student would type in each language, and the spelling the language uses.
  it.each([
    ['hi', 'prakash', 'प्रकाश'],
    ['hi', 'hindi', 'हिंदी'],
    ['hi', 'shiksha', 'शिक्षा'],
    ['hi', 'ganit', 'गणित'],
    ['hi', 'rasayan', 'रसायन'],
    ['mr', 'vikas', 'विकास'],
    ['bn', 'prakash', 'প্রকাশ'],
    ['as', 'ram', 'ৰাম'],
    ['gu', 'prakash', 'પ્રકાશ'],
    ['pa', 'prakash', 'ਪ੍ਰਕਾਸ਼'],
    ['pa', 'pustak', 'ਪੁਸਤਕ'],
    ['or', 'prakash', 'ପ୍ରକାଶ'],
    ['ta', 'prakash', 'ப்ரகாஷ்'],
    ['te', 'telugu', 'తెలుగు'],
    ['kn', 'kannada', 'ಕನ್ನಡ'],
    ['ml', 'vidya', 'വിദ്യ'],
    ['ml', 'padam', 'പദം'],
  ])('%s: "%s" offers %s among at most 5 suggestions', (locale, typed, expected) => {
    const got = transliterationCandidates(typed, locale);
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(5);
    expect(got).toContain(expected);
    expect(new Set(got).size).toBe(got.length);
  });

  it('covers all eleven Indic languages and writes only their script', () => {
    expect([...TRANSLITERATION_LOCALES].sort()).toEqual(['as', 'bn', 'gu', 'hi', 'kn', 'ml', 'mr', 'or', 'pa', 'ta', 'te']);
    for (const locale of TRANSLITERATION_LOCALES) {
      const got = transliterationCandidates('vidyalay', locale);
      expect(got.length, locale).toBeGreaterThan(1);
      for (const s of got) expect(s, locale).not.toMatch(/[a-z]/i);
    }
  });

  it('ranks the spelling as typed first and keeps digits and spaces', () => {
    expect(transliterationCandidates('prakaash', 'hi')[0]).toBe('प्रकाश');
    expect(transliterationCandidates('kamal 2', 'hi')[0]).toBe('कमल 2');
    expect(transliterationCandidates('prakash ki chaal', 'hi')).toContain('प्रकाश की चाल');
  });

  it('offers nothing for English, empty text, text without Latin letters, or one Assamese letter', () => {
    expect(transliterationCandidates('prakash', 'en')).toEqual([]);
    expect(transliterationCandidates('   ', 'hi')).toEqual([]);
    expect(transliterationCandidates('प्रकाश', 'hi')).toEqual([]);
    expect(transliterationCandidates('k', 'as')).toEqual([]);
    expect(transliterationCandidates('ka', 'as').length).toBeGreaterThan(0);
    expect(transliterationCandidates('k', 'hi').length).toBeGreaterThan(0);
    expect(wantsTransliteration('x'.repeat(61), 'hi')).toBe(false);
  });

  it('reads only single printable characters as typing', () => {
    for (const key of ['a', 'Z', '1', ' ', 'ा']) expect(isPrintableKey(key), key).toBe(true);
    for (const key of ['Enter', 'ArrowDown', 'Backspace', 'Tab', '\u0007', '']) expect(isPrintableKey(key), key).toBe(false);
  });
});
