// The query layer from the contract: one queryOptions factory per read operation and one
// mutationOptions factory per write, keyed [tag, operationId, params, scope]. A read is a GET, or
// a POST whose body is a query (`x-query: true`). A write invalidates its tag's queries, or what
// its `x-invalidates` names (tags or read operationIds; [] for none) where the tag is too broad;
// a write that records a change (`x-change-history` other than none) also the change history's.
// The generated module imports nothing of the console: the client, the scope of a request and
// the unwrapping of replies come in through its deps (src/api/query-layer.ts wires them).
import { BANNER } from './banner.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, unknown>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; $ref?: string }[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-query'?: boolean;
  'x-invalidates'?: string[];
  /** The entity type whose change this write records (change history), or none. */
  'x-change-history'?: string;
}

/** The tag of the change history's reads, refreshed by every write that records a change. */
const CHANGE_HISTORY_TAG = 'ChangeHistory';

interface BundledContract {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Operation['parameters']> };
}

/** One operation of the contract as the query layer sees it. */
export interface LayerOperation {
  operationId: string;
  tag: string;
  method: Method;
  path: string;
  kind: 'read' | 'write';
  /** The inputs it takes: query and path parameters, a JSON body. */
  query: 'none' | 'optional' | 'required';
  pathParams: boolean;
  body: 'none' | 'optional' | 'required';
  /** Writes: the key prefixes to invalidate ([tag] or [tag, operationId]). */
  invalidates: (readonly [string] | readonly [string, string])[];
  /** Writes: whether the reply is an envelope whose isSuccess false is a failure. */
  envelope: boolean;
}

function resolve(doc: BundledContract, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(doc, doc.components.schemas[name]);
}

function hasIsSuccess(doc: BundledContract, schema: Schema | undefined): boolean {
  const s = resolve(doc, schema);
  if (!s) return false;
  if (s.properties && 'isSuccess' in s.properties) return true;
  return (s.allOf ?? []).some((part) => hasIsSuccess(doc, part));
}

function parametersOf(doc: BundledContract, op: Operation) {
  return (op.parameters ?? []).map((p) => {
    if (!p.$ref) return p;
    const name = p.$ref.replace('#/components/parameters/', '');
    return (doc.components.parameters as unknown as Record<string, typeof p>)[name]!;
  });
}

/** The operations of the contract, read or write, with what the layer needs of each. */
export function layerOperations(doc: BundledContract): LayerOperation[] {
  const all: (LayerOperation & { xInvalidates?: string[]; recordsChange: boolean })[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const tag = op.tags?.[0];
      if (!tag) throw new Error(`${op.operationId} has no tag: the query layer keys by tag.`);
      const params = parametersOf(doc, op);
      const queryParams = params.filter((p) => p.in === 'query');
      const body = op.requestBody?.content?.['application/json']
        ? op.requestBody.required
          ? 'required'
          : 'optional'
        : 'none';
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      all.push({
        operationId: op.operationId,
        tag,
        method,
        path,
        kind: (op['x-query'] ?? method === 'get') ? 'read' : 'write',
        query:
          queryParams.length === 0 ? 'none' : queryParams.some((p) => p.required) ? 'required' : 'optional',
        pathParams: params.some((p) => p.in === 'path'),
        body,
        invalidates: [],
        envelope: hasIsSuccess(doc, ok?.content?.['application/json']?.schema),
        xInvalidates: op['x-invalidates'],
        recordsChange: (op['x-change-history'] ?? 'none') !== 'none',
      });
    }
  }
  const tags = new Set(all.map((op) => op.tag));
  const reads = new Map(all.filter((op) => op.kind === 'read').map((op) => [op.operationId, op]));
  return all.map(({ xInvalidates, recordsChange, ...op }) => {
    if (op.kind === 'read') {
      if (xInvalidates) throw new Error(`${op.operationId} is a read and cannot have x-invalidates.`);
      return op;
    }
    const named = xInvalidates ?? [op.tag];
    const targets =
      recordsChange && tags.has(CHANGE_HISTORY_TAG) && !named.includes(CHANGE_HISTORY_TAG)
        ? [...named, CHANGE_HISTORY_TAG]
        : named;
    const invalidates = targets.map((target) => {
      if (tags.has(target)) return [target] as const;
      const read = reads.get(target);
      if (!read)
        throw new Error(`${op.operationId}: x-invalidates names ${target}, neither a tag nor a read.`);
      return [read.tag, read.operationId] as const;
    });
    return { ...op, invalidates };
  });
}

