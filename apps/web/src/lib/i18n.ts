/**
 * Interface language (platform.md §4.3, §9). i18next with ICU messages; one namespace per feature,
 * catalogs at `src/locales/<locale>/<ns>.json`. English is bundled as the fallback; any other locale's
 * catalogs are fetched lazily, so only the active language loads. The locale comes from localStorage
 * `abhyas.locale` through `resolveLocale` (unsupported values fall back to English).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang, resolveLocale, SCRIPT_OF_LOCALE, type Locale } from '@abhyas/domain';
import { fontStack, loadScriptFont } from './fonts.ts';
import { icuFormat, registerCatalog, type CatalogModule } from './icu-format.ts';
import { readString, STORAGE_KEYS, writeString } from './storage.ts';

type Catalog = Record<string, unknown>;

/**
 * Namespaces every page needs at first paint; they are bundled for English. Every other namespace
 * (and every namespace of another locale) is fetched when a component first asks for it.
 */
export const EAGER_NAMESPACES = ['common', 'shell', 'errors', 'landing'];

const englishFiles = import.meta.glob<CatalogModule>('../locales/en/{common,shell,errors,landing}.json', { eager: true });

function parts(path: string): { locale: string; ns: string } {
  const segments = path.split('/');
  const file = segments[segments.length - 1] ?? '';
  return { locale: segments[segments.length - 2] ?? '', ns: file.replace(/\.json$/, '') };
}

const englishResources: Record<string, Catalog> = {};
for (const [path, catalog] of Object.entries(englishFiles)) {
  englishResources[parts(path).ns] = catalog.default;
  registerCatalog('en', parts(path).ns, catalog);
}

export const DEFAULT_NS = 'common';

/**
 * i18next back end that fetches a catalog when a screen first asks for it (`i18n-catalogs.ts`,
 * loaded with the first one); a missing one gives an empty namespace (English shows as the
 * fallback), a failed one is logged (§8).
 */
const lazyCatalogs = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Catalog | null) => void) {
    import('./i18n-catalogs.ts')
      .then(({ readCatalog }) => readCatalog(language, namespace))
      .then(
        (module) => {
          if (!module) {
            callback(null, {});
            return;
          }
          registerCatalog(language, namespace, module);
          callback(null, module.default);
        },
        (error: unknown) => {
          console.warn(`Could not load the ${language} catalog ${namespace}`, error);
          callback(error, null);
        },
      );
  },
};

export const i18n = i18next.createInstance();
void i18n
  .use(lazyCatalogs)
  .use(icuFormat)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    ns: EAGER_NAMESPACES,
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    resources: { en: englishResources },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
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

/** Loads catalogs before a page needs them (e.g. in a route's loader), avoiding a suspense flash. */
export async function preloadNamespaces(namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

/**
 * Starts the stored language: loads its catalogs and its script font, switches i18next and sets
 * `<html lang>`. Resolves with the locale in use.
 */
export async function startI18n(): Promise<Locale> {
  const locale = storedLocale();
  void loadScriptFont(scriptOf(locale));
  // Switching loads the first-paint catalogs of the locale through the lazy back end.
  await i18n.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  return locale;
}

type LocaleChangeHook = (locale: Locale) => Promise<void>;
let beforeLocaleChange: LocaleChangeHook | null = null;

/** How long a language change waits for the profile update before reloading anyway (ms). */
const LOCALE_HOOK_TIMEOUT_MS = 4000;

/**
 * Registers what must happen before the interface language changes (the app keeps the current
 * profile's language in step, platform.md §4.3); one hook, replaced by a later call.
 */
export function onBeforeLocaleChange(hook: LocaleChangeHook | null): void {
  beforeLocaleChange = hook;
}

/**
 * Stores a new interface locale and reloads the page so everything starts in it (§4.3). The
 * registered hook runs first (at most 4 s; its failure does not stop the change).
 */
export async function chooseLocale(locale: string): Promise<void> {
  const chosen = resolveLocale(locale).locale;
  if (beforeLocaleChange) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, LOCALE_HOOK_TIMEOUT_MS));
    await Promise.race([beforeLocaleChange(chosen).catch((error: unknown) => console.warn('Could not keep the profile language in step', error)), timeout]);
  }
  writeString(STORAGE_KEYS.locale, chosen);
  window.location.reload();
}

/**
 * Opens `href` (replacing this history entry) with a full page load in `locale` (stored first), so catalogs, script font and
 * theme all start in it; used when a profile with its own language becomes current (§4.3).
 */
export function openInLocale(locale: string, href: string): void {
  writeString(STORAGE_KEYS.locale, resolveLocale(locale).locale);
  window.location.replace(href);
}
