// /settings/smtp-settings: the email (SMTP) settings; global for a Global Admin, the selected
// company's otherwise. The password is never shown: left empty, the stored one is kept.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import {
  smtpSettingsForm,
  type SmtpSettingsFormData,
} from '../../../components/schema-form/forms/smtp-settings-form.gen';
import { useSaveSettings } from '../api/save-settings';
import { emailSettingsQuery } from '../api/settings-queries';
import { emailSettingsOf, smtpValues } from './settings-values';
import { SettingsFormCard } from './SettingsFormCard';

export function SmtpSettingsPage() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(emailSettingsQuery(queries));
  const save = useSaveSettings<SmtpSettingsFormData>('EmailSettings');
  const stored = emailSettingsOf(data.entityData);
  return (
    <Stack gap="lg">
      <SettingsFormCard
        recordKey={`${stored?.companyGuid ?? 'global'} ${stored?.updatedOn ?? ''}`}
        form={smtpSettingsForm}
        initialData={smtpValues(stored)}
        storedSecrets={{ password: stored?.passwordSet ? true : undefined }}
        onSubmit={(body) => save.mutateAsync(body)}
        successMessage={t('settings.smtp.saved')}
      />
      <EntityHistory entityType="Settings" entityId="EmailSettings" />
    </Stack>
  );
}
