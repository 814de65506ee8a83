import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import {
  canonicalMediaPath,
  hlsScopeOf,
  isSelfHostedMedia,
  mediaNeedsSignature,
  parseScopedMediaPath,
  pickRendition,
  QUALITY_OPTIONS,
  SCOPED_MEDIA_PREFIX,
  SIGNED_URL_VALIDITY_S,
  type QualityOption,
} from '@abhyas/domain';
import { AppError } from '../../lib/app-error.ts';
import type { MediaFilesRepository } from './media-files.repository.ts';

/** The outcome of a signature check of a /media/ request. */
export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'invalid';

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
    private readonly files: MediaFilesRepository,
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

  /**
   * The canonical path of a /media/ url (query dropped; `canonicalMediaPath`) as the server will
   * serve it; null for other urls and for any spelling the server refuses. A folder-signed url
   * gives the plain path of the file it names.
   */
  static mediaPath(url: string, ownOrigin?: string): string | null {
    let u: URL;
    try {
      u = new URL(url.startsWith('media/') ? `/${url}` : url, ownOrigin ?? 'http://self.invalid');
    } catch {
      return null;
    }
    const local = u.origin === 'http://self.invalid' || (ownOrigin !== undefined && u.origin === new URL(ownOrigin).origin);
    const canonical = local ? canonicalMediaPath(u.pathname) : null;
    if (canonical === null) return null;
    if (canonical.startsWith(SCOPED_MEDIA_PREFIX)) return parseScopedMediaPath(canonical)?.plain ?? null;
    return canonical;
  }

  /** The file on disk for a canonical /media/ path (see `mediaPath`), or null when no pack has it. */
  fileFor(canonical: string): string | null {
    const found = this.files.locate(canonical);
    return found ? join(found.root, found.rel) : null;
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

  /** Checks the exp and sig of a request to a /media/ video file, against its canonical path. */
  check(canonical: string, query: { exp?: unknown; sig?: unknown }): SignatureCheck {
    const { exp, sig } = query;
    if (typeof exp !== 'string' || typeof sig !== 'string' || !exp || !sig) return 'missing';
    if (!/^\d{1,12}$/u.test(exp)) return 'invalid';
    return this.verify(sig, this.mac(canonical, Number(exp)), exp);
  }

  /** Checks a canonical folder-signed `/media/s/…` path: a well-formed path whose signature covers its folder, unexpired. */
  checkScoped(canonical: string): SignatureCheck {
    const parsed = parseScopedMediaPath(canonical);
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
   * What a request to /media/ gets (learning.md §7 signed video URL service; docs/decisions/009,
   * 012, 015): its raw path decoded once into the canonical path (`canonicalMediaPath`; any other
   * spelling is 403 MEDIA_URL_INVALID), the signature checked against that path (video files need
   * `?exp=&sig=`, every `/media/s/…` path a folder signature; 403 MEDIA_URL_UNSIGNED, _INVALID or
   * _EXPIRED), and the file to send found from that same path (404 when no pack has it). Images are
   * free.
   */
  resolveRequest(rawUrl: string, query: { exp?: unknown; sig?: unknown }): MediaRequest {
    const q = rawUrl.indexOf('?');
    const canonical = canonicalMediaPath(q === -1 ? rawUrl : rawUrl.slice(0, q));
    if (canonical === null)
      return {
        status: 403,
        code: 'MEDIA_URL_INVALID',
        message: 'This media path is not written in its one accepted form (no encoded dots or separators, dot segments or path parameters).',
      };
    let plain = canonical;
    let result: SignatureCheck = 'ok';
    if (canonical.startsWith(SCOPED_MEDIA_PREFIX)) {
      result = this.checkScoped(canonical);
      plain = parseScopedMediaPath(canonical)?.plain ?? canonical;
    } else if (mediaNeedsSignature(canonical)) {
      result = this.check(canonical, query);
    }
    if (result === 'expired')
      return { status: 403, code: 'MEDIA_URL_EXPIRED', message: 'This video link has expired. Ask for a new one (GET /api/learn/cdn_url).' };
    if (result === 'missing')
      return { status: 403, code: 'MEDIA_URL_UNSIGNED', message: 'Video files are served with a signed url only (GET /api/learn/cdn_url).' };
    if (result === 'invalid') return { status: 403, code: 'MEDIA_URL_INVALID', message: 'This video link is not valid.' };
    const file = this.files.locate(plain);
    if (!file) return { status: 404, code: 'MEDIA_NOT_FOUND', message: 'No such media file.' };
    return { status: 200, ...file, scoped: plain !== canonical };
  }
}

/** The outcome of a /media/ request: a file to send (root and path inside it), or a refusal. */
export type MediaRequest =
  | { status: 200; root: string; rel: string; scoped: boolean }
  | { status: 403 | 404; code: 'MEDIA_URL_INVALID' | 'MEDIA_URL_UNSIGNED' | 'MEDIA_URL_EXPIRED' | 'MEDIA_NOT_FOUND'; message: string };
