/**
 * The lazily loaded message catalogs (platform.md §4.3): every catalog but English's first-paint
 * ones is a data file of the build, `assets/locales/<hash>/<locale>/<namespace>.json` (build/
 * icu-precompile.ts `catalogAssets`, decision 052), fetched when a screen first asks for its
 * namespace. Data, not code: no script per catalog, and no map of 12 × 35 loaders in the app (it
 * was 4.6 KB gzipped of every signed-in page's JavaScript, issue 25 §3). This module is loaded
 * with the first lazy catalog, so the landing page's entry does not carry it (decision 004).
 */
import { SUPPORTED_LOCALES } from '@abhyas/domain';
import type { CatalogModule } from './icu-format.ts';

/** The catalogs' folder from the site's root, ending in `/` (defined by the build). */
declare const __CATALOG_DIR__: string;
/** English's namespaces, the bundled ones included (defined by the build). */
declare const __CATALOG_NAMESPACES__: readonly string[];

/** Namespaces, one per feature, as English defines them (the eager ones included), sorted. */
export const NAMESPACES: readonly string[] = [...__CATALOG_NAMESPACES__].sort();

/** Reads one catalog: the module, null when the build has none for the pair, a rejection when it could not be read. */
export type CatalogSource = (locale: string, namespace: string) => Promise<CatalogModule | null>;

/** The catalog of `namespace` in `locale` from the server (or the service worker's copy). */
export const fetchCatalog: CatalogSource = async (locale, namespace) => {
  if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale) || !NAMESPACES.includes(namespace)) return null;
  const response = await fetch(`${import.meta.env.BASE_URL}${__CATALOG_DIR__}${locale}/${namespace}.json`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The ${locale} catalog ${namespace} answered HTTP ${response.status}`);
  const body = (await response.json()) as { strings: Record<string, unknown>; icu?: CatalogModule['icu'] };
  return { default: body.strings, icu: body.icu };
};

let source: CatalogSource = fetchCatalog;

/** Reads the catalog of `namespace` in `locale` (see CatalogSource). */
export function readCatalog(locale: string, namespace: string): Promise<CatalogModule | null> {
  return source(locale, namespace);
}

/** Replaces where catalogs are read from (the web tests read the source files); returns the previous source. */
export function setCatalogSource(next: CatalogSource): CatalogSource {
  const previous = source;
  source = next;
  return previous;
}
