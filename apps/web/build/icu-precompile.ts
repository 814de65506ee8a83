import { parse } from '@formatjs/icu-messageformat-parser';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const CATALOG = /\/locales\/[a-z]{2}\/[a-z-]+\.json$/;

/** Messages whose text is not returned verbatim by ICU: placeholders, plurals, selects, quotes. */
const needsIcu = (message: string): boolean => message.includes('{') || message.includes("'");

function flatten(tree: unknown, prefix: string, out: Record<string, unknown>, file: string): void {
  if (typeof tree === 'string') {
    if (needsIcu(tree)) {
      try {
        out[prefix] = parse(tree, { ignoreTag: true });
      } catch (err) {
        throw new Error(`${file}: message "${prefix}" is not valid ICU: ${(err as Error).message}`);
      }
    }
    return;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out, file);
  }
}

/** A catalog compiled for the browser: its strings, and the ASTs of the messages that need ICU by dotted key. */
export interface CompiledCatalog {
  strings: unknown;
  icu: Record<string, unknown>;
}

/** Reads and compiles one catalog file; an invalid ICU message throws, naming the file and the key. */
export function compileCatalog(path: string): CompiledCatalog {
  const strings = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const icu: Record<string, unknown> = {};
  flatten(strings, '', icu, path);
  return { strings, icu };
}

/**
 * Parses every ICU message of the catalogs at build time (the web app ships the message ASTs and
 * no ICU parser). A catalog module then exports its strings as `default` and, as `icu`, the ASTs
 * of the messages that need formatting, keyed by their dotted key. An invalid message fails the build.
 */
export function icuPrecompile(): Plugin {
  const PREFIX = '\0abhyas-catalog:';
  return {
    name: 'abhyas-icu-precompile',
    enforce: 'pre',
    // Catalogs become virtual JS modules, so Vite's JSON handling does not touch them.
    resolveId(source, importer) {
      const path = source.split('?')[0] ?? source;
      if (!CATALOG.test(path) || source.startsWith(PREFIX)) return null;
      const absolute = path.startsWith('/') && !path.startsWith('/src/') ? path : resolve(importer ? dirname(importer) : process.cwd(), path);
      return `${PREFIX}${absolute}.js`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const path = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(path);
      const { strings, icu } = compileCatalog(path);
      return { code: `export default ${JSON.stringify(strings)};\nexport const icu = ${JSON.stringify(icu)};\n`, map: null };
    },
  };
}

/** English's first-paint catalogs, bundled with the app (src/lib/i18n.ts EAGER_NAMESPACES). */
const BUNDLED = new Set(['en/common', 'en/shell', 'en/errors', 'en/landing']);
/** Read by the build's prerender of the study pages only (decision 047). */
const PRERENDER_ONLY = new Set(['study']);

/**
 * The message catalogs as data files (decision 052): every catalog but English's first-paint ones
 * becomes `assets/locales/<hash>/<locale>/<namespace>.json` (`{ strings, icu }`, compiled as
 * icuPrecompile compiles a module), fetched by the app when a screen first needs it
 * (src/lib/i18n-catalogs.ts). `<hash>` is one content hash of all of them: the files are cached
 * for a year, and the folder's name changes with any message. The build defines `__CATALOG_DIR__`
 * (that folder, from the site's root) and `__CATALOG_NAMESPACES__` (English's namespaces, the bundled
 * ones included); Vite's dev server answers the same paths from the source files.
 */
export function catalogAssets(localesDir: string): Plugin {
  const entries = readdirSync(localesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(localesDir, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ locale: d.name, ns: f.slice(0, -'.json'.length), path: join(localesDir, d.name, f) })),
    )
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const served = entries.filter((e) => !BUNDLED.has(`${e.locale}/${e.ns}`) && !PRERENDER_ONLY.has(e.ns));
  const namespaces = entries.filter((e) => e.locale === 'en' && !PRERENDER_ONLY.has(e.ns)).map((e) => e.ns);
  const hash = createHash('sha256');
  for (const e of served) hash.update(`${e.locale}/${e.ns}\0`).update(readFileSync(e.path)).update('\0');
  const dir = `assets/locales/${hash.digest('hex').slice(0, 10)}/`;
  const find = (locale: string, ns: string) => served.find((e) => e.locale === locale && e.ns === ns);
  return {
    name: 'abhyas-catalog-assets',
    config: () => ({ define: { __CATALOG_DIR__: JSON.stringify(dir), __CATALOG_NAMESPACES__: JSON.stringify(namespaces) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/locales\/[0-9a-f]+\/([a-z]{2})\/([a-z-]+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        const entry = match ? find(match[1]!, match[2]!) : undefined;
        if (!entry) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(compileCatalog(entry.path)));
      });
    },
    generateBundle() {
      for (const e of served) this.emitFile({ type: 'asset', fileName: `${dir}${e.locale}/${e.ns}.json`, source: JSON.stringify(compileCatalog(e.path)) });
    },
  };
}
