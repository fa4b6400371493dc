// The password-change-form (schemas/password-change-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import {
  passwordChangeFormSchema,
  passwordChangeFormUiSchema,
} from '../../../gen/forms/password-change-form.gen';
import validateFns from '../../../gen/forms/password-change-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type PasswordChangeFormData = components['schemas']['password-change-form.schema'];

export const passwordChangeForm = defineSchemaForm<PasswordChangeFormData>({
  name: 'password-change-form',
  schema: passwordChangeFormSchema,
  uiSchema: passwordChangeFormUiSchema,
  validateFns,
  labelsKey: 'forms.passwordChange',
});
