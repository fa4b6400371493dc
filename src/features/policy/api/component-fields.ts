// The component form's fields by kind (schemas/policy-component-form: each kind needs its own and
// the server ignores the others): the form shows only the chosen kind's, and a component as read
// (PolicyComponent, every field present, null where unused) becomes the form's values.
import type { ApiSchema } from '../../../api/contract-types';
import type { PolicyComponentFormData } from '../../../components/schema-form/forms/policy-component-form.gen';

type Kind = ApiSchema<'PolicyComponentKind'>;
type Field = Exclude<keyof PolicyComponentFormData, 'componentKey' | 'kind' | 'action' | 'note'>;

export const KIND_FIELDS = {
  trustedPublisher: ['publisher', 'product', 'versionFrom', 'versionTo'],
  trustedFolder: ['path'],
  powerApp: ['executable', 'mayLaunch'],
  appGroup: ['appName', 'iconId', 'publisher', 'product', 'path'],
  hash: ['sha256', 'fileName'],
} as const satisfies Record<Kind, readonly Field[]>;

const ALL_FIELDS: readonly Field[] = [
  'publisher',
  'product',
  'versionFrom',
  'versionTo',
  'path',
  'executable',
  'mayLaunch',
  'appName',
  'iconId',
  'sha256',
  'fileName',
];

/** The fields the form hides for a kind (no kind chosen yet: every kind's). */
export function hiddenFields(kind: Kind | undefined): Field[] {
  const shown: readonly Field[] = kind ? KIND_FIELDS[kind] : [];
  return ALL_FIELDS.filter((field) => !shown.includes(field));
}

/** A component as read -> the form's values: its key, kind, action, note and its kind's fields. */
export function componentFormValues(
  component: ApiSchema<'PolicyComponent'>,
): Partial<PolicyComponentFormData> {
  const values: Partial<PolicyComponentFormData> = {
    componentKey: component.componentKey,
    kind: component.kind,
    action: component.action,
  };
  if (component.note) values.note = component.note;
  const fields: readonly Field[] = KIND_FIELDS[component.kind];
  for (const field of fields) {
    const value = component[field];
    if (value !== null && value !== '') Object.assign(values, { [field]: value });
  }
  return values;
}

/** What is sent: the chosen kind's fields only (another kind's, typed before a change of kind, are left out). */
export function componentBody(values: PolicyComponentFormData): PolicyComponentFormData {
  const hidden = new Set<string>(hiddenFields(values.kind));
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !hidden.has(field)),
  ) as PolicyComponentFormData;
}
