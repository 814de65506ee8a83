import { transliterationCandidates } from '@abhyas/domain/transliteration/transliterate';
import type { TransliterateResponse } from '@abhyas/contracts';

/** Transliteration calls per minute from one address (typing at the web's 150 ms debounce stays well below). */
export const TRANSLITERATE_PER_MIN = 300;

/**
 * Up to 5 spellings of Latin `text` in the script of `lang` (platform.md §5; learning.md §5, §9;
 * decision 039), likeliest first: offline, through Sanscript (packages/domain transliteration).
 * Empty for text without Latin letters or shorter than the language's minimum (Assamese: 2).
 */
export function transliterate(text: string, lang: string): TransliterateResponse {
  return { text, lang, suggestions: transliterationCandidates(text, lang) };
}
