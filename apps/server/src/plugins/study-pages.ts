import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALES } from '@abhyas/domain';

/** Languages with their own study pages under `/<locale>/study` (English is at `/study`). */
const PREFIXED = SUPPORTED_LOCALES.filter((l) => l !== 'en');

/**
 * `/study/<a>/<b>…` or `/<locale>/study/…` as (locale, page folder), or null. Segments are lower-case
 * letters, digits and hyphens only (the prerender's slugs): anything else, `..` and encoded
 * slashes included, is no page. At most four segments below `/study`.
 */
export function studyPageOf(path: string): { locale: string; folder: string } | null {
  const match = /^\/(?:([a-z]{2})\/)?study((?:\/[a-z0-9-]+){0,4})$/.exec(path);
  if (!match) return null;
  const locale = match[1] ?? 'en';
  if (match[1] !== undefined && !(PREFIXED as readonly string[]).includes(locale)) return null;
  const rest = match[2] ?? '';
  if (rest === '/404') return null;
  return { locale, folder: `${locale === 'en' ? '' : `${locale}/`}study${rest}` };
}

/**
 * Serves the prerendered public study pages of the web build (issue 24 §1; decision 047):
 * `GET /study…` and `GET /<locale>/study…` answer the page's `index.html` (its .br/.gz copy when
 * the browser takes it), a trailing slash is redirected away (301, the canonical form), and an
 * unknown study path answers the study not-found page in its language with status 404. Only
 * registered when the build has the pages (`root/study/index.html`).
 */
export async function registerStudyPages(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'study', 'index.html'))) return;
  const notFound = async (locale: string, reply: FastifyReply) => {
    const file = join(root, locale === 'en' ? '' : locale, 'study', '404', 'index.html');
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(file));
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.url.split('?')[0] ?? '/';
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      path = raw;
    }
    if (path.length > 1 && path.endsWith('/')) {
      const query = request.url.slice(raw.length);
      const trimmed = path.replace(/\/+$/, '');
      if (studyPageOf(trimmed)) return reply.redirect(`${trimmed}${query}`, 301);
    }
    const page = studyPageOf(path);
    const locale = /^\/([a-z]{2})\/study/.exec(path)?.[1];
    const pageLocale = locale && (PREFIXED as readonly string[]).includes(locale) ? locale : 'en';
    if (!page || !existsSync(join(root, page.folder, 'index.html'))) return notFound(pageLocale, reply);
    return reply.sendFile(`${page.folder}/index.html`);
  };
  for (const prefix of ['', ...PREFIXED.map((l) => `/${l}`)]) {
    app.get(`${prefix}/study`, { schema: { hide: true } }, handler);
    app.get(`${prefix}/study/*`, { schema: { hide: true } }, handler);
  }
}
