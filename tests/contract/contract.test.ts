// The contract itself: every spec call is there, every operation follows the house rules,
// and every example validates against its schema.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  contractAjv,
  deref,
  loadBundledContract,
  operationsOf,
  pointer,
  projectRoot,
  type JsonObject,
  type Operation,
} from '../support/contract';
import { SPEC_CALLS } from './spec-calls';

const ERROR_STATUSES = ['400', '401', '403', '404', '500', '502'];
const SCOPE_HEADERS = ['x-company-guid', 'x-partner-guid', 'x-site-guid', 'x-group-guid'];

let doc: JsonObject;
let ops: Operation[];

beforeAll(async () => {
  doc = await loadBundledContract();
  ops = operationsOf(doc);
});

const label = (o: Operation) => `${o.method.toUpperCase()} ${o.path}`;

describe('the contract holds every call of the spec', () => {
  it.each(SPEC_CALLS)('%s %s', (method, p) => {
    const item = (doc.paths as Record<string, JsonObject>)[p];
    expect(item, `${p} is missing`).toBeDefined();
    expect(Object.keys(item ?? {}), `${p} has no ${method}`).toContain(method);
  });
});

describe('every operation follows the house rules', () => {
  it('has a unique operationId, one known tag and a summary', () => {
    const tags = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    const ids = new Map<string, string>();
    const problems: string[] = [];
    for (const o of ops) {
      const id = o.op.operationId as string | undefined;
      if (!id) problems.push(`${label(o)}: no operationId`);
      else if (ids.has(id)) problems.push(`${label(o)}: operationId ${id} also on ${ids.get(id)}`);
      else ids.set(id, label(o));
      const opTags = (o.op.tags as string[] | undefined) ?? [];
      if (opTags.length !== 1 || !tags.has(opTags[0]!))
        problems.push(`${label(o)}: tags ${opTags.join(',')}`);
      if (!o.op.summary) problems.push(`${label(o)}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it('declares 400, 401, 403, 404, 500 and 502 on every operation', () => {
    const problems = ops.flatMap((o) => {
      const responses = o.op.responses as JsonObject;
      return ERROR_STATUSES.filter((s) => !(s in responses)).map((s) => `${label(o)}: no ${s}`);
    });
    expect(problems).toEqual([]);
  });

  it('carries the four scope headers on every /restapi operation, and none on /bff', () => {
    const problems: string[] = [];
    for (const o of ops) {
      const params = [
        ...((o.pathItem.parameters as unknown[]) ?? []),
        ...((o.op.parameters as unknown[]) ?? []),
      ].map((p) => deref<{ name: string; in: string }>(doc, p));
      const headers = params.filter((p) => p.in === 'header').map((p) => p.name);
      const expected = o.path.startsWith('/restapi/') ? SCOPE_HEADERS : [];
      for (const h of SCOPE_HEADERS) {
        if (expected.includes(h) !== headers.includes(h)) problems.push(`${label(o)}: ${h}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('requires the session cookie and X-CSRF on /bff/user and every /restapi operation', () => {
    const global = doc.security as JsonObject[];
    const problems = ops
      .filter((o) => o.path.startsWith('/restapi/') || o.path === '/bff/user')
      .filter((o) => {
        const security = (o.op.security as JsonObject[] | undefined) ?? global;
        return (
          !security.every((req) => 'csrfHeader' in req && 'sessionCookie' in req) || security.length === 0
        );
      })
      .map(label);
    expect(problems).toEqual([]);
    const schemes = (doc.components as JsonObject).securitySchemes as JsonObject;
    expect(schemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF' });
  });

  it('gives every operation named examples for its 200 reply and its request body', () => {
    const problems: string[] = [];
    for (const o of ops) {
      const responses = o.op.responses as JsonObject;
      const ok = deref(doc, responses['200'] ?? responses['302']);
      const okContent = ok.content as Record<string, JsonObject> | undefined;
      if (responses['200'] && !hasNamedExamples(okContent))
        problems.push(`${label(o)}: 200 without named examples`);
      if (o.op.requestBody) {
        const body = deref(doc, o.op.requestBody);
        if (!hasNamedExamples(body.content as Record<string, JsonObject>))
          problems.push(`${label(o)}: request body without named examples`);
      }
    }
    expect(problems).toEqual([]);
  });
});

function hasNamedExamples(content: Record<string, JsonObject> | undefined): boolean {
  if (!content) return false;
  return Object.values(content).every((media) => {
    const examples = media.examples as JsonObject | undefined;
    return !!examples && Object.keys(examples).length > 0;
  });
}

describe('every example validates against its schema', () => {
  it('request and response examples', () => {
    const ajv = contractAjv(doc);
    const problems: string[] = [];
    for (const o of ops) {
      const opPointer = ['paths', o.path, o.method];
      const media: Array<[string[], JsonObject]> = [];
      if (o.op.requestBody) {
        const body = deref(doc, o.op.requestBody);
        for (const [type, m] of Object.entries(body.content as Record<string, JsonObject>))
          media.push([[...opPointer, 'requestBody', type], m]);
      }
      for (const [status, r] of Object.entries(o.op.responses as JsonObject)) {
        const response = deref(doc, r);
        for (const [type, m] of Object.entries((response.content as Record<string, JsonObject>) ?? {}))
          media.push([[...opPointer, 'responses', status, type], m]);
      }
      for (const [where, m] of media) {
        if (!m.schema) continue;
        const validate = ajv.compile({ $ref: `contract${schemaPointer(doc, o, where)}` });
        for (const [name, ex] of Object.entries((m.examples as JsonObject) ?? {})) {
          const value = deref<JsonObject>(doc, ex).value;
          if (!validate(value)) {
            problems.push(
              `${label(o)} ${where.slice(3).join(' ')} example "${name}": ${ajv.errorsText(validate.errors)}`,
            );
          }
        }
        if ('example' in m && !validate(m.example))
          problems.push(`${label(o)} ${where.slice(3).join(' ')} example`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The schema of a media object, as a pointer into the bundled document (following a
// requestBody or response that is itself a $ref to components).
function schemaPointer(d: JsonObject, o: Operation, where: string[]): string {
  const [, , , kind, statusOrType, maybeType] = where;
  if (kind === 'requestBody') {
    const body = o.op.requestBody as JsonObject;
    if (typeof body.$ref === 'string') return `${body.$ref}/content/${esc(statusOrType!)}/schema`;
    return pointer('paths', o.path, o.method, 'requestBody', 'content', statusOrType!, 'schema');
  }
  const response = (o.op.responses as JsonObject)[statusOrType!] as JsonObject;
  if (typeof response.$ref === 'string') return `${response.$ref}/content/${esc(maybeType!)}/schema`;
  void d;
  return pointer('paths', o.path, o.method, 'responses', statusOrType!, 'content', maybeType!, 'schema');
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

describe('named schemas', () => {
  it('registers every schema of every component file in the root, so each has a name', () => {
    const rootDoc = parse(readFileSync(path.join(projectRoot, 'openapi/restapi.yaml'), 'utf8')) as JsonObject;
    const registered = new Set(
      Object.values((rootDoc.components as JsonObject).schemas as Record<string, { $ref: string }>).map(
        (s) => s.$ref,
      ),
    );
    const dir = path.join(projectRoot, 'openapi/components');
    const skip = new Set(['parameters.yaml', 'responses.yaml']);
    const missing: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml') && !skip.has(f))) {
      const content = parse(readFileSync(path.join(dir, file), 'utf8')) as JsonObject;
      for (const name of Object.keys(content)) {
        const ref = `components/${file}#/${name}`;
        if (!registered.has(ref)) missing.push(ref);
      }
    }
    expect(missing).toEqual([]);
  });
});

// Issue 19: a value the contract lets through must fit the database and its use. Every integer
// says its format and range, every string its length (a fixed-form string such as a date-time
// or an enum needs none), so the backend, the sandbox and the console all refuse the same values.
const JSON_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);
const NOT_SCHEMAS = new Set(['examples', 'example', 'x-messages', 'default', 'const', 'enum']);

function unboundedValues(node: unknown, at: string[], out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => unboundedValues(n, [...at, String(i)], out));
  if (!node || typeof node !== 'object' || Array.isArray(node)) return out;
  const schema = node as JsonObject;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.length > 0 && types.every((t) => typeof t === 'string' && JSON_TYPES.has(t))) {
    const fixed = 'enum' in schema || 'const' in schema;
    const where = pointer(...at);
    if ((types.includes('integer') || types.includes('number')) && !fixed) {
      if (!schema.format) out.push(`${where}: no format`);
      if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
        out.push(`${where}: no minimum`);
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
        out.push(`${where}: no maximum`);
    }
    const fixedForm = schema.format === 'date-time' || schema.format === 'date';
    if (types.includes('string') && !fixed && !fixedForm && schema.maxLength === undefined)
      out.push(`${where}: no maxLength`);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (!NOT_SCHEMAS.has(key)) unboundedValues(value, [...at, key], out);
  }
  return out;
}

describe('every number and string is bounded', () => {
  it('in the paths, components and form schemas of the contract', () => {
    expect(unboundedValues({ paths: doc.paths, components: doc.components }, [], [])).toEqual([]);
  });

  it('ids are int32 from 1 and page sizes stay within the spec (9999, the partner picker)', () => {
    const schemas = (doc.components as JsonObject).schemas as Record<string, JsonObject>;
    const paged = deref<JsonObject>(doc, schemas.PagedRequest);
    const props = paged.properties as Record<string, JsonObject>;
    expect(props.pageSize).toMatchObject({ format: 'int32', minimum: 1, maximum: 9999 });
    expect(props.search).toMatchObject({ maxLength: 191 });
    const ids = ops.flatMap((o) =>
      [...((o.pathItem.parameters as unknown[]) ?? []), ...((o.op.parameters as unknown[]) ?? [])]
        .map((p) => deref<{ name: string; schema: JsonObject }>(doc, p))
        .filter((p) => /Id$|^id$/.test(p.name) && deref<JsonObject>(doc, p.schema).type === 'integer')
        .map((p) => [`${label(o)} ${p.name}`, deref<JsonObject>(doc, p.schema)] as const),
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const [name, schema] of ids)
      expect({ name, ...schema }).toMatchObject({ name, format: 'int32', minimum: 1, maximum: 2147483647 });
  });
});
