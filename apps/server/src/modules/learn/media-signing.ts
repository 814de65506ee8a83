import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSelfHostedMedia, mediaNeedsSignature, pickRendition, QUALITY_OPTIONS, SIGNED_URL_VALIDITY_S, type QualityOption } from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';

/** The `media/` folders of the content packs (content/packs/<pack>/media), served under /media/. */
export function mediaRootsOf(contentDir: string): string[] {
  const packsDir = resolve(contentDir, 'packs');
  return existsSync(packsDir)
    ? readdirSync(packsDir)
        .map((name) => join(packsDir, name, 'media'))
        .filter((dir) => existsSync(dir))
    : [];
}

export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'invalid';

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
 * Parses `/media/s/<exp>/<sig>/<folder>/<file…>`; null when it is not that shape or any segment is
 * empty, `.` or `..`, or decodes to something holding `/`, `\` or NUL (so a folder signature never
 * reaches outside its folder, however the path is encoded).
 */
export function parseScopedMediaPath(pathname: string): ScopedMediaPath | null {
  if (!pathname.startsWith(SCOPED_MEDIA_PREFIX)) return null;
  const raw = pathname.slice(SCOPED_MEDIA_PREFIX.length).split('/');
  if (raw.length < 4) return null;
  const parts: string[] = [];
  for (const segment of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\\0]/u.test(decoded)) return null;
    parts.push(segment);
  }
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

/**
 * Signed urls for self-hosted video files (learning.md §7 "Signed video URL service", §9 token URL
 * validity 3600 s; docs/decisions/009). A url is `/media/<file>?exp=<epoch s>&sig=<base64url
 * HMAC-SHA256(key, "<path>\n<exp>")>`; the key is derived from the server secret, so a signature
 * cannot be made without it and changes nothing but the one path and expiry it names.
 */
export class MediaSigner {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly roots: readonly string[],
    private readonly now: () => number,
  ) {
    this.key = createHmac('sha256', Buffer.from(secret)).update('abhyas media url v1').digest();
  }

  private mac(path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest('base64url');
  }

  /** A folder's signature: a different message shape from a file's (`folder\n…`), so neither stands for the other. */
  private scopeMac(scope: string, exp: number): string {
    return createHmac('sha256', this.key).update(`folder\n${scope}\n${exp}`).digest('base64url');
  }

  private expiry(validityS: number): number {
    return Math.floor(this.now() / 1000) + Math.min(Math.max(1, Math.floor(validityS)), SIGNED_URL_VALIDITY_S);
  }

  private verify(given: string, expected: string, exp: string): SignatureCheck {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid';
    return Number(exp) < Math.floor(this.now() / 1000) ? 'expired' : 'ok';
  }

  /** The path part of a /media/ url (query dropped), normalised as the server will see it; null for other urls. */
  static mediaPath(url: string, ownOrigin?: string): string | null {
    let u: URL;
    try {
      u = new URL(url.startsWith('media/') ? `/${url}` : url, ownOrigin ?? 'http://self.invalid');
    } catch {
      return null;
    }
    const local = u.origin === 'http://self.invalid' || (ownOrigin !== undefined && u.origin === new URL(ownOrigin).origin);
    if (!local || !u.pathname.startsWith('/media/') || u.pathname.includes('/../')) return null;
    // A folder-signed url names the plain path after its signature.
    if (u.pathname.startsWith(SCOPED_MEDIA_PREFIX)) return parseScopedMediaPath(u.pathname)?.plain ?? null;
    return u.pathname;
  }

  /** The file on disk for a /media/ path, or null when no pack has it. */
  fileFor(pathname: string): string | null {
    let rel: string;
    try {
      rel = decodeURIComponent(pathname.slice('/media/'.length));
    } catch {
      return null;
    }
    if (!rel || rel.includes('\0')) return null;
    for (const root of this.roots) {
      const file = normalize(join(root, rel));
      if (file.startsWith(resolve(root) + sep) && existsSync(file)) return file;
    }
    return null;
  }

  /**
   * Signs a /media/ path for `validityS` seconds (at most 3600). An HLS playlist in a folder of its
   * own gets a folder signature carried in the path (`/media/s/<exp>/<sig>/<folder>/<file>`), so the
   * variant playlists and segments it names by relative url inherit it (docs/decisions/012); any
   * other file gets `?exp=&sig=` for that one path.
   */
  sign(pathname: string, validityS: number = SIGNED_URL_VALIDITY_S): { url: string; expiresAt: number } {
    const exp = this.expiry(validityS);
    const scope = hlsScopeOf(pathname);
    if (scope) return { url: `${SCOPED_MEDIA_PREFIX}${exp}/${this.scopeMac(scope, exp)}/${pathname.slice('/media/'.length)}`, expiresAt: exp };
    return { url: `${pathname}?exp=${exp}&sig=${this.mac(pathname, exp)}`, expiresAt: exp };
  }

  /** A playable url for what the catalogue stores: self-hosted video files signed, anything else unchanged. */
  playable(url: string): string;
  playable(url: string | null): string | null;
  playable(url: string | null): string | null {
    if (url === null) return null;
    const path = isSelfHostedMedia(url) ? MediaSigner.mediaPath(url) : null;
    return path && mediaNeedsSignature(path) ? this.sign(path).url : url;
  }

  /** Checks the exp and sig of a request to a /media/ video file. */
  check(pathname: string, query: { exp?: unknown; sig?: unknown }): SignatureCheck {
    const { exp, sig } = query;
    if (typeof exp !== 'string' || typeof sig !== 'string' || !exp || !sig) return 'missing';
    if (!/^\d{1,12}$/u.test(exp)) return 'invalid';
    return this.verify(sig, this.mac(pathname, Number(exp)), exp);
  }

  /** Checks a folder-signed `/media/s/…` path: a well-formed path whose signature covers its folder, unexpired. */
  checkScoped(pathname: string): SignatureCheck {
    const parsed = parseScopedMediaPath(pathname);
    if (!parsed || !/^\d{1,12}$/u.test(parsed.exp)) return 'invalid';
    return this.verify(parsed.sig, this.scopeMac(parsed.scope, Number(parsed.exp)), parsed.exp);
  }

  /**
   * The url to play for `url` at `quality` (GET /api/learn/cdn_url): self-hosted → the rendition
   * `<name>-<quality>.<ext>` when it exists (else the nearest lower, else the original), signed;
   * YouTube, Vimeo and other https urls unchanged. 400 for other urls, 404 for a missing file.
   */
  cdnUrl(url: string, validityS: number, quality: QualityOption, ownOrigin: string): { data: string; expires_at: number | null; quality: QualityOption } {
    const path = MediaSigner.mediaPath(url, ownOrigin);
    if (path === null) {
      if (/^https:\/\/[^\s/]+\.[^\s/]+/u.test(url)) return { data: url, expires_at: null, quality: 'auto' };
      throw new AppError(400, 'UNSUPPORTED_URL', 'url must be a /media/ path of this server or an https url.', [
        { path: 'querystring.url', message: 'not a video url' },
      ]);
    }
    if (!this.fileFor(path)) throw new AppError(404, 'MEDIA_NOT_FOUND', `No media file ${path}.`);
    if (!mediaNeedsSignature(path)) return { data: path, expires_at: null, quality: 'auto' };
    // An HLS stream carries its own renditions: the player picks among them (quality 'auto').
    if (hlsScopeOf(path)) {
      const signed = this.sign(path, validityS);
      return { data: signed.url, expires_at: signed.expiresAt, quality: 'auto' };
    }
    const dot = path.lastIndexOf('.');
    const renditionOf = (q: QualityOption) => `${path.slice(0, dot)}-${q}${path.slice(dot)}`;
    const available = QUALITY_OPTIONS.filter((q) => q !== 'auto' && this.fileFor(renditionOf(q)) !== null);
    const chosen = pickRendition(available, quality);
    const signed = this.sign(chosen ? renditionOf(chosen) : path, validityS);
    return { data: signed.url, expires_at: signed.expiresAt, quality: chosen ?? 'auto' };
  }

  /**
   * onRequest hook for /media/: video files need a valid, unexpired signature (403 otherwise);
   * images are free. Every `/media/s/…` request needs a valid folder signature, whatever the file.
   */
  guard() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const [rawPath = ''] = request.url.split('?');
      let result: SignatureCheck;
      if (rawPath.startsWith(SCOPED_MEDIA_PREFIX)) {
        result = this.checkScoped(rawPath);
      } else {
        const pathname = MediaSigner.mediaPath(rawPath);
        if (!pathname || !mediaNeedsSignature(pathname)) return;
        result = this.check(pathname, request.query as Record<string, unknown>);
      }
      if (result === 'ok') return;
      const [code, message] =
        result === 'expired'
          ? ['MEDIA_URL_EXPIRED', 'This video link has expired. Ask for a new one (GET /api/learn/cdn_url).']
          : result === 'missing'
            ? ['MEDIA_URL_UNSIGNED', 'Video files are served with a signed url only (GET /api/learn/cdn_url).']
            : ['MEDIA_URL_INVALID', 'This video link is not valid.'];
      return reply.status(403).header('cache-control', 'no-store').send({ error: { code, message } });
    };
  }

  /**
   * The file a folder-signed path serves, as its media root and the path inside it (for
   * `reply.sendFile`); null when the path is malformed or no pack has the file. The signature is
   * checked by `guard()`, which runs first.
   */
  scopedFile(pathname: string): { root: string; rel: string } | null {
    const parsed = parseScopedMediaPath(pathname);
    const file = parsed ? this.fileFor(parsed.plain) : null;
    if (!file) return null;
    const root = this.roots.map((r) => resolve(r)).find((r) => file.startsWith(r + sep));
    return root ? { root, rel: file.slice(root.length + 1) } : null;
  }
}
