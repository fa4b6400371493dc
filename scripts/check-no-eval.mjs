// `npm run check:no-eval`: no built chunk turns a string into code (eval, new Function, Function
// with a string). The CSP has no unsafe-eval, so such code would fail in the browser; and the
// schema forms must keep their precompiled validators (Ajv's compiler builds validators with new
// Function). Run after `vite build`; prints each finding and exits 1 when there is one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PATTERNS = [
  /\bnew\s+Function\s*\(/g,
  // eval itself, called or passed on (indirect eval: `(0,eval)(code)`), not a method named eval.
  /(?<![.\w$])eval(?![\w$])/g,
  /(?<![.\w$])(?<!new\s+)Function\s*\(\s*["'`]/g,
];
// Known, unreachable uses, each recognised by the code around it:
const ALLOWED = [
  // lodash's global lookup, `Function('return this')()`, runs only where neither `global` nor
  // `self` exists: never in a browser.
  (before, at) => /^Function\s*\(\s*(["'`])return this\1\s*\)/.test(at),
  // markdown-to-jsx (rjsf's descriptions) evaluates attribute expressions only with its
  // evalUnserializableExpressions option, which nothing sets, and falls back to the text.
  (before) => /evalUnserializableExpressions\)try\{[\w$.[\]]*=\(0,$/.test(before),
];

/** The places in one chunk's code that evaluate strings, as short excerpts. */
export function findEval(code) {
  const found = [];
  for (const pattern of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const before = code.slice(Math.max(0, match.index - 80), match.index);
      const at = code.slice(match.index, match.index + 80);
      if (ALLOWED.some((allowed) => allowed(before, at))) continue;
      found.push(code.slice(Math.max(0, match.index - 40), match.index + 60));
    }
  }
  return found;
}

/** Every finding in the .js files of a build's assets folder. */
export function scan(distDir) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .flatMap((file) =>
      findEval(readFileSync(path.join(assets, file), 'utf8')).map((excerpt) => ({ file, excerpt })),
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'assets'))) {
    console.error('dist/assets is missing: run `npm run build` first.');
    process.exit(1);
  }
  const findings = scan(distDir);
  for (const f of findings) console.log(`  ${f.file}: …${f.excerpt}…`);
  console.log(
    findings.length === 0
      ? 'No built chunk evaluates strings (CSP without unsafe-eval).'
      : `${findings.length} place(s) evaluate strings: the CSP (no unsafe-eval) would refuse them.`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}
