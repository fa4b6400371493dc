// The README is the entry point: every link and repo path it, docs/ and the feature READMEs name
// must exist, its Layout must name every folder, and it must stay short enough to read at once.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const README_MAX_LINES = 260;

const TOP_LEVEL = [
  '.ci',
  'codegen',
  'docs',
  'locales',
  'openapi',
  'schemas',
  'sandbox',
  'scripts',
  'src',
  'tests',
];
const TOP_LEVEL_FILES = new Set([
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'playwright.prism.config.ts',
  'eslint.config.js',
  'index.html',
  'README.md',
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const featureReadmes = readdirSync('src/features')
  .map((area) => path.join('src/features', area, 'README.md'))
  .filter((file) => existsSync(file));
const DOCS = ['README.md', ...markdownFiles('docs'), ...featureReadmes];

/** Markdown without its fenced blocks (their text is code, not links or paths). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The relative link targets of a file, resolved from the repo root, anchors dropped. */
function relativeLinks(file: string): string[] {
  const targets = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return targets
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => path.normalize(path.join(path.dirname(file), target.split('#')[0]!)));
}

/**
 * Backticked spans that are paths in the repo: under a top-level folder, or a top-level file.
 * Spans with a placeholder (`<area>`, `*`, `{id}`, `...`) name a pattern, not a file.
 */
function repoPaths(file: string): string[] {
  const spans = [...prose(readFileSync(file, 'utf8')).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return spans.filter(
    (span) =>
      !/[<>*{}|\s]|\.\.\./.test(span) &&
      (TOP_LEVEL.some((folder) => span.startsWith(`${folder}/`)) || TOP_LEVEL_FILES.has(span)),
  );
}

describe('the README, docs/ and the feature READMEs', () => {
  it.each(DOCS)('%s: every relative link leads to a file or folder of the repo', (file) => {
    const missing = relativeLinks(file).filter((target) => !existsSync(target));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s: every backticked repo path exists', (file) => {
    const missing = repoPaths(file).filter((p) => !existsSync(p));
    expect(missing).toEqual([]);
  });

  it(`README.md stays under ${README_MAX_LINES} lines`, () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThan(README_MAX_LINES);
  });

  it("the README's Layout names every top-level folder and every folder of src/, one line each", () => {
    const readme = readFileSync('README.md', 'utf8');
    const layout = /^## Layout\n[\s\S]*?```\n([\s\S]*?)```/m.exec(readme)?.[1] ?? '';
    const named = new Set(layout.split('\n').map((line) => /^(\S+\/)/.exec(line)?.[1]));
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
    const folders = new Set(
      tracked.flatMap((f) => {
        const parts = f.split('/');
        if (parts.length < 2) return [];
        return parts[0] === 'src' && parts.length > 2
          ? [`${parts[0]}/`, `src/${parts[1]}/`]
          : [`${parts[0]}/`];
      }),
    );
    expect([...folders].filter((folder) => !named.has(folder)).sort()).toEqual([]);
    expect([...named].filter((folder) => folder && !existsSync(folder))).toEqual([]);
  });
});
