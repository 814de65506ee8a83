// Interface languages. platform.md §3 (Language option), §4.3, §9

/** The twelve interface languages, in picker order. platform.md §3, §9 */
export const SUPPORTED_LOCALES = ['en', 'hi', 'kn', 'bn', 'gu', 'or', 'te', 'ta', 'ml', 'mr', 'pa', 'as'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The fallback language. platform.md §4.3, §9 */
export const DEFAULT_LOCALE: Locale = 'en';

export interface LanguageOption {
  /** 1-based position in the picker. */
  id: number;
  code: Locale;
  /** Name in its own script. */
  title: string;
  /** English name. */
  subText: string;
}

/** The language picker entries. platform.md §3 Language option */
export const LANGUAGES: readonly LanguageOption[] = [
  { id: 1, code: 'en', title: 'English', subText: 'English' },
  { id: 2, code: 'hi', title: 'हिन्दी', subText: 'Hindi' },
  { id: 3, code: 'kn', title: 'ಕನ್ನಡ', subText: 'Kannada' },
  { id: 4, code: 'bn', title: 'বাংলা', subText: 'Bengali' },
  { id: 5, code: 'gu', title: 'ગુજરાતી', subText: 'Gujarati' },
  { id: 6, code: 'or', title: 'ଓଡ଼ିଆ', subText: 'Odia' },
  { id: 7, code: 'te', title: 'తెలుగు', subText: 'Telugu' },
  { id: 8, code: 'ta', title: 'தமிழ்', subText: 'Tamil' },
  { id: 9, code: 'ml', title: 'മലയാളം', subText: 'Malayalam' },
  { id: 10, code: 'mr', title: 'मराठी', subText: 'Marathi' },
  { id: 11, code: 'pa', title: 'ਪੰਜਾਬੀ', subText: 'Punjabi' },
  { id: 12, code: 'as', title: 'অসমীয়া', subText: 'Assamese' },
];

/** True when `value` is exactly one of the twelve locale codes (lower-case). platform.md §4.3 */
export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** `hi`, `HI`, `hi-IN`, `hi_IN` → `hi`; anything else unchanged but trimmed. */
function baseLanguage(value: string): string {
  return value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export interface ResolvedLocale {
  locale: Locale;
  /** Set when the requested locale was not usable; the caller logs it. */
  warning?: string;
}

/**
 * Picks the locale to use. `requested` may carry a region (`hi-IN`) or other case.
 * Without an exam list (or with an empty one) a supported request wins, else English.
 * With an exam's supported_languages list, the request must also be in it, else the
 * exam's first supported language is used (English if none is supported).
 * A warning is returned whenever a non-empty request was replaced. platform.md §4.3
 */
export function resolveLocale(requested: string | null | undefined, examSupported?: readonly string[] | null): ResolvedLocale {
  const examLocales = (examSupported ?? []).map(baseLanguage).filter(isSupportedLocale);
  const restricted = (examSupported ?? []).length > 0;
  const fallback: Locale = restricted ? (examLocales[0] ?? DEFAULT_LOCALE) : DEFAULT_LOCALE;
  const wanted = requested == null ? '' : baseLanguage(requested);
  if (wanted === '') return { locale: fallback };
  if (isSupportedLocale(wanted) && (!restricted || examLocales.includes(wanted))) return { locale: wanted };
  const why = isSupportedLocale(wanted) ? 'is not supported by this exam' : 'is not a supported locale';
  return { locale: fallback, warning: `Locale "${requested}" ${why}; using "${fallback}"` };
}

/**
 * Whether the language chooser's Done button is enabled: `selected` is one of the twelve
 * codes and is in the exam's supported list, or the list is absent or empty (then all
 * twelve count). platform.md §4.3
 */
export function canConfirmLanguage(selected: string | null | undefined, examSupported?: readonly string[] | null): boolean {
  if (!isSupportedLocale(selected)) return false;
  if (examSupported == null || examSupported.length === 0) return true;
  return examSupported.includes(selected);
}

export type Script = 'latin' | 'devanagari' | 'bengali' | 'kannada' | 'tamil' | 'telugu' | 'oriya' | 'malayalam' | 'gujarati' | 'gurmukhi';

/** The writing system of each locale, to load one font per script. platform.md §9 */
export const SCRIPT_OF_LOCALE: Readonly<Record<Locale, Script>> = {
  en: 'latin',
  hi: 'devanagari',
  kn: 'kannada',
  bn: 'bengali',
  gu: 'gujarati',
  or: 'oriya',
  te: 'telugu',
  ta: 'tamil',
  ml: 'malayalam',
  mr: 'devanagari',
  pa: 'gurmukhi',
  as: 'bengali',
};

/**
 * The value for `<html lang>`: the locale with the India region, e.g. `hi-IN`, `en-IN`;
 * an unsupported value gives `en-IN`. platform.md §4.3
 */
export function htmlLang(locale: string): string {
  return `${isSupportedLocale(locale) ? locale : DEFAULT_LOCALE}-IN`;
}
