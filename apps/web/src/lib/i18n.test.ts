import { afterEach, describe, expect, it } from 'vitest';
import { fontStackFor, i18n, preloadNamespaces, startI18n, storedLocale } from './i18n.ts';
import { NAMESPACES } from './i18n-catalogs.ts';
import { STORAGE_KEYS } from './storage.ts';

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('i18n', () => {
  it('knows every namespace and bundles the first-paint English ones, with ICU plurals', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common', 'shell', 'errors', 'landing', 'pages', 'profiles']));
    expect(i18n.hasResourceBundle('en', 'landing')).toBe(true);
    expect(i18n.t('languages.title', { ns: 'landing', count: 12 })).toBe('Study in 12 languages');
    expect(i18n.t('languages.title', { ns: 'landing', count: 1 })).toBe('Study in 1 language');
  });

  it('reads the stored locale and falls back to English for unsupported values', () => {
    expect(storedLocale()).toBe('en');
    localStorage.setItem(STORAGE_KEYS.locale, 'ta');
    expect(storedLocale()).toBe('ta');
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    expect(storedLocale()).toBe('en');
  });

  it('puts the active script’s Noto font first in the font stack', () => {
    expect(fontStackFor('en').startsWith("'Noto Sans Variable'")).toBe(true);
    expect(fontStackFor('hi').startsWith("'Noto Sans Devanagari Variable', 'Noto Sans Variable'")).toBe(true);
    expect(fontStackFor('mr').startsWith("'Noto Sans Devanagari Variable'")).toBe(true);
    expect(fontStackFor('as').startsWith("'Noto Sans Bengali Variable'")).toBe(true);
    expect(fontStackFor('pa').startsWith("'Noto Sans Gurmukhi Variable'")).toBe(true);
  });

  it('starts in the stored language: loads its catalogs and sets <html lang>', async () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'hi');
    await expect(startI18n()).resolves.toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(i18n.language).toBe('hi');
    expect(i18n.hasResourceBundle('hi', 'shell')).toBe(true);
    expect(i18n.t('skipToContent', { ns: 'shell' })).not.toBe('Skip to main content');
  });

  it('fetches a namespace of the active language when it is first needed', async () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'hi');
    await startI18n();
    await preloadNamespaces(['profiles']);
    expect(i18n.hasResourceBundle('hi', 'profiles')).toBe(true);
  });
});
