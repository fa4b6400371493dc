// The sign-in size check measures the right files: the entry (the sign-in page of a fresh load),
// its static imports (recursively) and the chunks index.html preloads, never the chunks only
// imported dynamically (the console and its routes).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, no types.
import { measure, measureFirstPaint, staticImports } from '../../scripts/check-size.mjs';

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-size-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('the sign-in size check', () => {
  it('reads static imports of minified chunks, not dynamic ones', () => {
    expect(
      staticImports(
        'import{a as b}from"./react-1.js";import"./side-2.js";export{c}from`./re-3.js`;const x=()=>import("./lazy-4.js")',
      ),
    ).toEqual(['./react-1.js', './side-2.js', './re-3.js']);
  });

  it('sums the entry, its static imports and the preloaded chunks, and leaves the console out', () => {
    const big = 'x'.repeat(5000);
    const dist = fakeDist({
      'index.html':
        '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/login-c.js">',
      'assets/index-a.js': `import{r}from"./vendor-b.js";const s=()=>import("./shell-d.js");`,
      'assets/vendor-b.js': `export const r=1;${big}`,
      'assets/login-c.js': `import{f}from"./form-e.js";`,
      'assets/form-e.js': 'export const f=2;',
      'assets/shell-d.js': `${big}${big}`,
    });
    const result = measure(dist) as { files: { file: string; gzip: number }[]; gzip: number };
    expect(result.files.map((f) => f.file).sort()).toEqual(
      ['assets/form-e.js', 'assets/index-a.js', 'assets/login-c.js', 'assets/vendor-b.js'].sort(),
    );
    const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
    expect(result.gzip).toBe(
      gz(`import{r}from"./vendor-b.js";const s=()=>import("./shell-d.js");`) +
        gz(`export const r=1;${big}`) +
        gz(`import{f}from"./form-e.js";`) +
        gz('export const f=2;'),
    );
  });

  it('finds the entry named by the first-paint script', () => {
    const dist = fakeDist({
      'index.html': '<script data-entry="/assets/index-a.js">(function(){})()</script>',
      'assets/index-a.js': 'export const a=1;',
    });
    expect((measure(dist) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([
      'assets/index-a.js',
    ]);
  });

  it('counts before the first paint the page and what its head waits for, not module scripts', () => {
    const css = `.a{color:red}${'x'.repeat(3000)}`;
    const head =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-c.css"><script src="/prefs.js"></script>' +
      '<script type="module" crossorigin src="/assets/index-a.js"></script><script async src="/assets/late.js"></script></head>';
    const dist = fakeDist({
      'index.html': `${head}<body><div id="root"></div></body>`,
      'assets/index-c.css': css,
      'prefs.js': 'document.documentElement.lang="en"',
    });
    const result = measureFirstPaint(dist) as { files: { file: string }[]; gzip: number };
    expect(result.files.map((f) => f.file)).toEqual(['index.html', 'assets/index-c.css', 'prefs.js']);
    const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;
    expect(result.gzip).toBe(
      gz(`${head}<body><div id="root"></div></body>`) + gz(css) + gz('document.documentElement.lang="en"'),
    );
  });

  it('fails loudly when index.html has no module entry', () => {
    const dist = fakeDist({ 'index.html': '<div id="root"></div>' });
    expect(() => measure(dist)).toThrow(/no module entry/);
  });
});
