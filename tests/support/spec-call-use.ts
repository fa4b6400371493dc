// Which of the spec's calls (tests/contract/spec-calls.ts) the console's code makes: a call is
// used when code under src/ (not the generated files, the tests, the access tables or the query
// factories' own definitions) names its path or its operation id, or calls the query factory that
// wraps its path (`queries.<area>.<factory>(`). Permission checks (`useCanCall('<id>')`) name an
// operation without calling it and do not count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESTAPI_OPERATIONS } from '../../src/gen/contract-values.gen';
import { SPEC_CALLS } from '../contract/spec-calls';

export interface SpecCall {
  method: string;
  path: string;
  /** The contract's operation id (null for the /bff calls, which the contract's /restapi list does not hold). */
  operationId: string | null;
}

export const specCalls = (): SpecCall[] =>
  SPEC_CALLS.map(([method, p]) => ({
    method,
    path: p,
    operationId: RESTAPI_OPERATIONS.find((op) => op.method === method && op.path === p)?.operationId ?? null,
  }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const QUERIES_DIR = path.join('src', 'api', 'queries');
const NOT_A_USE = [
  path.join('src', 'gen'),
  path.join('src', 'access'),
  path.join('src', 'session', 'testing'),
  QUERIES_DIR,
  // The query keys name each path for its parameters' type only.
  path.join('src', 'api', 'query-keys.ts'),
];

/** The query factories by the path they call: `<area>.<factory>` (src/api/queries/<file>.ts). */
function factoriesByPath(root: string): Map<string, { area: string; factory: string }[]> {
  const index = readFileSync(path.join(root, QUERIES_DIR, 'index.ts'), 'utf8');
  const areaOf = new Map([...index.matchAll(/(\w+): (\w+)Queries\(context\)/g)].map((m) => [m[2]!, m[1]!]));
  const found = new Map<string, { area: string; factory: string }[]>();
  for (const file of sourceFiles(path.join(root, QUERIES_DIR))) {
    const text = readFileSync(file, 'utf8');
    const area = areaOf.get(/export function (\w+)Queries/.exec(text)?.[1] ?? '');
    if (!area) continue;
    const constants = new Map([...text.matchAll(/const (\w+) = '([^']+)'/g)].map((m) => [m[1]!, m[2]!]));
    // Each factory runs from its `name: (` line to the next one.
    const blocks = text.split(/\n(?= {4}(?:\/\*\*[^\n]*\n {4})?\w+: (?:\([^)]*\)|\w+) =>)/);
    for (const block of blocks) {
      const factory = /^ {4}(?:\/\*\*[^\n]*\n {4})?(\w+): /.exec(block)?.[1];
      if (!factory) continue;
      for (const [name, value] of constants)
        if (new RegExp(`\\b${name}\\b`).test(block))
          found.set(value, [...(found.get(value) ?? []), { area, factory }]);
    }
  }
  return found;
}

/** `queries.<area>.<factory>(`, or the same through a name given to the area (`const q = queries.<area>;`). */
function callsFactory(text: string, area: string, factory: string): boolean {
  if (new RegExp(`\\.${area}\\.${factory}\\(`).test(text)) return true;
  const aliases = [...text.matchAll(new RegExp(`(\\w+) = [\\w.]*\\.${area};`, 'g'))].map((m) => m[1]!);
  return aliases.some((alias) => new RegExp(`\\b${alias}\\.${factory}\\(`).test(text));
}

/** The spec calls the console's code makes, by path. */
export function usedSpecCalls(root: string): Set<string> {
  const consumers = sourceFiles(path.join(root, 'src'))
    .filter((file) => !NOT_A_USE.some((dir) => path.relative(root, file).startsWith(dir)))
    .map((file) => readFileSync(file, 'utf8').replace(/useCanCall\(\s*'\w+'/g, ''));
  const factories = factoriesByPath(root);
  const used = new Set<string>();
  for (const call of specCalls()) {
    const named = consumers.some(
      (text) =>
        text.includes(`'${call.path}`) ||
        text.includes(`\`${call.path}`) ||
        (call.operationId !== null && new RegExp(`\\b${call.operationId}\\b`).test(text)),
    );
    const viaFactory = (factories.get(call.path) ?? []).some(({ area, factory }) =>
      consumers.some((text) => callsFactory(text, area, factory)),
    );
    if (named || viaFactory) used.add(call.path);
  }
  return used;
}
