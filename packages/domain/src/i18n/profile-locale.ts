// Keeping the interface language and a profile's language together. platform.md §4.3, §7.5; issue 15
import { isSupportedLocale, type Locale } from './locales.ts';

/**
 * The interface language to switch to when a profile becomes current: the profile's language
 * when it is one of the twelve and differs from the interface's, else null (nothing to do).
 * platform.md §4.3, issue 15 ("choosing Diya opens the interface in Hindi")
 */
export function interfaceLocaleForProfile(profileLocale: string | null | undefined, interfaceLocale: string): Locale | null {
  return isSupportedLocale(profileLocale) && profileLocale !== interfaceLocale ? profileLocale : null;
}

/**
 * The language to store on the current profile after the interface language changed: the new
 * interface language when it differs from the profile's and the profile's exam is offered in it
 * (an absent or empty list means every language), else null. An exam not offered in the chosen
 * language keeps the profile's own (its questions exist only there), rather than falling back
 * to the exam's first language. platform.md §4.3, §7.5
 */
export function profileLocaleForInterface(input: { interfaceLocale: string; profileLocale: string; examSupported?: readonly string[] | null }): Locale | null {
  const { interfaceLocale, profileLocale, examSupported } = input;
  if (!isSupportedLocale(interfaceLocale) || interfaceLocale === profileLocale) return null;
  if (examSupported && examSupported.length > 0 && !examSupported.includes(interfaceLocale)) return null;
  return interfaceLocale;
}
