// `npm run check:size`: two budgets of the sign-in page (issue 30), after `vite build`.
// - The JavaScript it loads before it is usable (at most 150 KB gzip): the entry is the sign-in
//   page of a fresh load (src/app/sign-in-start.tsx); the console is its lazy chunk. It sums the
//   gzip size of the entry chunk, the chunks it imports statically (recursively) and those
//   index.html preloads; dynamic imports (the console, its routes) are not counted.
// - The bytes before its first paint: index.html (its styles and first-paint script inlined) and
//   any stylesheet or classic script its <head> would wait for. One request (the page itself),
//   within TCP's first window (10 segments of 1460 bytes): the form paints one round trip after
//   the request.
// Prints the figures; exits 1 above either budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Measured 122.9 KB (issue 30) plus a small margin: growth fails CI (docs/console-shell.md).
export const BUDGET_BYTES = 125 * 1024;
// Measured 12.4 KB; TCP's first window is 14.3 KB.
export const FIRST_PAINT_BUDGET_BYTES = 14 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports of a built ES module: `import ... from "./x.js"`, `import "./x.js"`, `export ... from`. */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The entry chunk of index.html: named by its first-paint script (data-entry), or a module script. */
export function entryChunk(indexHtml) {
  const match =
    indexHtml.match(/<script[^>]+data-entry="([^"]+\.js)"/) ??
    indexHtml.match(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/);
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

/** What the first paint waits for: index.html, its linked stylesheets and its classic scripts. */
export function measureFirstPaint(distDir) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  const blocking = [
    ...[...head.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...head.matchAll(/<script(?![^>]*(?:type="module"|\basync\b|\bdefer\b))[^>]+src="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  ];
  const files = ['index.html', ...blocking.map((file) => file.replace(/^\//, ''))];
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
  return { files: sizes, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0) };
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
  const firstPaint = measureFirstPaint(distDir);
  const paintWithin = firstPaint.files.length === 1 && firstPaint.gzip <= FIRST_PAINT_BUDGET_BYTES;
  const paintVerdict = paintWithin ? 'within' : 'OVER';
  console.log(
    `Before its first paint: ${kb(firstPaint.gzip)} gzip (${firstPaint.files.map((f) => f.file).join(', ')}; budget 1 request, ${kb(FIRST_PAINT_BUDGET_BYTES)}): ${paintVerdict} budget.`,
  );
  process.exit(gzip <= BUDGET_BYTES && paintWithin ? 0 : 1);
}
