// Which of the spec's calls (tests/contract/spec-calls.ts) the console's code makes: a call is
// used when code under src/ (not the generated files, the tests or the access tables) names its
// path or its operation id: the generated query layer is `queries.<operationId>(` and
// `mutations.<operationId>(`. Permission checks (`useCanCall('<id>')`) name an operation without
// calling it and do not count.
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

const NOT_A_USE = [
  path.join('src', 'gen'),
  // The access tables name every operation to rule on it, not to call it.
  path.join('src', 'access'),
  path.join('src', 'domain'),
  path.join('src', 'session', 'testing'),
];

/** The spec calls the console's code makes, by path. */
export function usedSpecCalls(root: string): Set<string> {
  const consumers = sourceFiles(path.join(root, 'src'))
    .filter((file) => !NOT_A_USE.some((dir) => path.relative(root, file).startsWith(dir)))
    .map((file) => readFileSync(file, 'utf8').replace(/useCanCall\(\s*'\w+'/g, ''));
  const used = new Set<string>();
  for (const call of specCalls()) {
    const named = consumers.some(
      (text) =>
        text.includes(`'${call.path}`) ||
        text.includes(`\`${call.path}`) ||
        (call.operationId !== null && new RegExp(`\\b${call.operationId}\\b`).test(text)),
    );
    if (named) used.add(call.path);
  }
  return used;
}
