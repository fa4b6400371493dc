// The agent-settings-form (schemas/agent-settings-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import {
  agentSettingsFormSchema,
  agentSettingsFormUiSchema,
} from '../../../gen/forms/agent-settings-form.gen';
import validateFns from '../../../gen/forms/agent-settings-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type AgentSettingsFormData = components['schemas']['agent-settings-form.schema'];

export const agentSettingsForm = defineSchemaForm<AgentSettingsFormData>({
  name: 'agent-settings-form',
  schema: agentSettingsFormSchema,
  uiSchema: agentSettingsFormUiSchema,
  validateFns,
  labelsKey: 'forms.agentSettings',
});
