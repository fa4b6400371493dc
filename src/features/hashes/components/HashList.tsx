// /hash-inspection and /hash-inspection/malicious: the class tabs (hash-views.ts) over the one
// PagedTable of the scope's file hashes. The table's state (search, filters, sort, page) is in
// the URL; a change of tab keeps the search, filters and sort and returns to page 1.
import { useMemo } from 'react';
import { useApi } from '../../../components/api/use-api';
import { ListViewTabs } from '../../../components/paged-table/ListViewTabs';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { hashPageQuery, hashTable } from '../api/hash-table';
import { classOf, hashViews, type HashView } from '../api/hash-views';

interface Props {
  view: HashView;
  /** The route's search (the tab's `class` param left to the route). */
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function HashList({ view, search, onSearchChange }: Props) {
  const { queries } = useApi();
  const tableSearch = useMemo(() => hashViews.searchOf(view, search), [view, search]);
  const pageQuery = useMemo(() => hashPageQuery(queries, classOf(view)), [queries, view]);
  return (
    <ListViewTabs views={hashViews} view={view} search={tableSearch}>
      <PagedTable
        definition={hashTable}
        search={tableSearch}
        onSearchChange={(next) => onSearchChange(hashViews.urlSearchOf(view, next))}
        pageQuery={pageQuery}
        exportName={view === 'all' ? 'hashes' : `hashes-${view}`}
      />
    </ListViewTabs>
  );
}
