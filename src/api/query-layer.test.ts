// The generated query layer walked against the contract: every read operation (a GET, or a POST
// marked x-query) has a queryOptions factory that calls it and is keyed [tag, operationId, params,
// scope]; every write has a mutation that calls it and invalidates what it names, which are the
// contract's tags and reads; no factory is left without an operation.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import contract from '../gen/openapi.bundle.gen.json';
import { createApiClient } from './client';
import { createQueryLayer, INVALIDATES, READ_OPERATIONS } from './query-layer';
import { scopeHeadersFor } from '../domain/scope-headers';
import { EMPTY_SCOPE_SELECTION, type ScopeSelection } from '../domain/scope-selection';

const COMPANY_A = '7c1e2d3f-0a4b-4c5d-8e6f-102030405060';
const COMPANY_B = '8d2f3e40-1b5c-4d6e-9f70-203040506070';

interface ContractParameter {
  in: string;
  name: string;
  $ref?: string;
}
interface ContractOperation {
  operationId: string;
  tags: string[];
  parameters?: ContractParameter[];
  requestBody?: { content?: Record<string, unknown> };
  'x-query'?: boolean;
  'x-invalidates'?: string[];
  'x-change-history'?: string;
}

const doc = contract as unknown as {
  paths: Record<string, Record<string, ContractOperation>>;
  components: { parameters: Record<string, ContractParameter> };
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({
      path,
      method,
      op,
      read: op['x-query'] ?? method === 'get',
      params: (op.parameters ?? []).map((p) =>
        p.$ref ? doc.components.parameters[p.$ref.replace('#/components/parameters/', '')]! : p,
      ),
    })),
);
const reads = operations.filter((o) => o.read);
const writes = operations.filter((o) => !o.read);
const tags = new Set(operations.map((o) => o.op.tags[0]));

interface Seen {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

function setup() {
  let selection: ScopeSelection = { ...EMPTY_SCOPE_SELECTION, company: { guid: COMPANY_A } };
  const seen: Seen[] = [];
  const client = createApiClient({
    baseUrl: 'http://console.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return Response.json({ isSuccess: true, message: null, entityData: null });
    },
    getSelection: () => selection,
    getSession: () => ({ sid: 's', email: null }),
    isDialogOpen: () => false,
    onErrorOutcome: () => undefined,
  });
  const layer = createQueryLayer(client, () => selection);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { layer, queryClient, seen, select: (next: ScopeSelection) => (selection = next) };
}

type Params = ReturnType<typeof inputFor>;

/** An input of the operation's shape: each path and query parameter set, a body when it takes one. */
function inputFor(o: (typeof operations)[number]) {
  const path = Object.fromEntries(o.params.filter((p) => p.in === 'path').map((p) => [p.name, 7]));
  const query = Object.fromEntries(o.params.filter((p) => p.in === 'query').map((p) => [p.name, 'q']));
  const body = o.op.requestBody ? { probe: o.op.operationId } : undefined;
  const parts = {
    ...(Object.keys(path).length ? { path } : {}),
    ...(Object.keys(query).length ? { query } : {}),
    ...(body ? { body } : {}),
  };
  const names = Object.keys(parts) as (keyof typeof parts)[];
  /** What the factory takes: the one input itself, or an object of them. */
  const arg = names.length === 1 ? parts[names[0]!] : names.length ? parts : undefined;
  return { path, query, body, arg };
}

function expectCall(seen: Seen | undefined, o: (typeof operations)[number], input: Params) {
  const expectedPath = o.path.replace(/\{(\w+)\}/g, (_, name: string) => String(input.path[name]));
  expect(seen?.method).toBe(o.method.toUpperCase());
  expect(seen?.path).toBe(expectedPath);
  for (const [name, value] of Object.entries(input.query)) expect(seen?.search.get(name)).toBe(value);
  expect(seen?.body).toEqual(input.body);
}

