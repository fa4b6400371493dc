// Which row's detail drawer is open: in the URL's `detail` search param when the definition
// asks for it (a reload or a pasted link opens it again), else in the table's own state.
import { useState } from 'react';
import { detailIdOf, tableSearchUpdates, type TableSearch } from './table-search';

export function useRowDetail(options: {
  inUrl: boolean;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { inUrl, search, onSearchChange } = options;
  const [local, setLocal] = useState<string | null>(null);
  const openId = inUrl ? detailIdOf(search) : local;
  const show = (id: string | null) => {
    if (inUrl) onSearchChange(tableSearchUpdates.detail(search, id ?? undefined));
    else setLocal(id);
  };
  return {
    /** The id of the row whose drawer is open; null when none is. */
    openId,
    open: (id: string) => show(id),
    close: () => show(null),
  };
}
