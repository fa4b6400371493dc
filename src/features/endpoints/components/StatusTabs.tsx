// The status tabs of the computer list (WAI-ARIA tabs: a tablist, arrow keys between tabs, the
// list in the tabpanel of the selected one), each with its count under the current filters.
// Choosing a tab opens its route, keeping the search and filters (back to page 1).
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import type { TableRequest } from '../../../components/paged-table/table-search';
import { COMPUTER_STATUSES, type ComputerStatus } from '../api/computer-status';
import { computerCountQuery, type ComputerSort } from '../api/computer-table';
import { enumLabel } from '../../../i18n/enum-labels';

interface Props {
  status: ComputerStatus;
  request: TableRequest<ComputerSort>;
  onStatusChange: (status: ComputerStatus) => void;
  children: ReactNode;
}

export function StatusTabs({ status, request, onStatusChange, children }: Props) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const counts = useQueries({
    queries: COMPUTER_STATUSES.map((each) => computerCountQuery(queries, each, request)),
  });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Tabs
      value={status}
      onChange={(next) => next && next !== status && onStatusChange(next as ComputerStatus)}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('endpoints.computers.statusTabs')}>
        {COMPUTER_STATUSES.map((each, index) => {
          const total = counts[index]?.data?.totalCount;
          return (
            <Tabs.Tab key={each} value={each}>
              {enumLabel(t, 'ComputerStatusFilter', each)}
              {total !== undefined && ` (${number.format(total)})`}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {COMPUTER_STATUSES.map((each) => (
        <Tabs.Panel key={each} value={each} pt="md">
          {each === status ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
