// /endpoints/users-by-computers: users and the computers they use, in the one PagedTable; the
// search finds a user's computers or a computer's users.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { computerUserPageQuery, computerUserTable } from '../api/computer-user-table';
import { EndpointsPage } from './EndpointsPage';

export function UsersByComputersPage(props: {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => computerUserPageQuery(queries), [queries]);
  return (
    <EndpointsPage>
      <PagedTable
        definition={computerUserTable}
        search={props.search}
        onSearchChange={props.onSearchChange}
        pageQuery={pageQuery}
        exportName="users-by-computers"
        emptyText={t('endpoints.users.empty')}
      />
    </EndpointsPage>
  );
}
