// /settings/syslog-settings: where the selected company's events go by syslog.
import { Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import {
  syslogSettingsForm,
  type SyslogSettingsFormData,
} from '../../../components/schema-form/forms/syslog-settings-form';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { useSaveSettings } from '../api/save-settings';
import { syslogSettingsQuery } from '../api/settings-queries';
import { syslogSettingsOf, syslogValues } from './settings-values';
import { SettingsScopeNote } from './SettingsScopeNote';

export function SyslogSettingsPage() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(syslogSettingsQuery(queries));
  const save = useSaveSettings<SyslogSettingsFormData>('SyslogSettings');
  const stored = syslogSettingsOf(data.entityData);
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <SettingsScopeNote />
        <SchemaForm
          key={`${stored?.companyGuid ?? 'global'} ${stored?.updatedOn ?? ''}`}
          form={syslogSettingsForm}
          initialData={syslogValues(stored)}
          onSubmit={(body) => save.mutateAsync(body)}
          successMessage={t('settings.syslog.saved')}
        />
      </Stack>
    </Paper>
  );
}
