import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A paper as sent: its JSON and, for a kept (published) paper, its brotli (quality 4, as
 * @fastify/compress uses) and gzip encodings, made on first use on libuv's thread pool and kept
 * with it, so a cohort fetching one paper compresses it once (about 0.9 ms of CPU for 36 KB, per
 * request before). A create-your-own test's paper (`kept` false) is left to the compress hook.
 */
export class PaperBody {
  readonly #encoded = new Map<'br' | 'gzip', Promise<Buffer>>();
  constructor(
    readonly json: string,
    readonly kept: boolean,
  ) {}

  /** The JSON in `encoding`. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotliAsync(this.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipAsync(this.json);
      this.#encoded.set(encoding, body);
      // A failed compression is not kept: the next request tries again.
      body.catch(() => this.#encoded.delete(encoding));
    }
    return body;
  }
}
