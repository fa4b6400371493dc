// Loads the contract once, bundled into one document with internal refs, and an Ajv that can
// validate any value against any schema of it (used by the contract and sandbox tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addFormKeywords } from '../../src/domain/schema-keywords';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractPath = path.join(projectRoot, 'openapi/restapi.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export type JsonObject = Record<string, unknown>;

export interface Operation {
  path: string;
  method: string;
  op: JsonObject;
  pathItem: JsonObject;
}

let cached: Promise<JsonObject> | undefined;

export function loadBundledContract(): Promise<JsonObject> {
  cached ??= (async () => {
    const config = await createConfig({});
    const result = await bundle({ ref: contractPath, config });
    return result.bundle.parsed as JsonObject;
  })();
  return cached;
}

export function operationsOf(doc: JsonObject): Operation[] {
  const paths = doc.paths as Record<string, JsonObject>;
  return Object.entries(paths).flatMap(([p, item]) =>
    HTTP_METHODS.filter((m) => m in item).map((m) => ({
      path: p,
      method: m,
      op: item[m] as JsonObject,
      pathItem: item,
    })),
  );
}

/** Follows a local `$ref` ("#/components/...") if the node is one. */
export function deref<T = JsonObject>(doc: JsonObject, node: unknown): T {
  let current = node as JsonObject;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Non-local ref after bundling: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<JsonObject>((acc, key) => acc[key] as JsonObject, doc);
  }
  return current as T;
}

export function contractAjv(doc: JsonObject): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  addFormKeywords(ajv);
  ajv.addSchema(doc, 'contract');
  return ajv;
}

/** JSON Pointer fragment for a location in the bundled document. */
export function pointer(...parts: string[]): string {
  return '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}
