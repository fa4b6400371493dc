// The built console's hashed scripts and stylesheets, compressed once at build time as siblings
// (`x.js.br`, `x.js.gz`) that the sandbox serves as they are (@fastify/static's `preCompressed`).
// Compressed per request, a full page load's ~150 chunks cost the sandbox's one event loop about
// 40 ms of brotli each time, in front of the page's own API replies.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller files are sent as they are (as @fastify/compress's threshold has it). */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;

export const shouldPrecompress = (fileName: string, size: number) =>
  COMPRESSIBLE.test(fileName) && size >= PRECOMPRESS_MIN_BYTES;

/** The two compressed forms of one file (brotli at quality 9: a second for the whole build). */
export async function compressedForms(source: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz` beside a built file that is worth it (read as written). */
export async function precompressFile(dir: string, fileName: string): Promise<void> {
  if (!COMPRESSIBLE.test(fileName)) return;
  const file = path.join(dir, fileName);
  const source = await readFile(file);
  if (!shouldPrecompress(fileName, source.byteLength)) return;
  const { br, gz } = await compressedForms(source);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
