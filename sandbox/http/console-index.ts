// The built console's index.html, read once: its bytes compressed once per encoding (the page is
// the same for every route, and @fastify/compress leaves the not-found handler that serves it
// uncompressed), and the hashes of its inline scripts for the CSP (the build inlines the sign-in
// page's first-paint script: vite.config.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ContentEncoding } from './prepared-json';

export interface ConsoleIndex {
  bytes(encoding: ContentEncoding): Buffer;
  /** CSP sources for the page's inline scripts: `'sha256-…'`. */
  scriptHashes: string[];
}

/** `'sha256-…'` of each `<script>` without src (its text, as the browser hashes it). */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

export function readConsoleIndex(staticDir: string | null): ConsoleIndex | null {
  const file = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!file || !existsSync(file)) return null;
  const html = readFileSync(file);
  // Compressed at the highest quality once, at start: the first bytes of every page load.
  const encoded = {
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
  return {
    bytes: (encoding) => (encoding ? encoded[encoding] : html),
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
  };
}
