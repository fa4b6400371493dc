// Validates requests against the contract (the bundled document codegen writes), so the
// sandbox accepts exactly what the contract allows. Form bodies carry their message keys
// (x-messages), the same ones the console shows.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addFormKeywords } from '../../src/domain/schema-keywords';
import { GENERIC_INVALID_KEY, fieldPointer, messageKeyFor } from '../../src/domain/validation-messages';
import type { ValidationFailure } from './types';

type JsonObject = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: unknown;
}

export interface BodyBranch {
  validate: ValidateFunction;
  schema: JsonObject;
}

export interface OperationValidators {
  body: ValidateFunction | null;
  /** For a oneOf body (several forms on one call): each form on its own, for clear errors. */
  bodyBranches: BodyBranch[];
  bodyRequired: boolean;
  bodySchema: JsonObject | null;
  query: ValidateFunction | null;
  path: ValidateFunction | null;
  headers: ValidateFunction | null;
}

export type Location = 'body' | 'query' | 'path' | 'header';

export const FORBIDDEN_CHARACTER_KEY = 'validation.common.forbiddenCharacter';

// PostgreSQL stores no NUL in text (and none in jsonb), and a lone UTF-16 surrogate has no UTF-8
// form (the driver would store U+FFFD instead): such strings are refused, wherever they are in a
// request, before any handler sees them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON Pointers of every string (member names included) that PostgreSQL cannot store. */
export function unstorableStrings(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return isStorable(value) ? [] : [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableStrings(item, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${at}/${pointerPart(key)}`;
    return isStorable(key) ? unstorableStrings(item, here) : [here];
  });
}

// Schemas taken out of the contract keep their local refs ("#/components/..."); compiled on
// their own those would resolve against the fragment, so they point into the contract instead.
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : anchored(v),
    ]),
  );
}

export class ContractValidator {
  private readonly bodies: Ajv2020;
  private readonly params: Ajv2020;
  private readonly cache = new Map<string, OperationValidators>();
  /** The contract's bound on FieldError.field: a hostile member name is not echoed whole. */
  private readonly fieldMaxLength: number;

  constructor(private readonly contract: JsonObject) {
    this.bodies = new Ajv2020({ strict: false, allErrors: true, verbose: true });
    addFormats(this.bodies);
    addFormKeywords(this.bodies);
    // The contract is added unchecked against JSON Schema's meta-schema (`npm run lint:contract`
    // checks it in CI): the check took 0.1 to 0.2 s of every start, twice per validator (issue 30).
    this.bodies.addSchema(contract, 'contract', undefined, false);
    // Parameters arrive as strings: coerce them to the declared types.
    this.params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array', useDefaults: true });
    addFormats(this.params);
    this.params.addSchema(contract, 'contract', undefined, false);
    const fieldError = (contract.components as { schemas?: JsonObject } | undefined)?.schemas?.FieldError;
    const field = (fieldError ? this.deref(fieldError).properties : undefined) as
      Record<string, JsonObject> | undefined;
    this.fieldMaxLength = (field?.field?.maxLength as number | undefined) ?? Infinity;
  }

  private fieldOf(where: Location, pointer: string): string {
    const field = where === 'body' ? pointer : `${where}:${pointer.replace(/^\//, '')}`;
    return field.slice(0, this.fieldMaxLength);
  }

  /** Field errors for the strings of one part of a request that PostgreSQL cannot store. */
  unstorableErrors(value: unknown, where: Location, t: (key: string) => string): ValidationFailure['errors'] {
    return unstorableStrings(value).map((pointer) => ({
      field: this.fieldOf(where, pointer),
      messageKey: FORBIDDEN_CHARACTER_KEY,
      message: t(FORBIDDEN_CHARACTER_KEY),
    }));
  }

  deref(node: unknown): JsonObject {
    let current = node as JsonObject;
    for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
      current = (current.$ref as string)
        .slice(2)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<JsonObject>((acc, k) => acc[k] as JsonObject, this.contract);
    }
    return current;
  }

  /** Compiled lazily, once per operation. */
  validatorsFor(path: string, method: string): OperationValidators {
    const id = `${method} ${path}`;
    const hit = this.cache.get(id);
    if (hit) return hit;
    const item = (this.contract.paths as Record<string, JsonObject>)[path]!;
    const op = item[method] as JsonObject;
    const parameters = [
      ...((item.parameters as unknown[]) ?? []),
      ...((op.parameters as unknown[]) ?? []),
    ].map((p) => this.deref(p)) as unknown as Parameter[];
    const paramValidator = (where: string) => {
      const list = parameters.filter((p) => p.in === where);
      if (list.length === 0) return null;
      const name = (p: Parameter) => (where === 'header' ? p.name.toLowerCase() : p.name);
      return this.params.compile(
        anchored({
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [name(p), p.schema])),
          required: list.filter((p) => p.required).map(name),
        }) as JsonObject,
      );
    };
    let body: ValidateFunction | null = null;
    let bodySchema: JsonObject | null = null;
    let bodyBranches: BodyBranch[] = [];
    let bodyRequired = false;
    if (op.requestBody) {
      const rb = this.deref(op.requestBody);
      const media = (rb.content as Record<string, JsonObject>)['application/json'];
      if (media?.schema) {
        bodySchema = this.deref(media.schema);
        body = this.bodies.compile(anchored(media.schema) as JsonObject);
        bodyRequired = rb.required === true;
        if (Array.isArray(bodySchema.oneOf)) {
          bodyBranches = (bodySchema.oneOf as unknown[]).map((branch) => ({
            validate: this.bodies.compile(anchored(branch) as JsonObject),
            schema: this.deref(branch),
          }));
        }
      }
    }
    const validators = {
      body,
      bodyBranches,
      bodyRequired,
      bodySchema,
      query: paramValidator('query'),
      path: paramValidator('path'),
      headers: paramValidator('header'),
    };
    this.cache.set(id, validators);
    return validators;
  }

  /**
   * The field errors of a failed body. For a oneOf body, the errors of the form the body comes
   * closest to (fewest errors), with that form's message keys, not every form's at once.
   */
  bodyErrors(v: OperationValidators, body: unknown, t: (key: string) => string): ValidationFailure['errors'] {
    if (v.bodyBranches.length === 0) return this.fieldErrors(v.body?.errors ?? [], 'body', t, v.bodySchema);
    let best: { errors: ErrorObject[]; schema: JsonObject } | null = null;
    for (const branch of v.bodyBranches) {
      const errors = branch.validate(body) ? [] : (branch.validate.errors ?? []);
      if (!best || errors.length < best.errors.length) best = { errors: [...errors], schema: branch.schema };
    }
    return this.fieldErrors(best?.errors ?? [], 'body', t, best?.schema ?? v.bodySchema);
  }

  /** Field errors with the catalogue's message keys (English texts from `t`). */
  fieldErrors(
    errors: ErrorObject[],
    where: Location,
    t: (key: string) => string,
    bodySchema: JsonObject | null = null,
  ): ValidationFailure['errors'] {
    const seen = new Set<string>();
    const out: ValidationFailure['errors'] = [];
    const real = errors.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
    for (const error of real.length > 0 ? real : errors) {
      const field = this.fieldOf(where, fieldPointer(error));
      const messageKey =
        where === 'body' && bodySchema
          ? messageKeyFor(this.contract, error, bodySchema)
          : GENERIC_INVALID_KEY;
      if (seen.has(`${field} ${messageKey}`)) continue;
      seen.add(`${field} ${messageKey}`);
      const text = t(messageKey);
      const fallback = `${field || 'The request'} ${error.message ?? 'is invalid'}.`;
      out.push({ field, messageKey, message: messageKey === GENERIC_INVALID_KEY ? fallback : text });
    }
    return out;
  }
}
