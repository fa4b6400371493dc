// For a company: which global records of its partner it uses. Untick some and save to use only
// the ticked ones, or go back to every global record (SelectOrInheritServer). The server keeps
// the minimum of two default, PDP and LRP records.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { useSelectOrInheritServers } from '../api/select-or-inherit';
import { inheritedServersQuery } from '../api/server-table';
import { apiErrorText } from '../../../components/api/api-error-text';
import { enumLabel } from '../../../i18n/enum-labels';

export function GlobalServerChoice() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const servers = useSuspenseQuery(inheritedServersQuery(queries)).data.entityData.filter(
    (row) => row.inherited,
  );
  const choose = useSelectOrInheritServers();
  const [ticked, setTicked] = useState<string[]>(() => servers.map((row) => String(row.serverId)));
  const [error, setError] = useState<string | null>(null);

  const send = (inherit: boolean) => {
    setError(null);
    choose.mutate(
      { inherit, serverIds: inherit ? [] : ticked.map(Number) },
      {
        onSuccess: (reply) => {
          setTicked(reply.entityData.filter((row) => row.inherited).map((row) => String(row.serverId)));
          notifications.show({ color: 'teal', message: t('servers.selectionSaved') });
        },
        onError: (failure) => setError(apiErrorText(t, failure)),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="global-servers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="global-servers-title">
          {t('servers.inherit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('servers.inherit.description')}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {servers.length === 0 ? (
          <Text size="sm">{t('servers.inherit.none')}</Text>
        ) : (
          <Checkbox.Group label={t('servers.inherit.mode')} value={ticked} onChange={setTicked}>
            <Stack gap={6} mt="xs">
              {servers.map((row) => (
                <Checkbox
                  key={row.serverId}
                  value={String(row.serverId)}
                  label={row.serverName}
                  description={enumLabel(t, 'PointType', row.pointType)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group gap="sm">
          {servers.length > 0 && (
            <Button loading={choose.isPending} onClick={() => send(false)}>
              {t('servers.inherit.save')}
            </Button>
          )}
          <Button variant="default" loading={choose.isPending} onClick={() => send(true)}>
            {t('servers.inherit.useAll')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
