// Inlines the cross-file $refs of a form schema (e.g. severity-events -> ignore-events $defs)
// into its own $defs, so the console, rjsf and the sandbox get one self-contained schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readJson(file: string): JsonObject {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
}

function pointerGet(doc: JsonObject, pointer: string): Json {
  const parts = pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean);
  let node: Json = doc;
  for (const raw of parts) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable pointer ${pointer}`);
    node = node[key] as Json;
  }
  return node;
}

export function bundleFormSchema(file: string): JsonObject {
  const root = structuredClone(readJson(file));
  const defs: JsonObject = isObject(root.$defs) ? root.$defs : {};
  const imported = new Map<string, string>(); // "abs#pointer" -> local def name

  const rewrite = (node: Json, baseFile: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, baseFile));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        out[k] = resolveRef(v, baseFile);
      } else {
        out[k] = rewrite(v, baseFile);
      }
    }
    return out;
  };

  const resolveRef = (ref: string, baseFile: string): string => {
    const [filePart, pointer = ''] = ref.split('#');
    if (!filePart) {
      // Local to baseFile: local to the root if baseFile is the root, otherwise import it.
      if (baseFile === file) return ref;
      return importDef(baseFile, pointer);
    }
    return importDef(path.resolve(path.dirname(baseFile), filePart), pointer);
  };

  const importDef = (absFile: string, pointer: string): string => {
    const id = `${absFile}#${pointer}`;
    const known = imported.get(id);
    if (known) return `#/$defs/${known}`;
    const baseName = pointer.split('/').filter(Boolean).pop() ?? path.basename(absFile, '.schema.json');
    let name = baseName;
    for (let i = 2; name in defs && !imported.has(id); i++) name = `${baseName}${i}`;
    imported.set(id, name);
    const target = pointerGet(readJson(absFile), pointer);
    defs[name] = true; // reserve the name before recursing (cycles)
    defs[name] = rewrite(target, absFile);
    return `#/$defs/${name}`;
  };

  const bundled = rewrite(root, file) as JsonObject;
  const mergedDefs = { ...(isObject(bundled.$defs) ? bundled.$defs : {}), ...defs };
  if (Object.keys(mergedDefs).length > 0) bundled.$defs = mergedDefs;
  return bundled;
}
