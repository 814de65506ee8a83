/**
 * Interface language (platform.md §4.3, §9). i18next with ICU messages; one namespace per feature,
 * catalogs at `src/locales/<locale>/<ns>.json`. English is bundled as the fallback; any other locale's
 * catalogs are fetched lazily, so only the active language loads. The locale comes from localStorage
 * `abhyas.locale` through `resolveLocale` (unsupported values fall back to English).
 */
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { htmlLang, resolveLocale, SCRIPT_OF_LOCALE, type Locale } from '@abhyas/domain';
import { fontStack, loadScriptFont } from './fonts.ts';
import { readString, STORAGE_KEYS, writeString } from './storage.ts';

type Catalog = Record<string, unknown>;

const englishFiles = import.meta.glob<Catalog>('../locales/en/*.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Catalog>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

function parts(path: string): { locale: string; ns: string } {
  const segments = path.split('/');
  const file = segments[segments.length - 1] ?? '';
  return { locale: segments[segments.length - 2] ?? '', ns: file.replace(/\.json$/, '') };
}

const englishResources: Record<string, Catalog> = {};
for (const [path, catalog] of Object.entries(englishFiles)) englishResources[parts(path).ns] = catalog;

/** Namespaces, one per feature, as English defines them. */
export const NAMESPACES = Object.keys(englishResources).sort();
export const DEFAULT_NS = 'common';

export const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    resources: { en: englishResources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** The stored interface locale, validated (English when absent or unsupported). */
export function storedLocale(): Locale {
  const { locale, warning } = resolveLocale(readString(STORAGE_KEYS.locale));
  if (warning) console.warn(warning);
  return locale;
}

/** The Unicode script of a locale, e.g. `devanagari` for `hi` and `mr`, `latin` for `en`. */
export function scriptOf(locale: string): string {
  return SCRIPT_OF_LOCALE[resolveLocale(locale).locale];
}

/** CSS font stack for a locale's script (used by the Mantine theme). */
export function fontStackFor(locale: string): string {
  return fontStack(scriptOf(locale));
}

/** Fetches and registers every catalog of `locale`; failures are logged and English stays (§8). */
export async function loadLocaleCatalogs(locale: string): Promise<void> {
  if (locale === 'en') return;
  const entries = Object.entries(lazyFiles).filter(([path]) => parts(path).locale === locale);
  await Promise.all(
    entries.map(async ([path, load]) => {
      try {
        i18n.addResourceBundle(locale, parts(path).ns, await load(), true, true);
      } catch (error) {
        console.warn(`Could not load the ${locale} catalog ${parts(path).ns}`, error);
      }
    }),
  );
}

/**
 * Starts the stored language: loads its catalogs and its script font, switches i18next and sets
 * `<html lang>`. Resolves with the locale in use.
 */
export async function startI18n(): Promise<Locale> {
  const locale = storedLocale();
  void loadScriptFont(scriptOf(locale));
  await loadLocaleCatalogs(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  return locale;
}

/** Stores a new interface locale and reloads the page so everything starts in it (§4.3). */
export function chooseLocale(locale: string): void {
  writeString(STORAGE_KEYS.locale, resolveLocale(locale).locale);
  window.location.reload();
}
