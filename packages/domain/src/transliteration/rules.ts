/**
 * The rules of the transliteration helper (platform.md §5; learning.md §5, §9) without the
 * transliteration tables, so the web can apply them cheaply. Decision 039.
 */

/** At most this many suggestions (learning.md §9). */
export const TRANSLITERATION_MAX_SUGGESTIONS = 5;
/** Longest text transliterated, in characters. */
export const TRANSLITERATION_MAX_TEXT = 60;

/** Sanscript's script name for each Indic interface language. */
export const TRANSLITERATION_SCRIPTS = {
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  as: 'assamese',
  gu: 'gujarati',
  pa: 'gurmukhi',
  or: 'oriya',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
} as const;

/** A language the transliteration helper writes (the eleven Indic interface languages). */
export type TransliterationLocale = keyof typeof TRANSLITERATION_SCRIPTS;
export const TRANSLITERATION_LOCALES = Object.keys(TRANSLITERATION_SCRIPTS) as TransliterationLocale[];

/** True for a locale whose script the helper writes (not English). */
export function isTransliterationLocale(locale: string | null | undefined): locale is TransliterationLocale {
  return !!locale && Object.hasOwn(TRANSLITERATION_SCRIPTS, locale);
}

/**
 * The least characters of text before suggestions are offered: 2 for Assamese, else 1
 * (learning.md §5).
 */
export function minTransliterationLength(locale: string): number {
  return locale === 'as' ? 2 : 1;
}

/**
 * Whether the helper offers suggestions for `text` in `locale` (platform.md §5, learning.md §5):
 * an Indic language, non-empty text (after trimming) of at most TRANSLITERATION_MAX_TEXT
 * characters holding a Latin letter, and at least 2 characters for Assamese. The screen-width
 * rule (wider than 768 px) is the web's.
 */
export function wantsTransliteration(text: string, locale: string): boolean {
  const trimmed = text.trim();
  return (
    isTransliterationLocale(locale) &&
    trimmed.length >= minTransliterationLength(locale) &&
    trimmed.length <= TRANSLITERATION_MAX_TEXT &&
    /[a-z]/i.test(trimmed)
  );
}

/**
 * True when a keystroke's `key` is a single printable character, the only keys the helper reads
 * as typing (platform.md §5: "typed characters limited to single printable characters"); Enter,
 * arrows, Backspace and the like are not.
 */
export function isPrintableKey(key: string): boolean {
  return [...key].length === 1 && !/[\p{Cc}\p{Cf}]/u.test(key);
}
