// The computer actions as a computer list offers them (the status list and a group's computers):
// per row a one-time password and removal behind the row's menu, and removal of a selection.
// Nothing for the roles that may not write (auditors).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction, RowAction } from '../../../components/paged-table/paged-table-options';
import type { Computer } from '../api/computer-table';
import { useComputerActions } from './use-computer-actions';

export function useComputerTableActions() {
  const { t } = useTranslation();
  const actions = useComputerActions();
  const { askOtp, askRemove, canWrite, dialogs } = actions;
  const tableProps = useMemo(() => {
    if (!canWrite) return {};
    const rowActions: RowAction<Computer>[] = [
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
    ];
    const bulkActions: BulkAction<Computer>[] = [
      { id: 'remove', label: t('endpoints.remove.bulk'), run: (rows) => askRemove(rows), danger: true },
    ];
    return { rowActions, rowActionsDisplay: 'menu' as const, bulkActions };
  }, [t, canWrite, askOtp, askRemove]);
  return { tableProps, dialogs };
}
