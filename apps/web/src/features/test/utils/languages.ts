import { LANGUAGES } from '@abhyas/domain';

/** Options for a language picker among a paper's `languages`, each named in its own script. */
export function languageOptions(codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: LANGUAGES.find((l) => l.code === code)?.title ?? code }));
}

/** The test language to start with: the stored choice, else the interface language, else the paper's first. */
export function initialLanguage(languages: readonly string[], stored: string | null, uiLocale: string): string {
  if (stored && languages.includes(stored)) return stored;
  if (languages.includes(uiLocale)) return uiLocale;
  return languages[0] ?? 'en';
}