type AnyFactory = (arg?: unknown) => {
  queryKey?: readonly unknown[];
  mutationKey?: readonly unknown[];
  queryFn?: unknown;
  mutationFn?: (input: unknown) => Promise<unknown>;
  onSuccess?: (...args: unknown[]) => Promise<unknown>;
};

describe('the generated query layer against the contract', () => {
  const { layer } = setup();

  it('has one query factory per read operation and one mutation per write, and nothing else', () => {
    expect(Object.keys(layer.queries).sort()).toEqual(reads.map((o) => o.op.operationId).sort());
    expect(Object.keys(layer.mutations).sort()).toEqual(writes.map((o) => o.op.operationId).sort());
  });

  it.each(reads.map((o) => [o.op.operationId, o] as const))(
    'the read %s is keyed [tag, operationId, params, scope] and calls its operation',
    async (operationId, o) => {
      const { layer, queryClient, seen, select } = setup();
      const input = inputFor(o);
      const factory = (layer.queries as unknown as Record<string, AnyFactory>)[operationId]!;
      const options = factory(input.arg);
      const scope = scopeHeadersFor(o.path, { ...EMPTY_SCOPE_SELECTION, company: { guid: COMPANY_A } });
      expect(options.queryKey).toEqual([o.op.tags[0], operationId, input.arg ?? null, scope]);

      await queryClient.fetchQuery(options as never);
      expect(seen).toHaveLength(1);
      expectCall(seen[0], o, input);

      // Another scope, another key: one scope's data is never served for another.
      select({ ...EMPTY_SCOPE_SELECTION, company: { guid: COMPANY_B } });
      const other = factory(input.arg).queryKey;
      if (o.path.startsWith('/restapi/')) expect(other).not.toEqual(options.queryKey);
      else expect(other).toEqual(options.queryKey);
    },
  );

  it.each(writes.map((o) => [o.op.operationId, o] as const))(
    'the write %s calls its operation and invalidates what it names, only that',
    async (operationId, o) => {
      const { layer, queryClient, seen } = setup();
      const input = inputFor(o);
      const options = (layer.mutations as unknown as Record<string, AnyFactory>)[operationId]!();
      expect(options.mutationKey).toEqual([o.op.tags[0], operationId]);

      await options.mutationFn!(input.arg);
      expect(seen).toHaveLength(1);
      expectCall(seen[0], o, input);

      const declared = o.op['x-invalidates'] ?? [o.op.tags[0]!];
      // A write that records a change also refreshes the change history (its History sections).
      const recordsChange = (o.op['x-change-history'] ?? 'none') !== 'none';
      const named =
        recordsChange && !declared.includes('ChangeHistory') ? [...declared, 'ChangeHistory'] : declared;
      const expected = named.map((target) =>
        tags.has(target) ? [target] : [READ_OPERATIONS[target as keyof typeof READ_OPERATIONS], target],
      );
      expect(INVALIDATES[operationId as keyof typeof INVALIDATES]).toEqual(expected);

      // One cached query per read; after the write exactly those under the named prefixes are stale.
      for (const read of reads)
        queryClient.setQueryData([read.op.tags[0], read.op.operationId, null, null], 1);
      await options.onSuccess!(undefined, input.arg, undefined, { client: queryClient });
      const stale = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[1]);
      const hit = reads
        .filter((read) =>
          expected.some((prefix) =>
            prefix.length === 1 ? prefix[0] === read.op.tags[0] : prefix[1] === read.op.operationId,
          ),
        )
        .map((read) => read.op.operationId);
      expect(stale.sort()).toEqual(hit.sort());
    },
  );

  it('invalidations name the contract\u2019s tags and read operations only', () => {
    for (const [write, prefixes] of Object.entries(INVALIDATES)) {
      for (const prefix of prefixes) {
        expect(tags, write).toContain(prefix[0]);
        if (prefix.length === 2) {
          const read = reads.find((o) => o.op.operationId === prefix[1]);
          expect(read?.op.tags[0], `${write} -> ${prefix[1]}`).toBe(prefix[0]);
        }
      }
    }
  });
});
