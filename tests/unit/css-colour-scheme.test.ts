// The console's CSS modules give their dark colours by Mantine's [data-mantine-color-scheme]
// attribute. The build's CSS minifier (lightningcss) turns light-dark() into variables that only
// a `color-scheme` declaration in the same CSS sets: the declaration then resolves to nothing, in
// both schemes (the language switch had no background, the scope tree no hover).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the CSS modules', () => {
  it('use no light-dark() (it resolves to nothing after the build)', () => {
    const files = cssFiles('src');
    expect(files.length).toBeGreaterThan(3);
    const offending = files.filter((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .includes('light-dark('),
    );
    expect(offending).toEqual([]);
  });
});
