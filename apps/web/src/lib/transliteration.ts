/**
 * The transliteration helper (platform.md §5; learning.md §5, §9; decision 039): Latin letters
 * typed into a free-text field → up to 5 spellings in the script of the student's language, from
 * GET /api/transliterate. The rules: only on screens wider than 768 px, only for non-empty text
 * (2 characters for Assamese), and only after a keystroke that is a single printable character
 * (Backspace, arrows, Enter, pasting do not ask); asked 150 ms after the last keystroke.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { isPrintableKey, isTransliterationLocale, TRANSLITERATION_MAX_TEXT, wantsTransliteration } from '@abhyas/domain';
import { type transliterateResponse } from '@abhyas/contracts';
import { api, type Decoded } from './api-client.ts';

/** Wait after the last keystroke before asking (ms, learning.md §9). */
export const TRANSLITERATION_DEBOUNCE_MS = 150;
/** The helper shows only on screens wider than this (px, platform.md §5). */
export const TRANSLITERATION_MIN_WIDTH = 768;

/** GET /api/transliterate?text=&lang= (decision 039): up to 5 spellings, likeliest first. Throws ApiError. */
export async function fetchTransliterations(text: string, lang: string, signal?: AbortSignal): Promise<string[]> {
  const query = { text: text.trim().slice(0, TRANSLITERATION_MAX_TEXT), lang };
  return (await api<Decoded<typeof transliterateResponse>>('/api/transliterate', { query, signal, auth: 'none' })).data.suggestions;
}

export interface TransliterationHelper {
  /** The spellings to offer now (empty when the rules say none). */
  suggestions: string[];
  /** Give to the field: notes whether the last keystroke was a single printable character. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Give to the field's change handler with the new text. */
  onTextChange: (text: string) => void;
  /** Forget the suggestions (after one was chosen, or Escape). */
  clear: () => void;
  /** True on a screen where the helper works (wider than 768 px) and for an Indic language. */
  active: boolean;
}

/**
 * The helper's state for one field in language `lang` (a locale code; English and unknown
 * languages get nothing). A failed call shows no suggestions: typing goes on as usual.
 */
export function useTransliteration(lang: string | null | undefined): TransliterationHelper {
  const wide = useMediaQuery(`(min-width: ${TRANSLITERATION_MIN_WIDTH + 1}px)`, false, { getInitialValueInEffect: false });
  const active = wide === true && isTransliterationLocale(lang);
  const printable = useRef(false);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, TRANSLITERATION_DEBOUNCE_MS);
  const shows = active && !!lang && wantsTransliteration(text, lang);
  const query = useQuery({
    queryKey: ['transliterate', lang, debounced.trim()],
    queryFn: ({ signal }) => fetchTransliterations(debounced, lang!, signal),
    enabled: active && !!lang && wantsTransliteration(debounced, lang),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    suggestions: shows ? (query.data ?? []) : [],
    onKeyDown: (event) => {
      printable.current = isPrintableKey(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
    },
    onTextChange: (next) => {
      setText(active && printable.current ? next : '');
      printable.current = false;
    },
    clear: () => setText(''),
    active,
  };
}

/**
 * The language whose script the helper writes: the profile's language when it is an Indic one,
 * else the interface language (decision 039); English gets no helper.
 */
export function transliterationLanguage(profileLocale: string | null | undefined, interfaceLocale: string): string {
  return isTransliterationLocale(profileLocale) ? profileLocale : interfaceLocale;
}
