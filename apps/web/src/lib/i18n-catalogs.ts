/**
 * The lazily loaded message catalogs (platform.md §4.3): every catalog but English's first-paint
 * ones, each its own chunk. This map is in a module of its own, loaded when the first lazy catalog
 * is asked for, so the entry chunk does not carry one entry per locale and namespace (12 × 20 and
 * growing; each namespace added 0.19 KB gzip to the landing page; bundle budget, decision 004).
 */
import type { CatalogModule } from './icu-format.ts';

// Not `study`: the public study pages' catalog is read by the build's prerender only (decision 047).
const lazyFiles = import.meta.glob<CatalogModule>(['../locales/*/*.json', '!../locales/en/{common,shell,errors,landing}.json', '!../locales/*/study.json']);

function parts(path: string): { locale: string; ns: string } {
  const segments = path.split('/');
  const file = segments[segments.length - 1] ?? '';
  return { locale: segments[segments.length - 2] ?? '', ns: file.replace(/\.json$/, '') };
}

/** The loader of catalog `namespace` in `locale`, or undefined when there is none. */
export function catalogLoader(locale: string, namespace: string): (() => Promise<CatalogModule>) | undefined {
  return lazyFiles[`../locales/${locale}/${namespace}.json`];
}

/** Namespaces, one per feature, as English defines them (the eager ones included). */
export const NAMESPACES = [
  ...new Set([
    'common',
    'shell',
    'errors',
    'landing',
    ...Object.keys(lazyFiles)
      .filter((p) => parts(p).locale === 'en')
      .map((p) => parts(p).ns),
  ]),
].sort();
