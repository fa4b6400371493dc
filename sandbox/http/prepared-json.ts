// A reply body serialized once and compressed once per encoding, then sent as bytes, for a large
// body that many requests share: the Global Admin's scope tree is ~700 KB of JSON, and
// serializing and compressing it on every request cost more than reading it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The same brotli quality as @fastify/compress uses for every other reply.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

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

  /** The bytes for the chosen encoding, compressed on first use and kept. */
  bytes(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === null) return Promise.resolve(this.json);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotli(this.json, BROTLI) : gzip(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
