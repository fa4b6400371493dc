// The severity-events-form (schemas/severity-events-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import {
  severityEventsFormSchema,
  severityEventsFormUiSchema,
} from '../../../gen/forms/severity-events-form.gen';
import validateFns from '../../../gen/forms/severity-events-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type SeverityEventsFormData = components['schemas']['severity-events-form.schema'];

export const severityEventsForm = defineSchemaForm<SeverityEventsFormData>({
  name: 'severity-events-form',
  schema: severityEventsFormSchema,
  uiSchema: severityEventsFormUiSchema,
  validateFns,
  labelsKey: 'forms.severityEvents',
});
