// The import graph of src/ and sandbox/ (tests and generated code left out), read with
// TypeScript's own pre-processor: static, dynamic and type-only imports and re-exports alike.
// eslint's import/no-cycle sees value imports file by file; this graph also sees type-only
// loops and loops between folders.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.test\.tsx?|\.d\.ts)$/;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gen' ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name) ? [path] : [];
  });
}

/** Each file (relative to root, with '/') and the files of the graph it imports. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(root, dir)).map((file) => file.split('\\').join('/'));
  const known = new Set(files);
  const resolveImport = (from: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return null;
    const base = relative(root, resolve(root, dirname(from), spec))
      .split('\\')
      .join('/');
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    return candidates.find((candidate) => known.has(candidate)) ?? null;
  };
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
      const targets = info.importedFiles.map((imported) => resolveImport(file, imported.fileName));
      return [file, [...new Set(targets.filter((target): target is string => target !== null))]];
    }),
  );
}

/**
 * The folder a file belongs to for the loop check: a layer of src (src/access, src/session),
 * one feature or one component folder (src/features/alerts), or a folder of the sandbox
 * (sandbox/seed); a file directly under src/, src/components/ or sandbox/ stands for itself.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  const depth = parts[0] === 'src' && (parts[1] === 'features' || parts[1] === 'components') ? 3 : 2;
  return parts.slice(0, depth).join('/');
}

/** The graph between the groups `groupOf` puts files in (edges inside a group left out). */
export function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string) {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) if (groupOf(target) !== from) edges.add(groupOf(target));
  }
  return new Map([...groups].map(([group, edges]) => [group, [...edges]]));
}

/** The loops of a graph: its strongly connected components of more than one node (Tarjan). */
export function loopsOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** For a loop, the imports that close it: "a -> b (file -> file)", a few per pair of groups. */
export function loopEdges(
  graph: Map<string, string[]>,
  groupOf: (file: string) => string,
  loop: readonly string[],
): string[] {
  const members = new Set(loop);
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => groupOf(target) !== groupOf(file) && members.has(groupOf(target)))
      .filter(() => members.has(groupOf(file)))
      .map((target) => `${file} -> ${target}`),
  );
}