const q = (s: string) => `'${s}'`;

/** The factory's parameter and the request's init, by what the operation takes. */
function inputOf(op: LayerOperation): { param: string; init: string; key: string } {
  const P = q(op.path);
  const M = q(op.method);
  const inputs: { name: string; type: string; optional: boolean }[] = [];
  if (op.pathParams) inputs.push({ name: 'path', type: `PathOf<${P}, ${M}>`, optional: false });
  if (op.query !== 'none')
    inputs.push({ name: 'query', type: `QueryOf<${P}, ${M}>`, optional: op.query === 'optional' });
  if (op.body !== 'none') inputs.push({ name: 'body', type: `BodyOf<${P}, ${M}>`, optional: false });
  const params = inputs.filter((i) => i.name !== 'body');
  const paramsInit = params.length ? `params: { ${params.map((i) => i.name).join(', ')} }, ` : '';
  const bodyInit = op.body !== 'none' ? 'body, ' : '';
  const init = `${paramsInit}${bodyInit}`;
  if (inputs.length === 0) return { param: '', init, key: 'null' };
  if (inputs.length === 1) {
    const [only] = inputs;
    return {
      param: `${only!.name}: ${only!.type}${only!.optional ? ' = {}' : ''}`,
      init,
      key: only!.name,
    };
  }
  const names = inputs.map((i) => i.name).join(', ');
  const type = inputs.map((i) => `${i.name}${i.optional ? '?' : ''}: ${i.type}`).join('; ');
  return { param: `{ ${names} }: { ${type} }`, init, key: `{ ${names} }` };
}

function readFactory(op: LayerOperation): string {
  const { param, init, key } = inputOf(op);
  const call = `client.${op.method.toUpperCase()}(${q(op.path)}, { ${init}signal })`;
  return [
    `    /** ${op.method.toUpperCase()} ${op.path} */`,
    `    ${op.operationId}: (${param}) =>`,
    '      queryOptions({',
    `        queryKey: [${q(op.tag)}, ${q(op.operationId)}, ${key}, scopeFor(${q(op.path)})] as const,`,
    `        queryFn: ({ signal }) => unwrap(${call}),`,
    '      }),',
  ].join('\n');
}

function writeFactory(op: LayerOperation): string {
  const { param, init } = inputOf(op);
  const call = `client.${op.method.toUpperCase()}(${q(op.path)}${init ? `, { ${init.replace(/, $/, '')} }` : ''})`;
  const unwrapper = op.envelope ? 'unwrapSuccess' : 'unwrap';
  return [
    `    /** ${op.method.toUpperCase()} ${op.path} */`,
    `    ${op.operationId}: () => ({`,
    `      mutationKey: [${q(op.tag)}, ${q(op.operationId)}] as const,`,
    `      mutationFn: (${param}) => ${unwrapper}(${call}),`,
    `      onSuccess: (...[, , , context]: SuccessArgs) => invalidate(context.client, INVALIDATES.${op.operationId}),`,
    '    }),',
  ].join('\n');
}

/** The deps the mutations use (unwrap only where a reply is no envelope). */
function mutationDeps(writes: LayerOperation[]): string {
  const used = ['client'];
  if (writes.some((op) => !op.envelope)) used.push('unwrap');
  if (writes.some((op) => op.envelope)) used.push('unwrapSuccess');
  return used.join(', ');
}

