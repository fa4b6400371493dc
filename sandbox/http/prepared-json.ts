// A reply body serialized once and compressed once per encoding, then sent as bytes: kept for a
// large body that many requests share (the Global Admin's scope tree is ~700 KB of JSON, and
// serializing and compressing it on every request cost more than reading it), and made for every
// other JSON reply of /restapi, compressed in one go rather than through a stream.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The same brotli quality as @fastify/compress uses for every other reply.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Smaller bodies go uncompressed, as @fastify/compress's threshold has it for every other reply. */
const COMPRESS_FROM_BYTES = 1024;

/** Larger bodies (the scope tree) are compressed on libuv's threads. */
const COMPRESS_OFF_LOOP_FROM_BYTES = 256 * 1024;

export type ContentEncoding = 'br' | 'gzip' | null;

/** The encoding to answer an Accept-Encoding header with: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export class PreparedJson<T> {
  private readonly json: Buffer;
  private readonly encoded = new Map<'br' | 'gzip', Promise<Buffer>>();
  /** The body's type, for the handler's result type (never set). */
  declare readonly body?: T;

  constructor(body: T) {
    this.json = Buffer.from(JSON.stringify(body));
  }

  /** Whether the body is large enough to compress. */
  worthCompressing(): boolean {
    return this.json.length >= COMPRESS_FROM_BYTES;
  }

  /** The bytes for the chosen encoding, compressed on first use and kept. */
  bytes(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === null) return Promise.resolve(this.json);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      // A reply's body of tens of KB compresses in a fraction of a millisecond; the asynchronous
      // compression cost the event loop more than that in callbacks (issue 30). A large one is
      // compressed off the event loop.
      if (this.json.length < COMPRESS_OFF_LOOP_FROM_BYTES)
        bytes = Promise.resolve(
          encoding === 'br' ? zlib.brotliCompressSync(this.json, BROTLI) : zlib.gzipSync(this.json),
        );
      else bytes = encoding === 'br' ? brotli(this.json, BROTLI) : gzip(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
