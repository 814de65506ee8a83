import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
      const strings = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      const icu: Record<string, unknown> = {};
      flatten(strings, '', icu, path);
      return { code: `export default ${JSON.stringify(strings)};\nexport const icu = ${JSON.stringify(icu)};\n`, map: null };
    },
  };
}
