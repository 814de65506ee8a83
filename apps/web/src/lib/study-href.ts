/**
 * Links to the public study pages (decision 047) from the app: a module of its own, as small as it
 * can be, because every router link (`InternalLink`, on the landing page too) uses it.
 */

/** A study path in a language: English at the root, every other language under `/<locale>`. */
export function localePath(locale: string, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** True for an href of a study page (`/study`, `/study/…`, with a query or fragment). */
export function isStudyHref(href: string): boolean {
  return /^\/study(?:[/?#]|$)/.test(href);
}
