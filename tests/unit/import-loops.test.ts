// No loops in the imports of src/ and sandbox/: neither between files (type-only imports
// included, which eslint's import/no-cycle does not follow) nor between folders (a layer of src,
// a feature, a component folder, a folder of the sandbox). A loop between folders means neither
// can be read, moved or tested without the other; the layer rules of eslint.config.js say which
// way each import should go.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderOf, groupGraph, importGraph, loopEdges, loopsOf } from '../support/import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = importGraph(root, ['src', 'sandbox']);

const describeLoops = (groupOf: (file: string) => string, loops: string[][]) =>
  loops.map((loop) => `${loop.join(' <-> ')}\n    ${loopEdges(graph, groupOf, loop).join('\n    ')}`);

describe('the import graph', () => {
  it('reads the imports of src and the sandbox', () => {
    expect(graph.get('sandbox/http/restapi.ts')).toContain('src/domain/operation-access.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('has no loop between files, type-only imports included', () => {
    const byFile = (file: string) => file;
    expect(describeLoops(byFile, loopsOf(groupGraph(graph, byFile)))).toEqual([]);
  });

  it('has no loop between folders', () => {
    expect(describeLoops(folderOf, loopsOf(groupGraph(graph, folderOf)))).toEqual([]);
  });
});

describe('the loop finder', () => {
  it('finds a loop through three nodes and leaves the rest alone', () => {
    const sample = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(loopsOf(sample)).toEqual([['a', 'b', 'c']]);
  });

  it('groups files by layer, feature, component folder and sandbox folder', () => {
    expect(folderOf('src/access/paths.ts')).toBe('src/access');
    expect(folderOf('src/features/alerts/api/alert-table.ts')).toBe('src/features/alerts');
    expect(folderOf('src/components/layout/AppLayout.tsx')).toBe('src/components/layout');
    expect(folderOf('sandbox/seed/alarm/index.ts')).toBe('sandbox/seed');
    expect(folderOf('sandbox/passwords.ts')).toBe('sandbox/passwords.ts');
  });
});
