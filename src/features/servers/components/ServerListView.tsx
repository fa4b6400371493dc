// The body of a PDP/LRP servers page: the list in the PagedTable (own records can be edited and
// deleted, one or several; the server keeps at least two default, PDP and LRP records), the
// schema form to add or edit one, and, for a company, which global records it uses.
import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
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
import { DiscardChangesModal } from '../../../components/confirm-dialog/DiscardChangesModal';
import { GlobalServerChoice } from './GlobalServerChoice';
import { ServerFormPanel } from './ServerFormPanel';

export interface ServerListPageProps {
  variant: ServerListVariant;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

type Editing = { server: ServerRow | null } | null;
/** The own records asked about, and what to do once they are deleted (clear the selection). */
type Deleting = { rows: readonly ServerRow[]; done?: () => void } | null;

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
  const zoneList = useSuspenseQuery(queries.Server_GetZones()).data.entityData;
  const zones = useMemo(() => zoneList.map((zone) => zone.name), [zoneList]);
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
  const [deleting, setDeleting] = useState<Deleting>(null);

  const askDelete = (targets: readonly ServerRow[], done?: () => void) => {
    const own = targets.filter((row) => !row.inherited);
    if (own.length > 0) setDeleting({ rows: own, done });
  };
  const deleteServers = async () => {
    if (!deleting) return;
    const { rows, done } = deleting;
    await remove.mutateAsync(rows.map((row) => row.serverId));
    setDeleting(null);
    done?.();
    notifications.show({
      color: 'teal',
      message: rows.length > 1 ? t('servers.deletedMany') : t('servers.deleted'),
    });
  };
  const many = (deleting?.rows.length ?? 0) > 1;

  return (
    <Stack gap="md">
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
      {editing?.server && (
        <EntityHistory entityType="Server" entityId={String(editing.server.serverId)} canRestore={canSave} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={many ? t('servers.delete.titleMany') : t('servers.delete.title')}
        message={
          many
            ? t('servers.delete.messageMany', { count: deleting?.rows.length })
            : t('servers.delete.message', { name: deleting?.rows[0]?.serverName })
        }
        confirmLabel={t('servers.delete.confirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={deleteServers}
      />
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
                server.inherited ? (
                  // No actions here, and the row says why (the partner's list changes it).
                  <Text span size="xs" c="dimmed" title={t('servers.list.inheritedNoActionsWhy')}>
                    {t('servers.list.inheritedNoActions')}
                  </Text>
                ) : (
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