export function generateQueryLayer(doc: BundledContract): string {
  const ops = layerOperations(doc);
  const reads = ops.filter((op) => op.kind === 'read');
  const writes = ops.filter((op) => op.kind === 'write');
  const tags = [...new Set(ops.map((op) => op.tag))];
  const keyList = (keys: LayerOperation['invalidates']) =>
    `[${keys.map((k) => `[${k.map(q).join(', ')}]`).join(', ')}]`;
  return [
    BANNER,
    '// The query layer: one queryOptions factory per read operation, one mutationOptions factory per',
    '// write, keyed [tag, operationId, params, scope]; a write invalidates its tag or its x-invalidates.',
    '// Mutation options are plain objects (their mutationFn takes the one input and is always there),',
    '// so a hook may spread them and call mutationFn with an input it builds.',
    "import { queryOptions, type MutationFunctionContext, type QueryClient } from '@tanstack/react-query';",
    "import type { Client } from 'openapi-fetch';",
    "import type { paths } from './openapi.gen';",
    '',
    'type Op<P extends keyof paths, M extends string> = M extends keyof paths[P] ? paths[P][M] : never;',
    'type QueryOf<P extends keyof paths, M extends string> =',
    '  Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;',
    'type PathOf<P extends keyof paths, M extends string> =',
    '  Op<P, M> extends { parameters: { path?: infer Q } } ? NonNullable<Q> : never;',
    'type BodyOf<P extends keyof paths, M extends string> =',
    "  Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;",
    '',
    '/** What an openapi-fetch call resolves with. */',
    'export interface FetchResult<T> {',
    '  data?: T;',
    '  error?: unknown;',
    '  response: Response;',
    '}',
    '',
    '/** The scope headers a request carries, in its key: one scope\u2019s data is never served for another. */',
    'export type KeyScope = Readonly<Record<string, string>> | null;',
    '',
    'export interface QueryLayerDeps {',
    '  client: Client<paths>;',
    '  /** The scope headers a request to `path` will carry now (null where none apply). */',
    '  scopeFor: (path: keyof paths) => KeyScope;',
    '  /** A 2xx reply\u2019s data, or a rejection with the failure. */',
    '  unwrap: <T>(call: Promise<FetchResult<T>>) => Promise<T>;',
    '  /** Like unwrap, and rejects an envelope whose isSuccess is false. */',
    '  unwrapSuccess: <T extends { isSuccess: boolean }>(call: Promise<FetchResult<T>>) => Promise<T>;',
    '}',
    '',
    `export const TAGS = [${tags.map(q).join(', ')}] as const;`,
    'export type Tag = (typeof TAGS)[number];',
    '',
    '/** Every read operation, with its tag: the key prefix [tag, operationId] matches all its queries. */',
    'export const READ_OPERATIONS = {',
    ...reads.map((op) => `  ${op.operationId}: ${q(op.tag)},`),
    '} as const satisfies Record<string, Tag>;',
    'export type ReadOperationId = keyof typeof READ_OPERATIONS;',
    '',
    '/** The key prefixes each write invalidates when it succeeds. */',
    'export const INVALIDATES = {',
    ...writes.map((op) => `  ${op.operationId}: ${keyList(op.invalidates)},`),
    '} as const;',
    'export type WriteOperationId = keyof typeof INVALIDATES;',
    '',
    '/** A mutation\u2019s onSuccess arguments; the data and input are unknown, so a hook may adapt its input. */',
    'type SuccessArgs = [data: unknown, input: unknown, onMutateResult: unknown, context: MutationFunctionContext];',
    '',
    '/** The key prefix of every query of a read operation, in every scope and for any params. */',
    'export const readKey = <O extends ReadOperationId>(operationId: O) =>',
    '  [READ_OPERATIONS[operationId], operationId] as const;',
    '',
    'function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<unknown> {',
    '  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));',
    '}',
    '',
    '/** Invalidates what a write invalidates (for a write made outside its mutation options). */',
    'export const invalidateAfter = (queryClient: QueryClient, operationId: WriteOperationId) =>',
    '  invalidate(queryClient, INVALIDATES[operationId]);',
    '',
    'export function createQueries({ client, scopeFor, unwrap }: QueryLayerDeps) {',
    '  return {',
    ...reads.map(readFactory),
    '  };',
    '}',
    '',
    `export function createMutations({ ${mutationDeps(writes)} }: QueryLayerDeps) {`,
    '  return {',
    ...writes.map(writeFactory),
    '  };',
    '}',
    '',
    'export type Queries = ReturnType<typeof createQueries>;',
    'export type Mutations = ReturnType<typeof createMutations>;',
    '',
  ].join('\n');
}
