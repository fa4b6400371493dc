// What the two computer-list routes (/endpoints/computers/all and /{status}) render: the page
// bound to the URL (an unknown status is not found).
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import type { TableSearch } from '../../../components/paged-table/table-search';
import type { ComputerStatus } from '../api/computer-status';
import { ComputersPage } from './ComputersPage';

export function ComputersRoute({ status, search }: { status: ComputerStatus | null; search: TableSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!status) return <Text size="lg">{t('errors.pageNotFound')}</Text>;
  return (
    <ComputersPage
      status={status}
      search={search}
      onSearchChange={(next) =>
        void navigate({ to: '/endpoints/computers/$status', params: { status }, search: next })
      }
      onStatusChange={(next, nextSearch) =>
        void navigate({ to: '/endpoints/computers/$status', params: { status: next }, search: nextSearch })
      }
    />
  );
}
