// /settings/syslog-settings: where the selected company's events go by syslog.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import {
  syslogSettingsForm,
  type SyslogSettingsFormData,
} from '../../../components/schema-form/forms/syslog-settings-form.gen';
import { useSaveSettings } from '../api/save-settings';
import { syslogSettingsQuery } from '../api/settings-queries';
import { syslogSettingsOf, syslogValues } from './settings-values';
import { SettingsFormCard } from './SettingsFormCard';

export function SyslogSettingsPage() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(syslogSettingsQuery(queries));
  const save = useSaveSettings<SyslogSettingsFormData>('SyslogSettings');
  const stored = syslogSettingsOf(data.entityData);
  return (
    <Stack gap="lg">
      <SettingsFormCard
        recordKey={`${stored?.companyGuid ?? 'global'} ${stored?.updatedOn ?? ''}`}
        form={syslogSettingsForm}
        initialData={syslogValues(stored)}
        onSubmit={(body) => save.mutateAsync(body)}
        successMessage={t('settings.syslog.saved')}
      />
      <EntityHistory entityType="Settings" entityId="SyslogSettings" />
    </Stack>
  );
}
