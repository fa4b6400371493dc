// /settings/sso-settings/new: add a single sign-on provider: Azure, Google or Okta, with the
// fields that kind needs. A new provider needs its client secret (masked, never shown again).
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ssoProviderForm,
  type SsoProviderFormData,
} from '../../../components/schema-form/forms/sso-provider-form.gen';
import type { SchemaFormHandle } from '../../../components/schema-form/SchemaForm';
import { useSaveSsoProvider } from '../api/save-sso-provider';
import { SettingsFormCard } from './SettingsFormCard';
import { providerTypeUi, unusedFieldsCleared, withoutUnusedFields } from './sso-provider-fields';

const SECRET_REQUIRED = 'validation.ssoProvider.secret.required';

/** A new provider needs a secret (the schema cannot say so: an edit may keep the stored one). */
const needsSecret = (data: SsoProviderFormData) =>
  new Map(data.secret ? [] : [['/secret', [SECRET_REQUIRED]]]);

export function SsoProviderNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveSsoProvider();
  const form = useRef<SchemaFormHandle<SsoProviderFormData>>(null);
  const [type, setType] = useState<SsoProviderFormData['providerType'] | undefined>(undefined);
  // Another kind chosen: the fields it does not use are emptied (they are hidden, so their
  // values could neither be seen nor fixed).
  const onValuesChange = (values: SsoProviderFormData) => {
    if (values.providerType === type) return;
    setType(values.providerType);
    form.current?.setValues(unusedFieldsCleared(values.providerType));
  };
  const uiSchema = useMemo(() => providerTypeUi(type), [type]);
  const backToList = () => void navigate({ to: '/settings/sso-settings' });
  return (
    <SettingsFormCard
      form={ssoProviderForm}
      uiSchema={uiSchema}
      handle={form}
      onValuesChange={onValuesChange}
      extraValidate={needsSecret}
      onSubmit={(body) => save.mutateAsync(withoutUnusedFields(body))}
      successMessage={t('settings.sso.saved')}
      onSaved={backToList}
      onCancel={backToList}
    />
  );
}
