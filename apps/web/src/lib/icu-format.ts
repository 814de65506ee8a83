/**
 * i18next formatter for ICU messages parsed at build time (build/icu-precompile.ts): each catalog
 * module brings the ASTs of its messages that need formatting, and this formatter runs them with
 * intl-messageformat. No ICU parser is shipped to the browser; messages without placeholders or
 * quotes are returned as written.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog module: strings as `default`, message ASTs by dotted key as `icu`. */
export interface CatalogModule {
  default: Record<string, unknown>;
  icu?: Record<string, MessageFormatElement[]>;
}

const asts = new Map<string, MessageFormatElement[]>();
const formatters = new Map<string, IntlMessageFormat>();
const id = (lng: string, ns: string, key: string) => `${lng}\u0000${ns}\u0000${key}`;

/** Registers the message ASTs of one catalog. */
export function registerCatalog(lng: string, ns: string, module: CatalogModule): void {
  for (const [key, ast] of Object.entries(module.icu ?? {})) {
    asts.set(id(lng, ns, key), ast);
    formatters.delete(id(lng, ns, key));
  }
}

/** The i18next `i18nFormat` module (same contract as i18next-icu). */
export const icuFormat = {
  type: 'i18nFormat' as const,
  init() {},
  /** Formats `res`, the message of `key` in `lng`/`ns`, with the call's values. */
  parse(res: string, options: Record<string, unknown>, lng: string, ns: string, key: string): string {
    const k = id(lng, ns, key);
    let formatter = formatters.get(k);
    if (!formatter) {
      const ast = asts.get(k);
      if (!ast) return res;
      formatter = new IntlMessageFormat(ast, lng, undefined, { ignoreTag: true });
      formatters.set(k, formatter);
    }
    try {
      return String(formatter.format(options as Record<string, string | number>));
    } catch (err) {
      console.warn(`Could not format ${ns}:${key} (${lng})`, err);
      return res;
    }
  },
  addLookupKeys(finalKeys: string[]) {
    return finalKeys;
  },
};
