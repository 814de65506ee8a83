import { statSync } from 'node:fs';
import { Jimp, JimpMime } from 'jimp';

/** A resized image to send: its bytes and content type. */
export interface ResizedImage {
  body: Buffer;
  type: 'image/jpeg' | 'image/png';
}

/** Resized images kept in memory (a thumbnail at 225 px is a few KB). */
const MAX_CACHED = 256;
/** JPEG quality of a resized image (Jimp's default, 100, makes a smaller image heavier than the original). */
const JPEG_QUALITY = 80;

/**
 * Our own `/media/` images at the widths of the quality presets (platform.md §9 "Image widths:
 * high 450, medium 0.75, low 0.5"; issue 24 §5), resized with Jimp (pure JavaScript) on first
 * request and kept, by file, modification time and width, in a bounded in-memory cache (least
 * recently used out first). Never enlarges: an image no wider than asked is sent as it is.
 */
export class MediaImageResizer {
  private readonly cache = new Map<string, Promise<ResizedImage | null>>();

  /**
   * The image at `file` (an absolute path the media handler located) at most `width` px wide: the
   * resized bytes, or null when the image is not wider than that (or cannot be decoded: then the
   * original is sent, as it would have been without `?w=`).
   */
  resized(file: string, width: number): Promise<ResizedImage | null> {
    const key = `${file}\u0000${statSync(file).mtimeMs}\u0000${width}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const made = this.make(file, width);
    this.cache.set(key, made);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    return made;
  }

  private async make(file: string, width: number): Promise<ResizedImage | null> {
    try {
      const image = await Jimp.read(file);
      if (image.width <= width) return null;
      image.resize({ w: width });
      if (/\.png$/i.test(file)) return { body: await image.getBuffer(JimpMime.png), type: 'image/png' };
      return { body: await image.getBuffer(JimpMime.jpeg, { quality: JPEG_QUALITY }), type: 'image/jpeg' };
    } catch {
      return null;
    }
  }
}
