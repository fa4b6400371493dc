// /administration/user-activity: the audit log of the scope in the PagedTable; what each change
// changed (before and after) is the change log's, one link away.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { activityPageQuery, activityTable } from '../api/activity-table';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function UserActivityList({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => activityPageQuery(queries), [queries]);
  return (
    <PagedTable
      definition={activityTable}
      search={search}
      onSearchChange={onSearchChange}
      pageQuery={pageQuery}
      exportName="user-activity"
      toolbar={<RouterLink href="/administration/change-log">{t('history.log.fromActivity')}</RouterLink>}
    />
  );
}
