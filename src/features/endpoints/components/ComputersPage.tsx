// /endpoints/computers/{status}: every computer of the scope in the PagedTable, under status tabs
// with their counts; each name opens the computer's page. Admins get a one-time password and
// removal per row, and removal of a selection.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { BulkAction, RowAction } from '../../../components/paged-table/paged-table-options';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import type { ComputerStatus } from '../api/computer-status';
import { computerPageQuery, computerTable, type Computer } from '../api/computer-table';
import { StatusTabs } from './StatusTabs';
import { useComputerActions } from './use-computer-actions';

interface Props {
  status: ComputerStatus;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  onStatusChange: (status: ComputerStatus, search: TableSearch) => void;
}

export function ComputersPage({ status, search, onSearchChange, onStatusChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => computerPageQuery(queries, status), [queries, status]);
  const request = useMemo(() => tableRequestOf(computerTable, search), [search]);
  const actions = useComputerActions();
  const { askOtp, askRemove } = actions;
  const rowActions = useMemo<RowAction<Computer>[]>(
    () => [
      {
        id: 'otp',
        label: t('endpoints.otp.action'),
        name: (computer) => t('endpoints.otp.named', { name: computer.computerName }),
        onSelect: askOtp,
      },
      {
        id: 'remove',
        label: t('endpoints.remove.action'),
        name: (computer) => t('endpoints.remove.named', { name: computer.computerName }),
        onSelect: (computer) => askRemove([computer]),
        danger: true,
      },
    ],
    [t, askOtp, askRemove],
  );
  const bulkActions = useMemo<BulkAction<Computer>[]>(
    () => [{ id: 'remove', label: t('endpoints.remove.bulk'), run: (rows) => askRemove(rows), danger: true }],
    [t, askRemove],
  );
  return (
    <StatusTabs
      status={status}
      request={request}
      onStatusChange={(next) => onStatusChange(next, { ...search, page: undefined, detail: undefined })}
    >
      <PagedTable
        definition={computerTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName={`computers-${status}`}
        {...(actions.canWrite ? { rowActions, rowActionsDisplay: 'menu' as const, bulkActions } : {})}
      />
      {actions.dialogs}
    </StatusTabs>
  );
}
