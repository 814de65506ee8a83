/**
 * One Noto font per script, loaded only for the active locale (platform.md §4.3, §8; STACK.md fonts).
 * Latin Noto Sans is always bundled (imported by main.tsx); a script font is fetched on demand.
 * A failed download is reported on the console only (§8 "Font download failure: console error").
 */
export type ScriptFont = {
  /** CSS family name declared by the @fontsource-variable package. */
  family: string;
  load: () => Promise<unknown>;
};

export const LATIN_FAMILY = 'Noto Sans Variable';

const SCRIPT_FONTS: Record<string, ScriptFont> = {
  devanagari: {
    family: 'Noto Sans Devanagari Variable',
    load: () => import('@fontsource-variable/noto-sans-devanagari'),
  },
  bengali: { family: 'Noto Sans Bengali Variable', load: () => import('@fontsource-variable/noto-sans-bengali') },
  kannada: { family: 'Noto Sans Kannada Variable', load: () => import('@fontsource-variable/noto-sans-kannada') },
  tamil: { family: 'Noto Sans Tamil Variable', load: () => import('@fontsource-variable/noto-sans-tamil') },
  telugu: { family: 'Noto Sans Telugu Variable', load: () => import('@fontsource-variable/noto-sans-telugu') },
  oriya: { family: 'Noto Sans Oriya Variable', load: () => import('@fontsource-variable/noto-sans-oriya') },
  malayalam: {
    family: 'Noto Sans Malayalam Variable',
    load: () => import('@fontsource-variable/noto-sans-malayalam'),
  },
  gujarati: { family: 'Noto Sans Gujarati Variable', load: () => import('@fontsource-variable/noto-sans-gujarati') },
  gurmukhi: { family: 'Noto Sans Gurmukhi Variable', load: () => import('@fontsource-variable/noto-sans-gurmukhi') },
};

/** The font of a script name (`SCRIPT_OF_LOCALE` values), or null for Latin and unknown scripts. */
export function scriptFont(script: string): ScriptFont | null {
  return SCRIPT_FONTS[script.toLowerCase()] ?? null;
}

/** CSS font-family stack for a script: its Noto face first, then Latin Noto, then system fonts. */
export function fontStack(script: string): string {
  const font = scriptFont(script);
  const families = font ? [`'${font.family}'`, `'${LATIN_FAMILY}'`] : [`'${LATIN_FAMILY}'`];
  return [...families, 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'].join(', ');
}

/** Starts loading the script's font; resolves when the CSS is in, never rejects. */
export async function loadScriptFont(script: string): Promise<void> {
  const font = scriptFont(script);
  if (!font) return;
  try {
    await font.load();
  } catch (error) {
    console.error(`Could not load the ${script} font`, error);
  }
}
