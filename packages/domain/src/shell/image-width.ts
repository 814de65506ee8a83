/**
 * Image widths that follow the quality presets (platform.md §9: "Image widths: high 450, medium
 * 0.75, low 0.5. Quality presets: auto, low, medium, high; low quality for small screens").
 */
import { defaultVideoQuality, type VideoQuality } from '../profiles/profile-rules.ts';
import { imageWidthPx } from './constants.ts';

export type ImageQuality = 'high' | 'medium' | 'low';

/**
 * The image quality for the profile's quality preset: low, medium and high as they are; auto (or
 * none) is low on small screens (≤ 480 px) and high elsewhere; the 7-day `?optimised_video`
 * setting (`optimised`) makes it low.
 */
export function imageQualityFor(preset: VideoQuality | null | undefined, viewportWidthPx: number, optimised = false): ImageQuality {
  if (optimised) return 'low';
  const q = !preset || preset === 'auto' ? defaultVideoQuality(viewportWidthPx) : preset;
  return q === 'auto' ? 'high' : q;
}

/** YouTube's thumbnail renditions by width (px), smallest first. */
const YOUTUBE_THUMBS = [
  { name: 'mqdefault', width: 320 },
  { name: 'hqdefault', width: 480 },
] as const;
const YOUTUBE_THUMB = /^(https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/)(?:default|mqdefault|hqdefault|sddefault|maxresdefault)(\.jpg)$/;

/**
 * The url of an image `url` to request for `quality` (width `imageWidthPx(quality)`: 450, 338 or
 * 225 px): a YouTube thumbnail becomes the smallest rendition at least that wide (low → 320 px
 * mqdefault, medium/high → 480 px hqdefault); other urls (our own /media files) are returned as
 * they are.
 */
export function imageUrlFor(url: string, quality: ImageQuality): string {
  const m = YOUTUBE_THUMB.exec(url);
  if (!m) return url;
  const want = imageWidthPx(quality);
  const pick = YOUTUBE_THUMBS.find((r) => r.width >= want) ?? YOUTUBE_THUMBS[YOUTUBE_THUMBS.length - 1]!;
  return `${m[1]!}${pick.name}${m[2]!}`;
}
