// /settings/agent-settings: the agent main settings of the scope in the schema form (polling
// and log posting intervals, log folder size and severity, summary mode, encryption, reporting
// flags, debug logging 0 to 48 hours and 10 to 500 MB), and reset to the product defaults after
// confirmation. After a save or a reset the form starts again from what the server stored.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { agentSettingsForm } from '../../../components/schema-form/forms/agent-settings-form.gen';
import { formatDateTime } from '../../../i18n/format';
import { useScope } from '../../../scope/scope-store';
import { agentSettingsQuery } from '../api/agent-settings-query';
import { useResetAgentSettings, useSaveAgentSettings } from '../api/agent-settings-mutations';

export function AgentSettingsPage() {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const settings = useSuspenseQuery(agentSettingsQuery(queries)).data.entityData;
  const save = useSaveAgentSettings();
  const reset = useResetAgentSettings();
  // The settings of the selected group, else of the selected company (as the server decides).
  const targetLevel = useScope().selection.group ? 'group' : 'company';
  const canSave = useCanCall('AgentMain_UpdateAgentMain', { targetLevel });
  const canReset = useCanCall('AgentMain_ResetToDefaultAgentMain', { targetLevel });

  const {
    agentMainId: _id,
    companyGuid: _company,
    groupGuid: _group,
    templateId: _template,
    isDefault,
    updatedOn,
    updatedBy,
    ...values
  } = settings;

  const [askingReset, setAskingReset] = useState(false);

  const date = formatDateTime(updatedOn, i18n.language);
  return (
    <Stack gap="md" maw={720}>
      <Text size="sm" c="dimmed">
        {isDefault
          ? t('agent.defaults')
          : updatedBy
            ? t('agent.updated', { date, name: updatedBy })
            : t('agent.updatedNoName', { date })}
      </Text>
      <SchemaForm
        // What the server stored starts the form again after a save or a reset.
        key={`${updatedOn}-${String(isDefault)}`}
        form={agentSettingsForm}
        initialData={values}
        onSubmit={(data) => save.mutateAsync(data)}
        successMessage={t('agent.saved')}
        disabled={!canSave}
      >
        {canReset && (
          <Button variant="default" color="red" onClick={() => setAskingReset(true)}>
            {t('agent.reset.button')}
          </Button>
        )}
      </SchemaForm>
      <ConfirmDialog
        opened={askingReset}
        title={t('agent.reset.title')}
        message={t('agent.reset.message')}
        confirmLabel={t('agent.reset.confirm')}
        danger
        onCancel={() => setAskingReset(false)}
        onConfirm={async () => {
          await reset.mutateAsync({});
          setAskingReset(false);
          notifications.show({ color: 'teal', message: t('agent.saved') });
        }}
      />
    </Stack>
  );
}
