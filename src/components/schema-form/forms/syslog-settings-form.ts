// The syslog-settings-form (schemas/syslog-settings-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import {
  syslogSettingsFormSchema,
  syslogSettingsFormUiSchema,
} from '../../../gen/forms/syslog-settings-form.gen';
import validateFns from '../../../gen/forms/syslog-settings-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type SyslogSettingsFormData = components['schemas']['syslog-settings-form.schema'];

export const syslogSettingsForm = defineSchemaForm<SyslogSettingsFormData>({
  name: 'syslog-settings-form',
  schema: syslogSettingsFormSchema,
  uiSchema: syslogSettingsFormUiSchema,
  validateFns,
  labelsKey: 'forms.syslogSettings',
});
