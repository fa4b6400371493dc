// /settings/sso-settings: the single sign-on providers of the scope (global for a Global Admin,
// the selected company's otherwise), and the way to add one. A short list: a plain table.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { useScope } from '../../../scope/scope-store';
import { useDeleteSsoProvider } from '../api/delete-sso-provider';
import { settingsNeedCompany } from '../api/settings-scope';
import { ssoProvidersQuery } from '../api/settings-queries';
import { SettingsScopeNote } from './SettingsScopeNote';
import { enumLabel } from '../../../i18n/enum-labels';

export function SsoProvidersPage() {
  const { t } = useTranslation();
  const { role, selection } = useScope();
  if (settingsNeedCompany(role, selection)) {
    return (
      <Alert color="blue" role="status">
        {t('validation.settings.company.required')}
      </Alert>
    );
  }
  return <SsoProviderList />;
}

function SsoProviderList() {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { data } = useSuspenseQuery(ssoProvidersQuery(queries));
  const providers = data.entityData;
  const remove = useDeleteSsoProvider();
  const [deleting, setDeleting] = useState<(typeof providers)[number] | null>(null);
  const canAdd = useCanCall('Sso_CreateOrUpdateProvider');
  const canDelete = useCanCall('Sso_DeleteProvider');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <SettingsScopeNote />
          {canAdd && (
            <Button component={Link} to="/settings/sso-settings/new">
              {t('settings.sso.add')}
            </Button>
          )}
        </Group>
        {providers.length === 0 ? (
          <Text>{t('settings.sso.none')}</Text>
        ) : (
          <StaticTable
            caption={t('settings.sso.caption')}
            striped
            rows={providers}
            rowKey={(provider) => provider.providerId}
            columns={[
              {
                id: 'displayName',
                header: t('forms.ssoProvider.displayName'),
                rowHeader: true,
                cell: (provider) => provider.displayName,
              },
              {
                id: 'providerType',
                header: t('forms.ssoProvider.providerType'),
                cell: (provider) => enumLabel(t, 'SsoProviderType', provider.providerType),
              },
              {
                id: 'clientId',
                header: t('forms.ssoProvider.clientId'),
                cell: (provider) => provider.clientId,
              },
              {
                id: 'secret',
                header: t('settings.sso.secretColumn'),
                cell: (provider) =>
                  provider.secretSet ? t('settings.sso.secretSet') : t('settings.sso.secretMissing'),
              },
              {
                id: 'actions',
                header: t('settings.sso.actions'),
                cell: (provider) =>
                  canDelete && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('settings.sso.delete.named', { name: provider.displayName })}
                      onClick={() => setDeleting(provider)}
                    >
                      {t('settings.sso.delete.button')}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('settings.sso.delete.title')}
        message={t('settings.sso.delete.message', { name: deleting?.displayName })}
        confirmLabel={t('settings.sso.delete.confirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.providerId);
          setDeleting(null);
          notifications.show({ color: 'teal', message: t('settings.sso.delete.done') });
        }}
      />
    </Paper>
  );
}
