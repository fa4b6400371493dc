// Runs a form's precompiled validator and turns each failing rule into its catalogue message key,
// by field (a JSON Pointer, as the server's FieldError.field): the same keys, through the same
// mapping (src/domain/validation-messages), as the sandbox gives in a 400.
import type { ErrorObject } from 'ajv';
import { fieldPointer, messageKeyFor } from '../../domain/validation-messages';
import type { SchemaFormDefinition } from './form-definition';

/** Field pointer -> message keys (in order, no duplicates). */
export type FieldMessageKeys = Map<string, string[]>;

/** Combinators report their branches' errors too; these add nothing a user can act on. */
const COMBINATORS = ['if', 'anyOf', 'oneOf', 'allOf'];

export function validateForm<T>(form: SchemaFormDefinition<T>, data: unknown): FieldMessageKeys {
  const { errors, validationError } = form.validator.rawValidation<ErrorObject>(form.schema, data as T);
  if (validationError) throw validationError;
  const all = errors ?? [];
  const real = all.filter((e) => !COMBINATORS.includes(e.keyword));
  const out: FieldMessageKeys = new Map();
  for (const error of real.length > 0 ? real : all) {
    const pointer = fieldPointer(error);
    const key = messageKeyFor(form.schema, error);
    const keys = out.get(pointer) ?? [];
    if (!keys.includes(key)) keys.push(key);
    out.set(pointer, keys);
  }
  return out;
}
