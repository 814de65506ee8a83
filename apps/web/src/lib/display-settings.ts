/**
 * A profile's display settings on this device (issue 22 §2; docs/decisions/038): text size, the
 * high-contrast theme, reduced motion and the legibility font. Stored per profile on the server;
 * the last applied settings are kept in localStorage so main.tsx applies them before the first
 * paint. Small on purpose: it is in the landing page's chunk (no zod, no contracts at run time).
 */
import type { DisplaySettings } from '@abhyas/contracts';

/** localStorage key of the cached settings (`{ profileId, display }`). */
export const DISPLAY_KEY = 'abhyas.display';

export const DEFAULT_DISPLAY: DisplaySettings = { text_scale: 100, high_contrast: false, reduced_motion: 'system', dyslexia_font: false };

/** Classes put on <html> (global.css styles them). */
export const DISPLAY_CLASSES = {
  highContrast: 'abhyas-high-contrast',
  reduceMotion: 'abhyas-reduce-motion',
  allowMotion: 'abhyas-allow-motion',
  legibleFont: 'abhyas-legible-font',
} as const;

let fontRequested = false;

/** Loads the legibility font (Atkinson Hyperlegible, OFL) once, in its own chunk: only when chosen. */
function loadLegibleFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void Promise.all([import('@fontsource/atkinson-hyperlegible/400.css'), import('@fontsource/atkinson-hyperlegible/700.css')]).catch((error: unknown) => {
    fontRequested = false;
    console.error('Could not load the legibility font', error);
  });
}

/**
 * Applies `d` to the document: root font size (text_scale %, so every rem scales), and the
 * classes of DISPLAY_CLASSES. `reduced_motion: 'system'` leaves it to prefers-reduced-motion.
 */
export function applyDisplay(d: DisplaySettings, root: HTMLElement = document.documentElement): void {
  const scale = Math.min(200, Math.max(100, Math.round(d.text_scale)));
  root.style.fontSize = scale === 100 ? '' : `${scale}%`;
  root.classList.toggle(DISPLAY_CLASSES.highContrast, d.high_contrast);
  root.classList.toggle(DISPLAY_CLASSES.reduceMotion, d.reduced_motion === 'reduce');
  root.classList.toggle(DISPLAY_CLASSES.allowMotion, d.reduced_motion === 'no-preference');
  root.classList.toggle(DISPLAY_CLASSES.legibleFont, d.dyslexia_font);
  if (d.dyslexia_font) loadLegibleFont();
}

/** The cached settings and whose they are, or null (none, or unreadable). */
export function storedDisplay(): { profileId: string | null; display: DisplaySettings } | null {
  try {
    const raw = localStorage.getItem(DISPLAY_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as { profileId?: unknown; display?: Partial<DisplaySettings> };
    if (!v || typeof v !== 'object' || !v.display) return null;
    return { profileId: typeof v.profileId === 'string' ? v.profileId : null, display: { ...DEFAULT_DISPLAY, ...v.display } };
  } catch {
    return null;
  }
}

/** Caches `display` as `profileId`'s and applies it. */
export function keepDisplay(profileId: string | null, display: DisplaySettings): void {
  try {
    localStorage.setItem(DISPLAY_KEY, JSON.stringify({ profileId, display }));
  } catch {
    // Private mode or full storage: the settings still apply for this page.
  }
  applyDisplay(display);
}

/** Applies the cached settings (main.tsx, before the first render). */
export function applyStoredDisplay(): void {
  const kept = storedDisplay();
  if (kept) applyDisplay(kept.display);
}
