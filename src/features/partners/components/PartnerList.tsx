// /administration/manage-partners: every partner (Global Admin), in the PagedTable.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { partnerPageQuery, partnerTable } from '../api/partner-table';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function PartnerList({ search, onSearchChange }: Props) {
  const { queries } = useApi();
  const pageQuery = useMemo(() => partnerPageQuery(queries), [queries]);
  return (
    <PagedTable
      definition={partnerTable}
      search={search}
      onSearchChange={onSearchChange}
      pageQuery={pageQuery}
      exportName="partners"
    />
  );
}
