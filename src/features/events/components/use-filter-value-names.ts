// The names behind the event lists' id filters, for their chips and the export's preamble: a
// computer's guid reads as its name (from a row shown, else GetComputerDetail, which the
// computer page shares), a tenant node's guid (group, site, company, partner) as its name in the
// scope tree (the shell's read). The lookups start once the page shows, beside its rows, never
// before them in the loader.
import { useCallback } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../components/api/use-api';
import type { FilterValueName } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { findScopeNode } from '../../../session/scope-tree';
import { useScope } from '../../../scope/scope-store';
import { isValidFilterValue, SCOPE_FILTERS } from '../api/event-filters';

const COMPUTER_FILTERS = ['computer', 'notComputer'] as const;
/** The tenant nodes a link narrows to (a rule impact's, the dashboard's top groups). */
const NODE_FILTERS: readonly string[] = ['group', ...SCOPE_FILTERS];

/** Rows that may name a computer (the individual events do; the summary's rows do not). */
type MaybeComputerRow = { computerGuid?: string | null; computerName?: string | null };

export function useFilterValueNames(search: TableSearch): FilterValueName<unknown> {
  const { queries } = useApi();
  const filters = search.filters ?? {};
  const computerGuids = [
    ...new Set(
      COMPUTER_FILTERS.map((id) => filters[id]).filter(
        (value): value is string => !!value && isValidFilterValue('computer', value),
      ),
    ),
  ];
  const computers = useQueries({
    queries: computerGuids.map((computerGuid) => queries.Computer_GetComputerDetail({ computerGuid })),
  });
  const nodes = NODE_FILTERS.flatMap((id) => (filters[id] ? [filters[id]] : []));
  const tree = useQuery({ ...queries.Company_GetScopeTree(), enabled: nodes.length > 0 });

  const computerNames = new Map<string, string>();
  computers.forEach((reply, i) => {
    const name = reply.data?.entityData.computerName;
    if (name) computerNames.set(computerGuids[i]!.toLowerCase(), name);
  });
  const { selection } = useScope();
  // The scope tree starts below a role's own node (a company admin's tree is its sites): the
  // selected scope's path names the nodes above.
  const path = [selection.partner, selection.company, selection.site, selection.group];
  const nodeNames = new Map<string, string>();
  for (const guid of nodes) {
    const name =
      (tree.data ? findScopeNode(tree.data.entityData, guid)?.node.name : undefined) ??
      path.find((node) => node?.guid.toLowerCase() === guid.toLowerCase())?.name ??
      undefined;
    if (name) nodeNames.set(guid, name);
  }
  const namesKey = [...computerNames, ...nodeNames].join('|');

  return useCallback<FilterValueName<unknown>>(
    (filterId, value, rows) => {
      if (NODE_FILTERS.includes(filterId)) return nodeNames.get(value);
      if (!(COMPUTER_FILTERS as readonly string[]).includes(filterId)) return undefined;
      const wanted = value.toLowerCase();
      const shown = (rows as readonly MaybeComputerRow[]).find(
        (row) => row.computerGuid?.toLowerCase() === wanted,
      );
      return shown?.computerName ?? computerNames.get(wanted);
    },
    // The names change only when a lookup answers (namesKey), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namesKey],
  );
}
