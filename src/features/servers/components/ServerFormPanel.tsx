// Add or edit one PDP/LRP record with the schema form. "Test connection" must have succeeded for
// the connection settings in the form before Save (the token it returns goes with the save);
// changing them afterwards asks for a new test. Stored passwords are never shown: an empty
// password field keeps them.
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormHandle } from '../../../components/schema-form/SchemaForm';
import { serverForm, type ServerFormData } from '../../../components/schema-form/forms/server-form.gen';
import { useSaveServer } from '../api/save-server';
import { useTestConnection } from '../api/test-connection';
import { connectionKey, planConnectionTest } from './connection-test';
import type { ServerRow } from '../api/server-table';
import { zoneUi } from './zone-widget';

interface ServerFormPanelProps {
  /** The record to edit; null adds one. */
  server: ServerRow | null;
  zones: readonly string[];
  /** After a successful save. */
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

type Outcome = { ok: boolean; message: string } | null;

function initialValues(server: ServerRow | null): Partial<ServerFormData> {
  if (!server) return { pointType: 'PDP', priority: 1, isDefault: false, zone: null };
  return {
    serverId: server.serverId,
    serverName: server.serverName,
    url: server.url,
    pointType: server.pointType,
    zone: server.zone,
    priority: server.priority,
    userId: server.userId,
    agentUserId: server.agentUserId,
    isDefault: server.isDefault,
  };
}

export function ServerFormPanel({ server, zones, onDone, onCancel, onDirtyChange }: ServerFormPanelProps) {
  const { t } = useTranslation();
  const save = useSaveServer();
  const test = useTestConnection();
  const form = useRef<SchemaFormHandle<ServerFormData>>(null);
  const [initial] = useState(() => initialValues(server));
  const testedKey = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const uiSchema = useMemo(() => ({ zone: zoneUi(zones, t('servers.form.allZones')) }), [zones, t]);
  const storedSecrets = useMemo(
    () => ({
      password: server?.passwordSet ? (true as const) : undefined,
      agentPassword: server?.agentPasswordSet ? (true as const) : undefined,
    }),
    [server?.passwordSet, server?.agentPasswordSet],
  );

  const onValuesChange = (next: ServerFormData) => {
    if (next.connectionTestToken && connectionKey(next) !== testedKey.current) {
      testedKey.current = null;
      form.current?.setValues({ connectionTestToken: undefined });
      setOutcome({ ok: false, message: t('servers.form.retest') });
    }
  };

  const runTest = async () => {
    const current = form.current?.values() ?? initial;
    const plan = planConnectionTest(current, server);
    if (plan.kind === 'incomplete') {
      setOutcome({ ok: false, message: t('servers.form.testNeedsFields') });
      return;
    }
    setOutcome(null);
    const result = await test.mutateAsync(
      plan.kind === 'stored'
        ? { kind: 'stored', body: { serverId: plan.serverId } }
        : { kind: 'form', body: { url: plan.url, userId: plan.userId, password: plan.password } },
    );
    if (result.success && result.connectionTestToken) {
      testedKey.current = connectionKey(current);
      form.current?.setValues({ connectionTestToken: result.connectionTestToken });
      setOutcome({ ok: true, message: t('servers.form.testSucceeded', { message: result.message }) });
    } else {
      testedKey.current = null;
      form.current?.setValues({ connectionTestToken: undefined });
      setOutcome({ ok: false, message: t('servers.form.testFailed', { message: result.message }) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="server-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="server-form-title">
          {server ? t('servers.form.editTitle', { name: server.serverName }) : t('servers.form.addTitle')}
        </Title>
        {outcome && (
          <Alert color={outcome.ok ? 'teal' : 'yellow'} role="status">
            {outcome.message}
          </Alert>
        )}
        <SchemaForm
          form={serverForm}
          initialData={initial}
          handle={form}
          onValuesChange={onValuesChange}
          uiSchema={uiSchema}
          storedSecrets={storedSecrets}
          onSubmit={(data) => save.mutateAsync(data)}
          successMessage={t('servers.saved')}
          onSaved={onDone}
          onCancel={onCancel}
          onDirtyChange={onDirtyChange}
        >
          <Button
            variant="light"
            loading={test.isPending}
            onClick={() =>
              void runTest().catch(() => setOutcome({ ok: false, message: t('errors.generic') }))
            }
          >
            {t('servers.form.testConnection')}
          </Button>
        </SchemaForm>
      </Stack>
    </Paper>
  );
}
