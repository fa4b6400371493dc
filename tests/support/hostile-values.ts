// Hostile values for one input of an operation, as fast-check arbitraries derived from the
// input's schema in the contract: just outside each declared bound, of a wrong type, and the
// values no contract may let through whatever its bounds say (issue 19): strings far longer than
// any column, integers beyond int32, NUL characters and unpaired surrogates; and, in a body,
// values of a shape no body may have (issue 33): nested too deep, objects too wide, arrays too long.
import fc from 'fast-check';
import { BODY_LIMITS } from '../../sandbox/http/body-limits';
import type { JsonObject } from './contract';

export type Where = 'body' | 'query' | 'path' | 'header';

/** One input of an operation: a parameter, or a value inside the body (by JSON Pointer). */
export interface Input {
  where: Where;
  /** The parameter's name, or the body value's JSON Pointer. */
  name: string;
  schema: JsonObject;
}

export const INT32_MAX = 2 ** 31 - 1;
/** Longer than any string the contract may allow (the widest column is a few thousand). */
export const OVERSIZED_LENGTH = 100_001;
/** A query string or a header this long is already refused by any HTTP server's limits. */
const OVERSIZED_PARAM_LENGTH = 10_001;

const typesOf = (schema: JsonObject): string[] => ([] as string[]).concat((schema.type as string) ?? []);

/** The JSON type of a value, as a schema's `type` names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function acceptsType(schema: JsonObject, value: unknown): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const anyString = (max = 12) => fc.string({ maxLength: max });

/**
 * What makes a value hostile: outside a bound the input declares, of a type it does not accept,
 * a string PostgreSQL cannot store, or beyond any bound a contract may give (these last two must
 * be refused even where the contract forgot the bound).
 */
export type HostileKind = 'outside' | 'type' | 'unstorable' | 'beyond' | 'shape';

/** A kind of hostile value: the one right at the edge, and fast-check's values around it. */
interface Kind {
  kind: HostileKind;
  edge: unknown;
  around: fc.Arbitrary<unknown>;
}

export interface HostileValue {
  kind: HostileKind;
  value: unknown;
}

/** Just outside each bound the schema declares (nothing when it declares none). */
function justOutside(schema: JsonObject, asText: boolean): Kind[] {
  const out: Kind[] = [];
  const text = (n: number) => (asText ? String(n) : n);
  const texts = (n: fc.Arbitrary<number>) => (asText ? n.map(String) : n);
  const types = typesOf(schema);
  if (types.includes('string')) {
    if (typeof schema.maxLength === 'number') {
      const max = schema.maxLength;
      out.push({
        kind: 'outside',
        edge: 'x'.repeat(max + 1),
        around: fc.string({ minLength: max + 1, maxLength: max + 4 }),
      });
    }
    if (typeof schema.minLength === 'number' && schema.minLength > 1) {
      const min = schema.minLength;
      out.push({
        kind: 'outside',
        edge: 'x'.repeat(min - 1),
        around: fc.string({ minLength: 1, maxLength: min - 1 }),
      });
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    if (typeof schema.maximum === 'number') {
      const max = schema.maximum;
      out.push({
        kind: 'outside',
        edge: text(max + 1),
        around: texts(fc.integer({ min: max + 1, max: max + 1000 })),
      });
    }
    if (typeof schema.minimum === 'number') {
      const min = schema.minimum;
      out.push({
        kind: 'outside',
        edge: text(min - 1),
        around: texts(fc.integer({ min: min - 1000, max: min - 1 })),
      });
    }
    if (types.includes('integer'))
      out.push({
        kind: 'outside',
        edge: text(1.5),
        around: texts(fc.double({ noInteger: true, noNaN: true, min: -1e6, max: 1e6 })),
      });
  }
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    out.push({
      kind: 'outside',
      edge: 'not-one-of-them',
      around: anyString().filter((s) => !values.includes(s)),
    });
  }
  return out;
}

