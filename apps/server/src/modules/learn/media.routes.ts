import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaSigner } from './media.service.ts';

/**
 * The route handler of GET/HEAD /media/* (learning.md §7 signed video URL service; docs/decisions/009,
 * 012, 015): `MediaSigner.resolveRequest` decides; the file is sent (ranges, ETag) from the
 * canonical path its signature was checked against; refusals are JSON and never cached. Needs
 * @fastify/static registered (`reply.sendFile`).
 */
export function mediaFileHandler(media: MediaSigner) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const found = media.resolveRequest(request.url, request.query as { exp?: unknown; sig?: unknown });
    if (found.status !== 200)
      return reply
        .status(found.status)
        .header('cache-control', 'no-store')
        .send({ error: { code: found.code, message: found.message } });
    // Folder-signed files: the url changes when re-signed, an hour is its life (docs/decisions/012).
    return reply.sendFile(found.rel, found.root, { maxAge: found.scoped ? '1h' : '1d' });
  };
}
