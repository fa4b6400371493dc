// Issue 19: the whole contract, fuzzed. For every operation, as a role that may call it,
// fast-check sends values just outside each bound of each input, values of a wrong type, NUL
// characters and unpaired surrogates, strings and integers beyond any bound, malformed, oversized
// and mistyped bodies, bodies and values nested too deep, too wide or too long (issue 33), and
// odd session cookies. Each must answer 4xx in the contract's error shape
// (a 400 names the field), never 5xx, and the sandbox must answer the next request. Seeded, with
// a fixed number of runs: the same requests every time, on PGlite and on PostgreSQL (CI runs the
// sandbox project on both). The edge of every bound of every input is always among them.
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../sandbox/http/app';
import { BODY_LIMITS } from '../../sandbox/http/body-limits';
import type { RoleName } from '../../src/domain/roles';
import {
  contractAjv,
  loadBundledContract,
  operationsOf,
  pointer,
  type JsonObject,
  type Operation,
} from '../support/contract';
import { callerFor, exampleRequest, sandboxForFile, scopeHeadersOf, urlOf } from '../support/contract-calls';
import { contractProblems } from '../support/contract-response';
import {
  edgeValues,
  hostileValues,
  long,
  wide,
  type HostileValue,
  type Input,
} from '../support/hostile-values';
import { inputsOf, withValueAt } from '../support/operation-inputs';

const SEED = 19;
/** Random cases per operation, after the edge cases. */
const RUNS = 12;

type BodyFault =
  | 'truncated'
  | 'not an object'
  | 'empty'
  | 'oversized'
  | 'not JSON'
  | 'nested too deep'
  | 'too many members'
  | 'too many items';
type Case =
  | { input: Input; hostile: HostileValue }
  | { body: BodyFault; raw: string; contentType: string }
  | { cookie: string };

const doc = await loadBundledContract();
const { app, cookieFor } = sandboxForFile();

const describeCase = (c: Case): string =>
  'input' in c
    ? `${c.input.where} ${c.input.name} = ${JSON.stringify(c.hostile.value)?.slice(0, 80)} (${c.hostile.kind})`
    : 'body' in c
      ? `body ${c.body} (${c.contentType}, ${c.raw.length} characters)`
      : `cookie ${c.cookie.slice(0, 40)}`;

/** A case that fast-check reports in a line (not a 100,000-character string). */
const reported = (c: Case): Case => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) });

/** The field a 400 must name for a hostile input. */
const fieldOf = (input: Input) => (input.where === 'body' ? input.name : `${input.where}:${input.name}`);

function bodyFaults(example: unknown): fc.Arbitrary<Case>[] {
  const json = JSON.stringify(example ?? {});
  const fault = (body: BodyFault, raw: fc.Arbitrary<string>, contentType = 'application/json') =>
    raw.map((r) => reported({ body, raw: r, contentType }));
  return [
    fault(
      'truncated',
      fc.integer({ min: 1, max: json.length - 1 }).map((n) => json.slice(0, n)),
    ),
    fault('not an object', fc.constantFrom('[]', '"text"', '42', 'true', '[{}]')),
    fault('empty', fc.constant('')),
    fault('not JSON', fc.constant(json), 'text/plain'),
  ];
}

/** Bodies of a shape no body may have (sandbox/http/body-limits.ts), written as text. */
const deepBody = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const wideBody = (members: number) => JSON.stringify(wide(members));
const longBody = (items: number) => JSON.stringify(long(items));

function shapeFaults(): fc.Arbitrary<Case>[] {
  const { depth, members, items } = BODY_LIMITS;
  const fault = (body: BodyFault, raw: fc.Arbitrary<string>) =>
    raw.map((r) => reported({ body, raw: r, contentType: 'application/json' }));
  return [
    // Up to 150,000 levels: still under 1 MB, far past any stack a recursive walk would have.
    fault('nested too deep', fc.integer({ min: depth + 1, max: 150_000 }).map(deepBody)),
    fault('too many members', fc.integer({ min: members + 1, max: 20 * members }).map(wideBody)),
    fault('too many items', fc.integer({ min: items + 1, max: 20 * items }).map(longBody)),
  ];
}

/** The 2,000 levels, and each limit just passed. */
const shapeEdges = (): Case[] =>
  (
    [
      ['nested too deep', deepBody(2000)],
      ['nested too deep', deepBody(BODY_LIMITS.depth + 1)],
      ['too many members', wideBody(BODY_LIMITS.members + 1)],
      ['too many items', longBody(BODY_LIMITS.items + 1)],
    ] as const
  ).map(([body, raw]) => reported({ body, raw, contentType: 'application/json' }));

const oversizedBody = (): Case =>
  reported({
    body: 'oversized',
    raw: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES) }),
    contentType: 'application/json',
  });

const cookies = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 64, unit: 'binary-ascii' })
    .filter((s) => /^[\x21-\x7e]+$/.test(s) && !/[;,]/.test(s)),
  fc.integer({ min: 4_000, max: 8_000 }).map((n) => 'x'.repeat(n)),
);

