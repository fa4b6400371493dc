// The event tables' columns as a saved view sets them: opening a saved filter shows the columns it
// kept and hides the others, through the user's table settings (the table reads its layout there).
// The table definitions load on demand: their cells are the screens' chunk, not the shell's.
import type { QueryClient } from '@tanstack/react-query';
import type { Mutations, Queries } from '../../../api/query-layer';
import { readUserSetting, saveUserSetting } from '../../../components/api/use-user-setting';
import {
  layoutShowing,
  parseColumnLayout,
  settingKeyOf,
} from '../../../components/paged-table/column-settings';
import type { ColumnSpec } from '../../../components/paged-table/table-definition';
import { layoutDefaults } from '../../../components/paged-table/use-table-columns';
import type { EventMode } from './event-search';

interface Context {
  queryClient: QueryClient;
  queries: Queries;
  mutations: Mutations;
}

/** Shows these columns (ids) of the mode's table and hides its others, in the user's settings. */
export async function showEventColumns(context: Context, mode: EventMode, visible: readonly string[]) {
  const { eventTable, summaryTable } = await import('./event-table');
  const table = mode === 'summary' ? summaryTable : eventTable;
  const columns: readonly ColumnSpec<never, string>[] = table.columns;
  const key = settingKeyOf(table.id);
  const stored = await readUserSetting(context.queryClient, context.queries, key);
  const current = parseColumnLayout(stored) ?? layoutDefaults(columns);
  const next = layoutShowing(columns, visible, current);
  if (next !== current) await saveUserSetting(context, key, JSON.stringify(next));
}
