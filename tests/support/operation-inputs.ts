// The inputs of an operation, read from the contract: each parameter, and each value of its
// request body down to the leaves (found along the body's example, so a oneOf body is walked
// through the form its example is), with each input's own schema.
import { deref, type JsonObject, type Operation } from './contract';
import { parametersOf } from './contract-calls';
import type { Input, Where } from './hostile-values';

const typesOf = (schema: JsonObject): string[] => ([] as string[]).concat((schema.type as string) ?? []);
const asObject = (v: unknown): JsonObject | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : undefined;
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The branch of a oneOf/anyOf whose properties hold most of the example's members. */
function branchOf(doc: JsonObject, branches: unknown[], value: unknown): unknown {
  const keys = Object.keys(asObject(value) ?? {});
  const score = (branch: unknown) => {
    const props = asObject(deref<JsonObject>(doc, branch).properties) ?? {};
    return keys.filter((k) => k in props).length;
  };
  return branches.reduce((best, branch) => (score(branch) > score(best) ? branch : best), branches[0]);
}

function bodyInputs(doc: JsonObject, node: unknown, value: unknown, at: string): Input[] {
  const schema = deref<JsonObject>(doc, node);
  const types = typesOf(schema);
  const primitive = types.length > 0 && !types.includes('object') && !types.includes('array');
  if (at !== '' && (primitive || Array.isArray(schema.enum))) return [{ where: 'body', name: at, schema }];
  const parts = [...((schema.allOf as unknown[]) ?? [])];
  const choice = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choice) parts.push(branchOf(doc, choice, value));
  const fromParts = parts.flatMap((part) => bodyInputs(doc, part, value, at));
  const props = asObject(schema.properties);
  if (props) {
    return [
      ...fromParts,
      ...Object.entries(props).flatMap(([key, sub]) =>
        bodyInputs(doc, sub, asObject(value)?.[key], `${at}/${escape(key)}`),
      ),
    ];
  }
  if (types.includes('array') && schema.items)
    return [
      ...fromParts,
      ...bodyInputs(doc, schema.items, Array.isArray(value) ? value[0] : undefined, `${at}/0`),
    ];
  return fromParts;
}

/** Every input of the operation, with its schema. */
export function inputsOf(doc: JsonObject, o: Operation, exampleBody: unknown): Input[] {
  const params = parametersOf(doc, o)
    .filter((p) => p.schema)
    .map((p) => ({ where: p.in as Where, name: p.name, schema: deref<JsonObject>(doc, p.schema) }));
  if (!o.op.requestBody) return params;
  const media = (deref<JsonObject>(doc, o.op.requestBody).content as Record<string, JsonObject>)[
    'application/json'
  ];
  return [...params, ...(media?.schema ? bodyInputs(doc, media.schema, exampleBody, '') : [])];
}

/** A copy of the body with the value at the JSON Pointer replaced (missing parents created; "": the whole body). */
export function withValueAt(body: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return structuredClone(value);
  const copy = structuredClone(body ?? {}) as JsonObject;
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: JsonObject = copy;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (!node[key] || typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as JsonObject;
  });
  return copy;
}
