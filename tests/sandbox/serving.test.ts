// What the sandbox serves besides the API: the built console (caching, compression, SPA
// fallback) and the legacy management server's stub pages.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedForms } from '../../src/app/build/precompressed-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacyServer } from '../../sandbox/legacy/legacy-server';
import { freePort } from '../support/prism';
import { startTestSandbox, type TestSandbox } from '../support/sandbox';

// The built page's inline first-paint script (vite.config.ts inlines public/sign-in-prefs.js).
const PREFS_SCRIPT = "document.documentElement.setAttribute('lang', 'en');";

let sb: TestSandbox;
let legacy: Server;
let legacyUrl: string;
let builtDir: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Endpoint Console</title><script data-entry="/assets/index-Ab12Cd34.js">${PREFS_SCRIPT}</script><div id="root"></div>`,
  );
  writeFileSync(
    path.join(dist, 'assets/index-Ab12Cd34.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  // A chunk with the build's compressed siblings (vite.config.ts's precompress-assets).
  const chunk = Buffer.from(`export const words = ${JSON.stringify('console '.repeat(800))};`);
  writeFileSync(path.join(dist, 'assets/chunk-Ef56Gh78.js'), chunk);
  const { br, gz } = await compressedForms(chunk);
  writeFileSync(path.join(dist, 'assets/chunk-Ef56Gh78.js.br'), br);
  writeFileSync(path.join(dist, 'assets/chunk-Ef56Gh78.js.gz'), gz);
  builtDir = dist;
  sb = await startTestSandbox({ contract: { paths: {} }, staticDir: dist });
  const port = await freePort();
  legacy = await startLegacyServer(port, '127.0.0.1', { frameAncestors: ['http://127.0.0.1:8080'] });
  legacyUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  legacy?.close();
  await sb?.close();
});

describe('the built console', () => {
  it('serves hashed assets for a year, compressed', async () => {
    const res = await sb.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s compressed siblings as they are, not compressed again per request', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await sb.app.inject({
        url: '/assets/chunk-Ef56Gh78.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        res.rawPayload.equals(readFileSync(path.join(builtDir, `assets/chunk-Ef56Gh78.js${suffix}`))),
      ).toBe(true);
    }
    const plain = await sb.app.inject({ url: '/assets/chunk-Ef56Gh78.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const words');
  });

  it('answers every console route with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/dashboard/company-overview',
      '/bff/login',
      '/administration/company-list?page=2',
    ]) {
      const res = await sb.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Endpoint Console</title>');
    }
  });

  it('sends the page compressed, its inline script allowed by hash and no other', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await sb.app.inject({
        url: '/bff/login',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toContain('<title>Endpoint Console</title>');
    }
    const plain = await sb.app.inject({ url: '/bff/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Endpoint Console</title>');
    const csp = String(plain.headers['content-security-policy']);
    const hash = createHash('sha256').update(PREFS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('does not fall back to the page for API paths or missing assets', async () => {
    expect((await sb.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await sb.app.inject({ url: '/restapi/Nope/Nothing', headers: { 'x-csrf': '1' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ isSuccess: false });
  });
});

describe('the legacy management server', () => {
  it('shows which page and parameters were asked for, as plain text', async () => {
    const res = await fetch(
      `${legacyUrl}/policy/trusted-publishers?policyTypeId=4&mainId=7001&name=%3Cscript%3E`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/policy/trusted-publishers');
    expect(html).toContain('<th scope="row">policyTypeId</th><td>4</td>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
  });
});