/** Values of a type the schema does not accept (a query or path value is always text). */
function wrongTypes(schema: JsonObject, asText: boolean): Kind[] {
  if (asText) {
    const types = typesOf(schema);
    // A repeated parameter arrives as a list.
    const repeated: Kind = {
      kind: 'type',
      edge: ['1', '2'],
      around: fc.array(fc.nat().map(String), { minLength: 2, maxLength: 3 }),
    };
    if (types.includes('integer') || types.includes('number'))
      return [
        { kind: 'type', edge: 'abc', around: fc.constantFrom('abc', '1x', 'true', '0x1F', '1,5') },
        repeated,
      ];
    return [repeated];
  }
  const candidates: unknown[] = ['text', 12, 1.5, true, null, [1], { a: 1 }];
  return [
    {
      kind: 'type',
      edge: candidates.find((value) => !acceptsType(schema, value)),
      around: fc
        .oneof(
          fc.boolean(),
          fc.integer(),
          fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
          anyString(),
          fc.constant(null),
          fc.array(fc.integer(), { maxLength: 2 }),
          fc.dictionary(anyString(4), fc.integer(), { maxKeys: 2 }),
        )
        .filter((value) => !acceptsType(schema, value)),
    },
  ];
}

/** With a NUL somewhere in it; a JSON body can also carry an unpaired surrogate, a URL cannot. */
function unstorable(inBody: boolean): Kind[] {
  const nul: Kind = {
    kind: 'unstorable',
    edge: 'a\u0000b',
    around: fc.tuple(anyString(), anyString()).map(([a, b]) => `${a}\u0000${b}`),
  };
  if (!inBody) return [nul];
  const surrogate = fc
    .tuple(fc.string({ maxLength: 12, unit: 'grapheme-ascii' }), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([a, code]) => `${a}${String.fromCharCode(code)}`);
  return [nul, { kind: 'unstorable', edge: 'a\ud800b', around: surrogate }];
}

const HUGE_INTEGERS = [2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

/** What no bound may let through, whatever the input's schema. */
function beyondAnyBound(schema: JsonObject, where: Where): Kind[] {
  const asText = where !== 'body';
  const length = asText ? OVERSIZED_PARAM_LENGTH : OVERSIZED_LENGTH;
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  const huge = HUGE_INTEGERS.map((n) => (asText ? String(n) : n));
  return [
    {
      kind: 'beyond',
      edge: 'x'.repeat(length),
      around: fc.integer({ min: length, max: length + 1000 }).map((n) => 'x'.repeat(n)),
    },
    // As text, a huge number is a fine search term: beyond a bound only for a number.
    ...(numeric ? [{ kind: 'beyond' as const, edge: huge[0], around: fc.constantFrom(...huge) }] : []),
  ];
}

/** Arrays nested `levels` deep (built in a loop: a recursive builder would be the hazard tested). */
export function nested(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

/** An object of `members` members. */
export const wide = (members: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: members }, (_, i) => [`m${i}`, i]));

/** An array of `items` items. */
export const long = (items: number): number[] => Array.from({ length: items }, (_, i) => i);

/**
 * Body values over a limit of every body (sandbox/http/body-limits.ts), wherever they sit: the
 * issue's 2,000 levels, objects and arrays just over their limits, and deeper, wider, longer.
 */
function overLimitShapes(): Kind[] {
  const { depth, members, items } = BODY_LIMITS;
  return [
    { kind: 'shape', edge: nested(2000), around: fc.integer({ min: depth + 1, max: 2500 }).map(nested) },
    {
      kind: 'shape',
      edge: wide(members + 1),
      around: fc.integer({ min: members + 1, max: 3 * members }).map(wide),
    },
    {
      kind: 'shape',
      edge: long(items + 1),
      around: fc.integer({ min: items + 1, max: 3 * items }).map(long),
    },
  ];
}

function kindsOf(input: Input): Kind[] {
  const asText = input.where !== 'body';
  return [
    ...justOutside(input.schema, asText),
    ...wrongTypes(input.schema, asText),
    // Headers carry no NUL: HTTP refuses it before any server code runs.
    ...(input.where === 'header' ? [] : unstorable(input.where === 'body')),
    ...beyondAnyBound(input.schema, input.where),
    ...(input.where === 'body' ? overLimitShapes() : []),
  ];
}

/** Every hostile value of one input, as fast-check generates them. */
export const hostileValues = (input: Input): fc.Arbitrary<HostileValue> =>
  fc.oneof(...kindsOf(input).map(({ kind, around }) => around.map((value) => ({ kind, value }))));

/** The value at the edge of each kind: every bound of the input is tried at least once. */
export const edgeValues = (input: Input): HostileValue[] =>
  kindsOf(input).map(({ kind, edge }) => ({ kind, value: edge }));
