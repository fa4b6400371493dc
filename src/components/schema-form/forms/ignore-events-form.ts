// The ignore-events-form (schemas/ignore-events-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { ignoreEventsFormSchema, ignoreEventsFormUiSchema } from '../../../gen/forms/ignore-events-form.gen';
import validateFns from '../../../gen/forms/ignore-events-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type IgnoreEventsFormData = components['schemas']['ignore-events-form.schema'];

export const ignoreEventsForm = defineSchemaForm<IgnoreEventsFormData>({
  name: 'ignore-events-form',
  schema: ignoreEventsFormSchema,
  uiSchema: ignoreEventsFormUiSchema,
  validateFns,
  labelsKey: 'forms.ignoreEvents',
});
