/**
 * Image widths that follow the quality presets (platform.md §9: "Image widths: high 450, medium
 * 0.75, low 0.5. Quality presets: auto, low, medium, high; low quality for small screens").
 */
import { defaultVideoQuality, type VideoQuality } from '../profiles/profile-rules.ts';
import { IMAGE_WIDTH_FACTORS, imageWidthPx } from './constants.ts';

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

/** The widths (px) an own `/media/` image can be asked for with `?w=`: 450, 338 and 225. */
export const MEDIA_IMAGE_WIDTHS: readonly number[] = (Object.keys(IMAGE_WIDTH_FACTORS) as ImageQuality[]).map(imageWidthPx);

/** An own image under `/media/` (a path, not a video, caption or other file): the server resizes these. */
const OWN_IMAGE = /^\/media\/[^?#]+\.(?:jpe?g|png)$/i;

/**
 * The url of an image `url` to request for `quality` (width `imageWidthPx(quality)`: 450, 338 or
 * 225 px): a YouTube thumbnail becomes the smallest rendition at least that wide (low → 320 px
 * mqdefault, medium/high → 480 px hqdefault); our own `/media/` images ask the server for that
 * width (`?w=`; it never enlarges one, so a 320 px thumbnail comes as it is for medium and high);
 * any other url is returned as it is.
 */
export function imageUrlFor(url: string, quality: ImageQuality): string {
  const want = imageWidthPx(quality);
  if (OWN_IMAGE.test(url)) return `${url}?w=${want}`;
  const m = YOUTUBE_THUMB.exec(url);
  if (!m) return url;
  const pick = YOUTUBE_THUMBS.find((r) => r.width >= want) ?? YOUTUBE_THUMBS[YOUTUBE_THUMBS.length - 1]!;
  return `${m[1]!}${pick.name}${m[2]!}`;
}

/**
 * The width of a `?w=` query value for an own image: one of MEDIA_IMAGE_WIDTHS written plainly
 * (digits only, no sign, no leading zero), else null (the server answers 400).
 */
export function mediaImageWidth(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value)) return null;
  const w = Number(value);
  return MEDIA_IMAGE_WIDTHS.includes(w) ? w : null;
}
