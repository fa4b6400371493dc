// The body of a PDP/LRP servers page: the list in the PagedTable (own records can be edited and
// deleted, one or several; the server keeps at least two default, PDP and LRP records), the
// schema form to add or edit one, and, for a company, which global records it uses.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import {
  PagedTable,
  type PageQueryOptions,
  type PagedReply,
} from '../../../components/paged-table/PagedTable';
import type { TableRequest, TableSearch } from '../../../components/paged-table/table-search';
import { useScope } from '../../../scope/scope-store';
import { useDeleteServers } from '../api/delete-servers';
import {
  scopeHasCompany,
  serverTable,
  type ServerListVariant,
  type ServerRow,
  type ServerSort,
} from '../api/server-table';
import { apiErrorText } from '../../../components/api/api-error-text';
import { DiscardChangesModal } from '../../../components/schema-form/DiscardChangesModal';
import { confirmDeleteServers } from './confirm-delete';
import { GlobalServerChoice } from './GlobalServerChoice';
import { ServerFormPanel } from './ServerFormPanel';

export interface ServerListPageProps {
  variant: ServerListVariant;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

type Editing = { server: ServerRow | null } | null;

interface ServerListViewProps<
  TData extends PagedReply<ServerRow>,
  TKey extends QueryKey,
> extends ServerListPageProps {
  pageQuery: (request: TableRequest<ServerSort>) => PageQueryOptions<TData, TKey>;
}

export function ServerListView<TData extends PagedReply<ServerRow>, TKey extends QueryKey>({
  variant,
  search,
  onSearchChange,
  pageQuery,
}: ServerListViewProps<TData, TKey>) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const { selection } = useScope();
  // Without a company in scope the records are the partner's global ones.
  const serverOwner = scopeHasCompany(selection) ? 'company' : 'partner';
  const canSave = useCanCall('Server_CreateOrUpdateServer', { serverOwner });
  const canDelete = useCanCall('Server_DeleteServer');
  const canDeleteMany = useCanCall('Server_DeleteSelectServer');
  const canChoose = useCanCall('Server_SelectOrInheritServer');
  const zones = useSuspenseQuery(queries.server.zones()).data.entityData.map((zone) => zone.name);
  const remove = useDeleteServers();
  const [editing, setEditing] = useState<Editing>(null);
  // Closing a changed form, or opening another record, asks first.
  const [formDirty, setFormDirty] = useState(false);
  const [pending, setPending] = useState<{ next: Editing } | null>(null);
  const switchTo = (next: Editing) => {
    if (formDirty) setPending({ next });
    else setEditing(next);
  };
  const finish = (next: Editing) => {
    setFormDirty(false);
    setPending(null);
    setEditing(next);
  };
  const [error, setError] = useState<string | null>(null);

  const askDelete = (targets: readonly ServerRow[], done?: () => void) => {
    setError(null);
    const own = targets.filter((row) => !row.inherited);
    if (own.length === 0) return;
    confirmDeleteServers(
      t,
      own.map((row) => row.serverName),
      () =>
        remove.mutate(
          own.map((row) => row.serverId),
          {
            onSuccess: () => {
              done?.();
              notifications.show({
                color: 'teal',
                message: own.length > 1 ? t('servers.deletedMany') : t('servers.deleted'),
              });
            },
            onError: (failure) => setError(apiErrorText(t, failure)),
          },
        ),
    );
  };

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {editing && (
        <ServerFormPanel
          key={editing.server?.serverId ?? 'new'}
          server={editing.server}
          zones={zones}
          onDone={() => finish(null)}
          onCancel={() => switchTo(null)}
          onDirtyChange={setFormDirty}
        />
      )}
      <DiscardChangesModal
        opened={pending !== null}
        onStay={() => setPending(null)}
        onDiscard={() => finish(pending?.next ?? null)}
      />
      <PagedTable
        definition={serverTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName="servers"
        toolbar={
          canSave && !editing ? (
            <Button onClick={() => switchTo({ server: null })}>{t('servers.list.add')}</Button>
          ) : undefined
        }
        rowActions={
          canSave || canDelete
            ? (server) =>
                server.inherited ? null : (
                  <>
                    {canSave && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('servers.list.editServer', { name: server.serverName })}
                        onClick={() => switchTo({ server })}
                      >
                        {t('servers.list.edit')}
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('servers.list.deleteServer', { name: server.serverName })}
                        onClick={() => askDelete([server])}
                      >
                        {t('servers.list.delete')}
                      </Button>
                    )}
                  </>
                )
            : undefined
        }
        bulkActions={
          canDeleteMany
            ? ({ fetchSelectedRows, clear }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() =>
                    void fetchSelectedRows(new AbortController().signal).then((rows) =>
                      askDelete(rows, clear),
                    )
                  }
                >
                  {t('servers.list.deleteSelected')}
                </Button>
              )
            : undefined
        }
      />
      {variant === 'scope' && canChoose && scopeHasCompany(selection) && <GlobalServerChoice />}
    </Stack>
  );
}
