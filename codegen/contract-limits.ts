// The bounds of the contract's named schemas as constants, for the console's own inputs (a
// search box's maxLength, the sign-in form, the remote log's clipping) and the sandbox's
// hand-written checks: they keep to the contract's numbers without copying them. One export per
// schema, so a chunk carries only the ones it reads.
import { BANNER } from './banner.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const BOUNDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

const asObject = (v: Json | undefined): JsonObject | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;

function resolve(doc: JsonObject, node: Json | undefined): JsonObject | undefined {
  let current = asObject(node);
  for (let i = 0; i < 10 && current && typeof current.$ref === 'string'; i++) {
    current = asObject(
      current.$ref
        .slice(2)
        .split('/')
        .reduce<Json | undefined>(
          (acc, key) => asObject(acc)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          doc,
        ),
    );
  }
  return current;
}

function boundsOf(schema: JsonObject | undefined): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const key of BOUNDS) if (typeof schema?.[key] === 'number') out[key] = schema[key];
  return Object.keys(out).length > 0 ? out : null;
}

export function generateLimits(contract: Record<string, unknown>): string {
  const doc = contract as JsonObject;
  const schemas = asObject(asObject(doc.components)?.schemas) ?? {};
  const out: string[] = [];
  for (const [name, node] of Object.entries(schemas)) {
    // Form schemas ("company-form.schema") have their own modules in src/gen/forms.
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) continue;
    const schema = resolve(doc, node);
    const own = boundsOf(schema);
    const parts = [schema, ...((schema?.allOf as Json[] | undefined) ?? []).map((p) => resolve(doc, p))];
    const props: Record<string, Record<string, number>> = {};
    for (const part of parts) {
      for (const [prop, sub] of Object.entries(asObject(part?.properties) ?? {})) {
        const bounds = boundsOf(resolve(doc, sub));
        if (bounds) props[prop] = bounds;
      }
    }
    const value = own ?? (Object.keys(props).length > 0 ? props : null);
    if (value) out.push(`export const ${name}Limits = ${JSON.stringify(value)} as const;`);
  }
  return `${BANNER}${out.join('\n')}\n`;
}
