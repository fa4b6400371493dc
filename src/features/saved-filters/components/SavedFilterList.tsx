// /saved-filters: the user's saved filters and those shared with the scope, in the PagedTable.
// A name opens the filter (its page shows the event inspection with its view); the owner renames
// (and shares) it in the form dialog and deletes it after the confirmation dialog; others' shared
// filters are read-only.
import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { useDeleteSavedFilter, useUpdateSavedFilter } from '../api/save-saved-filter';
import { savedFilterPageQuery, savedFilterTable, type SavedFilter } from '../api/saved-filter-table';
import { SavedFilterFormDialog } from './SavedFilterFormDialog';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function SavedFilterList({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => savedFilterPageQuery(queries), [queries]);
  const update = useUpdateSavedFilter();
  const remove = useDeleteSavedFilter();
  const canUpdate = useCanCall('SavedFilter_UpdateSavedFilter');
  const canDelete = useCanCall('SavedFilter_DeleteSavedFilter');
  const [renaming, setRenaming] = useState<SavedFilter | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm">{t('savedFilters.intro')}</Text>
      <PagedTable
        definition={savedFilterTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName="saved-filters"
        emptyText={t('savedFilters.empty')}
        rowActions={[
          {
            id: 'rename',
            label: t('savedFilters.rename'),
            name: (filter) => t('savedFilters.renameNamed', { name: filter.name }),
            onSelect: setRenaming,
            hidden: (filter) => !filter.owned || !canUpdate,
          },
          {
            id: 'delete',
            label: t('savedFilters.delete.action'),
            name: (filter) => t('savedFilters.delete.named', { name: filter.name }),
            onSelect: setDeleting,
            hidden: (filter) => !filter.owned || !canDelete,
            danger: true,
          },
        ]}
      />
      <SavedFilterFormDialog
        initial={
          renaming
            ? {
                name: renaming.name,
                shared: renaming.shared,
                mode: renaming.mode,
                query: renaming.query,
                // A rename keeps the filter's columns (the update replaces the whole filter).
                ...(renaming.columns ? { columns: renaming.columns } : {}),
              }
            : null
        }
        title={t('savedFilters.renameDialog.title')}
        successMessage={t('savedFilters.renameDialog.done')}
        onSubmit={(body) => update.mutateAsync({ savedFilterId: renaming!.savedFilterId, body })}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('savedFilters.delete.title')}
        message={t('savedFilters.delete.message', { name: deleting?.name })}
        confirmLabel={t('savedFilters.delete.confirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.savedFilterId);
          setDeleting(null);
          notifications.show({ color: 'green', message: t('savedFilters.delete.done') });
        }}
      />
    </Stack>
  );
}
