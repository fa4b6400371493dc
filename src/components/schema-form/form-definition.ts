// A form the SchemaForm renders: its JSON Schema and ui schema (src/gen/forms, generated from
// schemas/), the precompiled validator codegen wrote for it (no Ajv compiler and no `new Function`
// in the browser: the CSP has no unsafe-eval), and where its field labels live in the catalogue.
// `npm run codegen` writes one definition per form under ./forms (forms/<form>.gen.ts, never
// edited by hand), so a page loads only the validators it uses.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

export interface SchemaFormDefinition<T> {
  /** The schema's file name under schemas/ (without .schema.json). */
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema<T>;
  validator: ValidatorType<T>;
  /** Catalogue prefix of the field labels: `${labelsKey}.${propertyName}` (e.g. forms.company). */
  labelsKey: string;
}

export function defineSchemaForm<T>(input: {
  name: string;
  schema: object;
  uiSchema: object;
  validateFns: Record<string, (data: unknown) => boolean>;
  labelsKey: string;
}): SchemaFormDefinition<T> {
  const schema = input.schema as RJSFSchema;
  return {
    name: input.name,
    schema,
    uiSchema: input.uiSchema as UiSchema<T>,
    validator: createPrecompiledValidator<T>(input.validateFns as unknown as ValidatorFunctions, schema),
    labelsKey: input.labelsKey,
  };
}
