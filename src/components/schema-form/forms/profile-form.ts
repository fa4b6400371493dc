// The profile-form (schemas/profile-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { profileFormSchema, profileFormUiSchema } from '../../../gen/forms/profile-form.gen';
import validateFns from '../../../gen/forms/profile-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type ProfileFormData = components['schemas']['profile-form.schema'];

export const profileForm = defineSchemaForm<ProfileFormData>({
  name: 'profile-form',
  schema: profileFormSchema,
  uiSchema: profileFormUiSchema,
  validateFns,
  labelsKey: 'forms.profile',
});