function bodyValidator(o: Operation): ValidateFunction | null {
  if (!o.op.requestBody) return null;
  const rb = o.op.requestBody as JsonObject;
  const where =
    typeof rb.$ref === 'string'
      ? `${rb.$ref}/content/application~1json/schema`
      : pointer('paths', o.path, o.method, 'requestBody', 'content', 'application/json', 'schema');
  return contractAjv(doc).compile({ $ref: `contract${where}` });
}

describe('every operation of the contract refuses hostile input with a 4xx', async () => {
  const operations = operationsOf(doc).filter((o) => o.op.operationId !== 'Bff_User');

  it.each(operations.map((o) => [o.op.operationId as string, o] as const))('%s', async (operationId, o) => {
    const role: RoleName = callerFor(operationId);
    const base = exampleRequest(doc, o);
    const inputs = inputsOf(doc, o, base.body);
    const validBody = bodyValidator(o);
    // Public operations (sign-in, password reset) declare a security without the session cookie.
    const security = o.op.security as Record<string, unknown>[] | undefined;
    const needsSession = !security || security.some((s) => 'sessionCookie' in s);
    const session = await cookieFor(role);

    const send = (c: Case) => {
      const headers: Record<string, string> = { cookie: session, 'x-csrf': '1' };
      if (o.path.startsWith('/restapi/')) Object.assign(headers, scopeHeadersOf(role));
      const path = { ...base.path };
      const query: Record<string, string | string[]> = { ...base.query };
      let body: unknown = base.body;
      let raw: string | undefined;
      let contentType = 'application/json';
      if ('input' in c) {
        const { where, name } = c.input;
        const value = c.hostile.value;
        if (where === 'query') query[name] = Array.isArray(value) ? value.map(String) : String(value);
        else if (where === 'path') path[name] = String(value);
        else if (where === 'header') headers[name] = Array.isArray(value) ? value.join(',') : String(value);
        else body = withValueAt(body, name, value);
      } else if ('body' in c) {
        raw = c.raw;
        contentType = c.contentType;
      } else {
        headers.cookie = `ec_session=${c.cookie}`;
      }
      const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      return app().inject({
        method: o.method.toUpperCase() as 'GET',
        url: urlOf(o.path, path, query),
        headers: { ...headers, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
    };

    const refused = async (c: Case) => {
      // A value outside a declared bound or of a wrong type must really be outside the contract.
      if (
        'input' in c &&
        c.input.where === 'body' &&
        validBody &&
        ['outside', 'type'].includes(c.hostile.kind)
      )
        fc.pre(!validBody(withValueAt(base.body, c.input.name, c.hostile.value)));
      const res = await send(c);
      const what = `${operationId} as ${role}, ${describeCase(c)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      if (operationId === 'Bff_Logout') {
        // A navigation: always a redirect to the sign-in page (a wrong sid ends nothing).
        expect(res.statusCode, what).toBe(302);
      } else {
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        const reply = JSON.parse(res.body) as { errors?: { field: string }[] };
        expect(await contractProblems(o.path, o.method, res.statusCode, reply), what).toEqual([]);
        if ('input' in c && res.statusCode === 400) {
          const field = fieldOf(c.input);
          const fields = (reply.errors ?? []).map((e) => e.field);
          // A value over a body limit is named where the limit is passed: at or inside it.
          const inside = (f: string) => c.hostile.kind === 'shape' && f.startsWith(`${field}/`);
          expect(
            fields.some((f) => f === field || field.startsWith(`${f}/`) || inside(f)),
            `${what}\n  names ${fields.join(', ')}, not ${field}`,
          ).toBe(true);
        }
      }
      // And the sandbox answers the next request, with the session still there.
      const next = await app().inject({
        method: 'GET',
        url: '/bff/user',
        headers: { cookie: session, 'x-csrf': '1' },
      });
      expect(next.statusCode, `after ${what}`).toBe(200);
    };

    const edges: Case[] = [
      ...inputs
        .filter((input) => input.where !== 'header')
        .flatMap((input) => edgeValues(input).map((hostile) => reported({ input, hostile }))),
      ...(o.op.requestBody ? [oversizedBody(), ...shapeEdges()] : []),
      ...(needsSession ? [reported({ cookie: 'not-a-session' })] : []),
    ];
    const arbitraries: fc.Arbitrary<Case>[] = [
      ...inputs.map((input) => hostileValues(input).map((hostile) => reported({ input, hostile }))),
      ...(o.op.requestBody ? [...bodyFaults(base.body), ...shapeFaults()] : []),
      ...(needsSession ? [cookies.map((cookie) => reported({ cookie }))] : []),
    ];
    await fc.assert(fc.asyncProperty(fc.oneof(...arbitraries), refused), {
      seed: SEED,
      // fast-check counts the examples among the runs.
      numRuns: edges.length + RUNS,
      examples: edges.map((c) => [c]),
    });
  });
});
