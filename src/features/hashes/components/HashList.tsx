// /hash-inspection and /hash-inspection/malicious: the class tabs over the one PagedTable of
// the scope's file hashes. The table's state (search, filters, sort, page) is in the URL; a
// change of tab keeps the search, filters and sort and returns to page 1.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { hashPageQuery, hashTable } from '../api/hash-table';
import { HashClassTabs, type HashTab } from './HashClassTabs';

interface Props {
  tab: HashTab;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  onTabChange: (tab: HashTab, search: TableSearch) => void;
}

export function HashList({ tab, search, onSearchChange, onTabChange }: Props) {
  const { queries } = useApi();
  const hashClass = tab === 'all' ? null : tab;
  const pageQuery = useMemo(() => hashPageQuery(queries, hashClass), [queries, hashClass]);
  return (
    <HashClassTabs
      selected={tab}
      search={search}
      onSelect={(next) => onTabChange(next, { ...search, page: undefined, detail: undefined })}
    >
      <PagedTable
        definition={hashTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName={tab === 'all' ? 'hashes' : `hashes-${tab}`}
      />
    </HashClassTabs>
  );
}
