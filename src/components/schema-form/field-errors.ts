// Which errors a form shows, and where. Rules (spec section 5: on blur, on change, on model
// update, not on each keystroke):
// - a field's error appears when the field is left (blur);
// - once shown, it follows every change of the form (it updates or goes away as the user fixes it);
// - submitting shows every error;
// - a server field error stays on its field until that field's value changes.
import type { ErrorSchema } from '@rjsf/utils';
import { schemaAt } from '../../domain/validation-messages';
import type { FieldMessageKeys } from './validate-form';

export const showOnBlur = (shown: FieldMessageKeys, current: FieldMessageKeys, pointer: string) => {
  const next = new Map(shown);
  const keys = current.get(pointer);
  if (keys) next.set(pointer, keys);
  else next.delete(pointer);
  return next;
};

/** Re-validates what is shown: shown fields get their current errors (or none). */
export const refreshShown = (shown: FieldMessageKeys, current: FieldMessageKeys) => {
  const next: FieldMessageKeys = new Map();
  for (const pointer of shown.keys()) {
    const keys = current.get(pointer);
    if (keys) next.set(pointer, keys);
  }
  return next;
};

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON Pointer. */
export function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[unescape(raw)];
  }
  return node;
}

/** Server errors whose field still holds the value that was sent. */
export function keepUnchanged(server: FieldMessageKeys, sent: unknown, now: unknown): FieldMessageKeys {
  const next: FieldMessageKeys = new Map();
  for (const [pointer, keys] of server) {
    if (JSON.stringify(valueAt(sent, pointer)) === JSON.stringify(valueAt(now, pointer)))
      next.set(pointer, keys);
  }
  return next;
}

export function mergeKeys(...maps: FieldMessageKeys[]): FieldMessageKeys {
  const out: FieldMessageKeys = new Map();
  for (const map of maps) {
    for (const [pointer, keys] of map) {
      const merged = out.get(pointer) ?? [];
      for (const key of keys) if (!merged.includes(key)) merged.push(key);
      out.set(pointer, merged);
    }
  }
  return out;
}

/** A ui schema node of a hidden field: a value the page carries, not an input. */
const isHidden = (ui: unknown) =>
  !!ui && typeof ui === 'object' && (ui as Record<string, unknown>)['ui:widget'] === 'hidden';

/** Whether an error pointer names a visible field of the form (else it is shown above the form). */
export function isFieldPointer(schema: object, uiSchema: object, pointer: string): boolean {
  if (!pointer.startsWith('/')) return false;
  if (!schemaAt(schema as Record<string, unknown>, pointer)) return false;
  const ui = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((acc, raw) => {
      if (!acc || typeof acc !== 'object') return undefined;
      const node = acc as Record<string, unknown>;
      return /^\d+$/.test(raw) ? node.items : node[unescape(raw)];
    }, uiSchema);
  return !isHidden(ui);
}

/** rjsf's error tree from field pointers and their (translated) messages. */
export function toErrorSchema<T>(messages: Map<string, string[]>): ErrorSchema<T> {
  const root: Record<string, unknown> = {};
  for (const [pointer, texts] of messages) {
    let node = root;
    for (const raw of pointer.split('/').slice(1)) {
      const key = unescape(raw);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node.__errors = texts;
  }
  return root as ErrorSchema<T>;
}

/** The element id rjsf gives the field at a pointer, and back (idSeparator "_"). */
export const fieldId = (idPrefix: string, pointer: string) =>
  `${idPrefix}${pointer.split('/').map(unescape).join('_')}`;

export const pointerOfId = (idPrefix: string, id: string) =>
  id.startsWith(idPrefix) ? id.slice(idPrefix.length).split('_').join('/') : null;

/**
 * Drops empty strings and undefined members (an emptied input is an absent value). A hidden field
 * (`ui:widget: hidden` in `ui`, the form's ui schema) is no input: its value is the page's, kept as
 * given, so an empty one (the unfiltered view of a saved filter) is still sent.
 */
export function cleanData<T>(data: T, ui?: unknown): T {
  const uiAt = (key: string) =>
    ui && typeof ui === 'object' ? (ui as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(data)) return data.map((v) => cleanData(v, uiAt('items'))) as T;
  if (data && typeof data === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const fieldUi = uiAt(key);
      if (value === undefined) continue;
      if (value === '' && !isHidden(fieldUi)) continue;
      out[key] = cleanData(value, fieldUi);
    }
    return out as T;
  }
  return data;
}
