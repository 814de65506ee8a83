import { vi } from 'vitest';

/**
 * Stubs `matchMedia` so every `min-width` query matches (a screen wider than any breakpoint), e.g.
 * for the transliteration helper, which works only above 768 px. Undone by `vi.unstubAllGlobals()`.
 */
export function stubWideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
