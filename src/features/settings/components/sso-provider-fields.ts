// The fields each kind of single sign-on provider needs (the schema's if/then): every kind a
// client id and a secret; Azure also an object id and a tenant id; Okta an authorization URL.
// The page shows only the chosen kind's fields and sends only those.
import type { SsoProviderFormData } from '../../../components/schema-form/forms/sso-provider-form.gen';

type ProviderType = SsoProviderFormData['providerType'];
const OWN_FIELDS = ['objectId', 'tenantId', 'authUrl'] as const;

const NEEDS: Record<ProviderType, readonly (typeof OWN_FIELDS)[number][]> = {
  Azure: ['objectId', 'tenantId'],
  Google: [],
  Okta: ['authUrl'],
};

/** The ui schema hiding the fields the chosen kind does not use. */
export function providerTypeUi(type: ProviderType | undefined) {
  const used = type ? NEEDS[type] : [];
  return Object.fromEntries(
    OWN_FIELDS.filter((field) => !used.includes(field)).map((field) => [field, { 'ui:widget': 'hidden' }]),
  );
}

/** The body without the fields the chosen kind does not use. */
export function withoutUnusedFields(data: SsoProviderFormData): SsoProviderFormData {
  const used = NEEDS[data.providerType];
  const out = { ...data };
  for (const field of OWN_FIELDS) if (!used.includes(field)) delete out[field];
  return out;
}

/** A patch emptying the fields the chosen kind does not use. */
export function unusedFieldsCleared(type: ProviderType | undefined): Partial<SsoProviderFormData> {
  const used = type ? NEEDS[type] : [];
  return Object.fromEntries(
    OWN_FIELDS.filter((field) => !used.includes(field)).map((field) => [field, undefined]),
  );
}
