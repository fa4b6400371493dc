// The smtp-settings-form (schemas/smtp-settings-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { smtpSettingsFormSchema, smtpSettingsFormUiSchema } from '../../../gen/forms/smtp-settings-form.gen';
import validateFns from '../../../gen/forms/smtp-settings-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type SmtpSettingsFormData = components['schemas']['smtp-settings-form.schema'];

export const smtpSettingsForm = defineSchemaForm<SmtpSettingsFormData>({
  name: 'smtp-settings-form',
  schema: smtpSettingsFormSchema,
  uiSchema: smtpSettingsFormUiSchema,
  validateFns,
  labelsKey: 'forms.smtpSettings',
});
