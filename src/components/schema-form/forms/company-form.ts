// The company-form (schemas/company-form.schema.json) for the SchemaForm, with its precompiled validator.
import type { components } from '../../../gen/openapi.gen';
import { companyFormSchema, companyFormUiSchema } from '../../../gen/forms/company-form.gen';
import validateFns from '../../../gen/forms/company-form.validator.gen.js';
import { defineSchemaForm } from '../form-definition';

export type CompanyFormData = components['schemas']['company-form.schema'];

export const companyForm = defineSchemaForm<CompanyFormData>({
  name: 'company-form',
  schema: companyFormSchema,
  uiSchema: companyFormUiSchema,
  validateFns,
  labelsKey: 'forms.company',
});
