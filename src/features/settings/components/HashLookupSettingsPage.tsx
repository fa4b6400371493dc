// /settings/hash-lookup: the hash lookup (threat intelligence) service. The API key is never
// shown, only its last 4 characters; left empty, the stored key is kept.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import {
  hashLookupSettingsForm,
  type HashLookupSettingsFormData,
} from '../../../components/schema-form/forms/hash-lookup-settings-form.gen';
import { useSaveSettings } from '../api/save-settings';
import { hashLookupSettingsQuery } from '../api/settings-queries';
import { hashLookupSettingsOf, hashLookupValues } from './settings-values';
import { SettingsFormCard } from './SettingsFormCard';

export function HashLookupSettingsPage() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(hashLookupSettingsQuery(queries));
  const save = useSaveSettings<HashLookupSettingsFormData>('HashLookupSettings');
  const stored = hashLookupSettingsOf(data.entityData);
  return (
    <Stack gap="lg">
      <SettingsFormCard
        recordKey={`${stored?.companyGuid ?? 'global'} ${stored?.updatedOn ?? ''}`}
        form={hashLookupSettingsForm}
        initialData={hashLookupValues(stored)}
        storedSecrets={{ apiKey: stored?.apiKeySet ? (stored.apiKeyHint ?? true) : undefined }}
        onSubmit={(body) => save.mutateAsync(body)}
        successMessage={t('settings.hashLookup.saved')}
      />
      <EntityHistory entityType="Settings" entityId="HashLookupSettings" />
    </Stack>
  );
}
