// The ui schema a form renders with: the schema's own (schemas/<form>.ui.json), the field labels
// and option names from the catalogue in the user's language (`${labelsKey}.${property}`,
// `forms.options.${property}.${value}`), and the page's own additions on top.
import type { UiSchema } from '@rjsf/utils';
import type { SchemaFormDefinition } from './form-definition';

type Node = { [key: string]: unknown };
type Translate = (key: string) => string;
type Exists = (key: string) => boolean;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(root: Node, node: Node): Node {
  let current = node;
  for (let i = 0; i < 10 && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); i++) {
    const target = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((acc, key) => (isNode(acc) ? acc[key] : undefined), root);
    if (!isNode(target)) break;
    const { $ref: _ref, ...beside } = current;
    current = { ...target, ...beside };
  }
  return current;
}

/** Plain-object deep merge; `over` wins. */
export function mergeUi(base: Node, over: Node | undefined): Node {
  if (!over) return base;
  const out: Node = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = out[key];
    out[key] = isNode(existing) && isNode(value) ? mergeUi(existing, value) : value;
  }
  return out;
}

export function translatedUiSchema<T>(
  form: SchemaFormDefinition<T>,
  t: Translate,
  exists: Exists,
  overrides?: UiSchema<T>,
): UiSchema<T> {
  const root = form.schema as Node;
  const walk = (schemaNode: Node, ui: Node, name: string | null, titleName: string | null): Node => {
    const node = resolve(root, schemaNode);
    const out: Node = { ...ui };
    const titleKey = titleName ? `${form.labelsKey}.${titleName}` : null;
    if (titleKey && exists(titleKey) && out['ui:title'] === undefined) out['ui:title'] = t(titleKey);
    // Mantine's NumberInput would silently clamp an out-of-range number on blur; the user gets
    // the rule's message instead.
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if ((types.includes('integer') || types.includes('number')) && out['ui:clampBehavior'] === undefined)
      out['ui:clampBehavior'] = 'none';
    const values = Array.isArray(node.enum) ? node.enum : null;
    if (name && values && out['ui:enumNames'] === undefined) {
      const keys = values.map((v) => `forms.options.${name}.${String(v)}`);
      if (keys.every(exists)) out['ui:enumNames'] = keys.map(t);
    }
    if (isNode(node.properties)) {
      for (const [key, prop] of Object.entries(node.properties)) {
        if (isNode(prop)) out[key] = walk(prop, isNode(out[key]) ? out[key] : {}, key, key);
      }
    }
    if (isNode(node.items)) {
      // An item is labelled by the singular of its list ("rules" -> "rule").
      const itemName = name ? name.replace(/s$/, '') : null;
      out.items = walk(node.items, isNode(out.items) ? out.items : {}, itemName, itemName);
    }
    return out;
  };
  const translated = walk(root, form.uiSchema as Node, null, null);
  return mergeUi(translated, overrides as Node | undefined) as UiSchema<T>;
}
