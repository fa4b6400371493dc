// /administration/user-activity: the audit log of the scope in the PagedTable.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { activityPageQuery, activityTable } from '../api/activity-table';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function UserActivityList({ search, onSearchChange }: Props) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => activityPageQuery(queries), [queries]);
  return (
    <PagedTable
      definition={activityTable}
      search={search}
      onSearchChange={onSearchChange}
      pageQuery={pageQuery}
      exportName="user-activity"
    />
  );
}
