import { vimeoVideoId, youtubeVideoId } from './source.ts';

/**
 * The attribution of a video (issue 15: a clean owner, licence and link, never an editor's note).
 * Creative Commons asks for the title, the author, the source and the licence, with links where
 * there are any.
 */

/**
 * The deed of a Creative Commons licence named as in the packs, `CC BY-SA 4.0` (BY with NC, ND,
 * SA; versions 1.0 to 4.0) or `CC0 1.0`; null for anything else, and for a name without a version,
 * which has no single deed.
 */
export function licenceUrl(name: string | null | undefined): string | null {
  const n = (name ?? '').trim();
  const cc = /^CC (BY(?:-NC)?(?:-ND|-SA)?) ([1-4]\.0|2\.5)$/u.exec(n);
  if (cc) return `https://creativecommons.org/licenses/${cc[1]!.toLowerCase()}/${cc[2]}/`;
  return n === 'CC0 1.0' ? 'https://creativecommons.org/publicdomain/zero/1.0/' : null;
}

/** The page of a linked video on its own site (YouTube, Vimeo), or null for a file served here. */
export function videoSourcePage(url: string): { site: 'YouTube' | 'Vimeo'; url: string } | null {
  const yt = youtubeVideoId(url);
  if (yt) return { site: 'YouTube', url: `https://www.youtube.com/watch?v=${yt}` };
  const vimeo = vimeoVideoId(url);
  return vimeo ? { site: 'Vimeo', url: `https://vimeo.com/${vimeo}` } : null;
}
