/**
 * The display settings' first paint (issue 22 §2; decision 038), kept to a few lines because it is
 * in the landing page's chunk: when this device keeps settings other than the defaults, it loads
 * lib/display-settings.ts and applies them; main.tsx waits for that before the first render.
 * Resolves at once for the defaults (the common case) or unreadable storage.
 */
export function applyStoredDisplaySoon(): Promise<void> {
  try {
    const raw = localStorage.getItem('abhyas.display');
    const d = raw
      ? (JSON.parse(raw) as { display?: { text_scale?: number; high_contrast?: boolean; reduced_motion?: string; dyslexia_font?: boolean } }).display
      : null;
    const changed = !!d && ((d.text_scale ?? 100) !== 100 || !!d.high_contrast || (d.reduced_motion ?? 'system') !== 'system' || !!d.dyslexia_font);
    if (changed) return import('./display-settings.ts').then((m) => m.applyStoredDisplay());
  } catch {
    // Private mode or a damaged entry: the defaults stand.
  }
  return Promise.resolve();
}
