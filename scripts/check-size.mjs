// `npm run check:size`: the JavaScript the sign-in page loads before it is usable must stay
// within the budget (issue 30: at most 150 KB gzip). The entry is the sign-in page of a fresh
// load (src/app/sign-in-start.tsx); the console is its lazy chunk. After `vite build`, it sums the
// gzip size of the entry chunk, the chunks it imports statically (recursively) and those
// index.html preloads; dynamic imports (the console, its routes) are not counted. Prints the
// figure; exits 1 above it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Measured 122 KB (issue 30) plus a small margin: growth fails CI (docs/console-shell.md).
export const BUDGET_BYTES = 130 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports of a built ES module: `import ... from "./x.js"`, `import "./x.js"`, `export ... from`. */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The entry chunk of index.html. */
export function entryChunk(indexHtml) {
  const match = indexHtml.match(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/);
  return match ? match[1] : null;
}

/** The chunks index.html preloads (`<link rel="modulepreload" href="...">`). */
export function preloadedChunks(indexHtml) {
  return [...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);
}

/** Every chunk reachable by static imports from `start` (files relative to distDir). */
export function closure(distDir, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}

export function measure(distDir) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = entryChunk(indexHtml);
  if (!entry) throw new Error('no module entry script in index.html');
  const start = [entry, ...preloadedChunks(indexHtml)].map((file) => file.replace(/^\//, ''));
  const files = closure(distDir, start);
  const sizes = files.map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files: sizes, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const { files, gzip } = measure(distDir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  const verdict = gzip <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`Sign-in page JavaScript: ${kb(gzip)} gzip (budget ${kb(BUDGET_BYTES)}): ${verdict} budget.`);
  process.exit(gzip <= BUDGET_BYTES ? 0 : 1);
}
