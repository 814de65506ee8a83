import { z } from 'zod';
import { CDN_DEFAULT_EXPIRY_S, CDN_DEFAULT_QUALITY, QUALITY_OPTIONS, SIGNED_URL_VALIDITY_S } from '@abhyas/domain';

/**
 * GET /api/learn/cdn_url?url=&expiry=&quality= (learning.md §7 Video, the signed video URL
 * service). A self-hosted url (`/media/…`, with or without an old signature, or the same on this
 * origin) comes back signed: `/media/<file>?exp=<epoch s>&sig=<HMAC>`, valid `expiry` seconds
 * (at most 3600). With a quality other than auto, the rendition `<name>-<quality>.<ext>` is signed
 * when the pack has it (else the nearest lower one, else the original). YouTube, Vimeo and other
 * https urls come back unchanged. /media/ refuses video files without a valid, unexpired
 * signature with 403. Errors: 400 other urls, 404 a /media/ file that does not exist.
 */
export const cdnUrlQuery = z.object({
  url: z.string().min(1, 'url is required').max(2000),
  expiry: z.coerce
    .number()
    .int()
    .min(1)
    .max(SIGNED_URL_VALIDITY_S, `expiry is at most ${SIGNED_URL_VALIDITY_S} s`)
    .default(CDN_DEFAULT_EXPIRY_S)
    .describe('seconds'),
  quality: z.enum(QUALITY_OPTIONS).default(CDN_DEFAULT_QUALITY),
});
export const cdnUrlResponse = z.object({
  data: z.string().describe('the url to play'),
  expires_at: z.number().int().nullable().describe('epoch seconds; null for urls that are not signed'),
  quality: z.enum(QUALITY_OPTIONS).describe('the rendition served (auto for the original)'),
});
export type CdnUrlResponse = z.infer<typeof cdnUrlResponse>;
