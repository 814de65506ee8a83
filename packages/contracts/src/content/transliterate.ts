import { z } from 'zod';
import { TRANSLITERATION_LOCALES, TRANSLITERATION_MAX_TEXT } from '@abhyas/domain';

/**
 * GET /api/transliterate?text=&lang= (platform.md §5; learning.md §5, §9; decision 039): Latin
 * letters → up to 5 spellings in the script of `lang`, one of the eleven Indic interface languages.
 */
export const transliterateQuery = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text is empty: send the letters typed')
    .max(TRANSLITERATION_MAX_TEXT, `text is longer than ${TRANSLITERATION_MAX_TEXT} characters`),
  lang: z.enum(TRANSLITERATION_LOCALES as unknown as [string, ...string[]], {
    error: `lang must be one of ${TRANSLITERATION_LOCALES.join(', ')} (English needs no transliteration)`,
  }),
});

export const transliterateResponse = z.object({
  text: z.string(),
  lang: z.string(),
  /** Likeliest first; empty when the text has no Latin letter or is too short (Assamese: 2 characters). */
  suggestions: z.array(z.string()).max(5),
});
export type TransliterateResponse = z.infer<typeof transliterateResponse>;
