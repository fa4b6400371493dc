// Maps a JSON Schema validation error to the catalogue's message key. Each form schema carries
// its keys in `x-messages` (Ajv keyword -> key) on the schema object that holds the rule; a
// `required` error takes the key from the missing property's own schema. The console (through
// rjsf) and the sandbox both use this, so one rule gives one message in three places.

export interface SchemaErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
}

type SchemaNode = { [key: string]: unknown };

export const GENERIC_INVALID_KEY = 'validation.common.invalid';

const asNode = (v: unknown): SchemaNode | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as SchemaNode) : undefined;

function resolveLocal(root: SchemaNode, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  // x-messages written beside a $ref belong to that use of the target, and win over the target's.
  let beside: Record<string, string> = {};
  for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return current;
    beside = { ...messagesOf(current), ...beside };
    current = asNode(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((acc, key) => asNode(acc)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root),
    );
  }
  if (!current || Object.keys(beside).length === 0) return current;
  return { ...current, 'x-messages': { ...messagesOf(current), ...beside } };
}

/**
 * The schema of the value at a JSON Pointer instance path (properties and items only), from
 * `start` (default: the root); local refs resolve against `root` (a form schema, or the whole
 * bundled contract on the sandbox).
 */
export function schemaAt(
  root: SchemaNode,
  instancePath: string,
  start: SchemaNode = root,
): SchemaNode | undefined {
  let node = resolveLocal(root, start);
  for (const raw of instancePath.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const props = asNode(node?.properties);
    node = resolveLocal(
      root,
      props && key in props ? asNode(props[key]) : /^\d+$/.test(key) ? asNode(node?.items) : undefined,
    );
    if (!node) return undefined;
  }
  return node;
}

const messagesOf = (node: SchemaNode | undefined): Record<string, string> =>
  (asNode(node?.['x-messages']) as Record<string, string> | undefined) ?? {};

/** The pointer of the field an error belongs to (a missing property is its own field). */
export function fieldPointer(error: SchemaErrorLike): string {
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return `${error.instancePath}/${missing}`;
  // An unknown field is its own field too.
  const extra = error.params.additionalProperty ?? error.params.unevaluatedProperty;
  if (typeof extra === 'string') return `${error.instancePath}/${extra}`;
  return error.instancePath;
}

export function messageKeyFor(rootSchema: object, error: SchemaErrorLike, startSchema?: object): string {
  const root = rootSchema as SchemaNode;
  const start = (startSchema as SchemaNode | undefined) ?? root;
  if (error.keyword === 'required') {
    const key = messagesOf(schemaAt(root, fieldPointer(error), start)).required;
    if (key) return key;
  }
  const fromParent = messagesOf(asNode(error.parentSchema))[error.keyword];
  if (fromParent) return fromParent;
  const fromPath = messagesOf(schemaAt(root, error.instancePath, start))[error.keyword];
  return fromPath ?? GENERIC_INVALID_KEY;
}
