// The hash-lookup-settings-form (schemas/hash-lookup-settings-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import {
  hashLookupSettingsFormSchema,
  hashLookupSettingsFormUiSchema,
} from '../../../gen/forms/hash-lookup-settings-form.gen';
import validateFns from '../../../gen/forms/hash-lookup-settings-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type HashLookupSettingsFormData = components['schemas']['hash-lookup-settings-form.schema'];

export const hashLookupSettingsForm = defineSchemaForm<HashLookupSettingsFormData>({
  name: 'hash-lookup-settings-form',
  schema: hashLookupSettingsFormSchema,
  uiSchema: hashLookupSettingsFormUiSchema,
  validateFns,
  labelsKey: 'forms.hashLookupSettings',
});
