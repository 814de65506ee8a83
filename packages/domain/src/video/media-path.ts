/**
 * The one canonical spelling of a `/media/` request path (issue 14 §1.1; docs/decisions/015).
 *
 * A signature names a path, and the file served must be the one it names. So a request path is
 * decoded once, here, and refused unless it is already the single spelling of its file: the
 * signature is then checked against the decoded path and the file is served from that same string,
 * and no later decoding (of a router, a static server or a file system) can make them differ.
 */

/** Characters a raw path segment may hold as they are (RFC 3986 pchar, without `;`, `%` only as an escape). */
const RAW_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,=:@]|%[0-9A-Fa-f]{2})+$/u;
const ESCAPE = /%([0-9A-Fa-f]{2})/gu;
/** Decoded characters no media name holds: separators, delimiters, escapes, and invisible or control characters (incl. lone surrogates). */
const FORBIDDEN_DECODED = /[/\\%;?#\p{C}]/u;

/**
 * `/media/<segment>/…` decoded into its canonical path, or null when the raw path is not the one
 * clean spelling of a media file. Refused: an empty segment (`//`, a trailing `/`), `.` and `..` and
 * any segment starting with a dot, `;` path parameters, a raw `\` or non-ASCII byte, a
 * percent-escape of an ASCII character other than space (encoded `/`, `\`, `.`, `%` — double
 * encoding —, NUL, letters…), escapes that are not valid UTF-8 (overlong forms), and decoded names
 * holding control or invisible characters or any character that NFKC folds into another (full-width
 * `．` and `／`, `․`, `﹒`…). `rawPath` is the request path as sent, without its query.
 */
export function canonicalMediaPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/media/')) return null;
  const decoded: string[] = [];
  for (const raw of rawPath.slice('/media/'.length).split('/')) {
    if (!RAW_SEGMENT.test(raw)) return null;
    for (const [, hex] of raw.matchAll(ESCAPE)) {
      const byte = Number.parseInt(hex!, 16);
      if (byte < 0x80 && byte !== 0x20) return null;
    }
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (name.startsWith('.') || name.trim() !== name || FORBIDDEN_DECODED.test(name) || name.normalize('NFKC') !== name) return null;
    decoded.push(name);
  }
  return `/media/${decoded.join('/')}`;
}

/** Where folder-signed urls start (docs/decisions/012): `/media/s/<exp>/<sig>/<folder>/<file…>`. */
export const SCOPED_MEDIA_PREFIX = '/media/s/';

/** A folder-signed /media/s/ path taken apart: its expiry, signature, folder and the plain /media/ path it serves. */
export interface ScopedMediaPath {
  exp: string;
  sig: string;
  /** The one folder under /media/ the signature covers, as `/media/<folder>/`. */
  scope: string;
  /** The file asked for, as a plain /media/ path inside `scope`. */
  plain: string;
}

/**
 * Takes apart a canonical `/media/s/<exp>/<sig>/<folder>/<file…>` path (see `canonicalMediaPath`:
 * no segment is empty, a dot segment, or holds a separator); null when it is not that shape.
 */
export function parseScopedMediaPath(canonical: string): ScopedMediaPath | null {
  if (!canonical.startsWith(SCOPED_MEDIA_PREFIX)) return null;
  const parts = canonical.slice(SCOPED_MEDIA_PREFIX.length).split('/');
  if (parts.length < 4 || parts.some((p) => p === '')) return null;
  const [exp, sig, folder, ...file] = parts as [string, string, string, ...string[]];
  return { exp, sig, scope: `/media/${folder}/`, plain: `/media/${folder}/${file.join('/')}` };
}

/**
 * The folder an HLS playlist's signature covers (`/media/<folder>/`), or null when the playlist is
 * not inside a folder of its own under /media/ (then it is signed as a single file).
 */
export function hlsScopeOf(pathname: string): string | null {
  if (!pathname.toLowerCase().endsWith('.m3u8')) return null;
  const m = /^\/media\/([^/]+)\/./u.exec(pathname);
  return m ? `/media/${m[1]}/` : null;
}
