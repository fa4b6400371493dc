// The sso-provider-form (schemas/sso-provider-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { ssoProviderFormSchema, ssoProviderFormUiSchema } from '../../../gen/forms/sso-provider-form.gen';
import validateFns from '../../../gen/forms/sso-provider-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type SsoProviderFormData = components['schemas']['sso-provider-form.schema'];

export const ssoProviderForm = defineSchemaForm<SsoProviderFormData>({
  name: 'sso-provider-form',
  schema: ssoProviderFormSchema,
  uiSchema: ssoProviderFormUiSchema,
  validateFns,
  labelsKey: 'forms.ssoProvider',
});
