// The server-form (schemas/server-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { serverFormSchema, serverFormUiSchema } from '../../../gen/forms/server-form.gen';
import validateFns from '../../../gen/forms/server-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type ServerFormData = components['schemas']['server-form.schema'];

export const serverForm = defineSchemaForm<ServerFormData>({
  name: 'server-form',
  schema: serverFormSchema,
  uiSchema: serverFormUiSchema,
  validateFns,
  labelsKey: 'forms.server',
});
