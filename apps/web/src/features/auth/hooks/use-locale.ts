import { useTranslation } from 'react-i18next';

/** The active interface locale, sent as `?locale=` on account calls (platform.md §7.2). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}
