import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_IMAGE_WIDTHS, mediaImageWidth } from '@abhyas/domain';
import type { MediaImageResizer } from './media-images.ts';
import type { MediaSigner } from './media.service.ts';

/**
 * The route handler of GET/HEAD /media/* (learning.md §7 signed video URL service; docs/decisions/009,
 * 012, 015): `MediaSigner.resolveRequest` decides; the file is sent (ranges, ETag) from the
 * canonical path its signature was checked against; refusals are JSON and never cached. Needs
 * @fastify/static registered (`reply.sendFile`).
 *
 * `?w=` asks for a .jpg or .png image at one of the quality presets' widths (450, 338, 225 px;
 * platform.md §9, issue 24 §5): the image resized, or as it is when it is not wider; any other
 * value, or `w` on another file, is 400 MEDIA_WIDTH_INVALID.
 */
export function mediaFileHandler(media: MediaSigner, images: MediaImageResizer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as { exp?: unknown; sig?: unknown; w?: unknown };
    const found = media.resolveRequest(request.url, query);
    const refuse = (status: number, code: string, message: string) =>
      reply.status(status).header('cache-control', 'no-store').send({ error: { code, message } });
    if (found.status !== 200) return refuse(found.status, found.code, found.message);
    if (query.w !== undefined) {
      const width = mediaImageWidth(query.w);
      if (width === null || !/\.(?:jpe?g|png)$/i.test(found.rel))
        return refuse(400, 'MEDIA_WIDTH_INVALID', `w is one of ${MEDIA_IMAGE_WIDTHS.join(', ')} (px), for a .jpg or .png image.`);
      const resized = await images.resized(join(found.root, found.rel), width);
      if (resized) return reply.type(resized.type).header('cache-control', 'public, max-age=86400').send(resized.body);
    }
    // Folder-signed files: the url changes when re-signed, an hour is its life (docs/decisions/012).
    return reply.sendFile(found.rel, found.root, { maxAge: found.scoped ? '1h' : '1d' });
  };
}
