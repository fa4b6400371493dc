// The table's CSV export: every page of what the filter and scope match, or only the selected
// rows of it, with the visible columns in the user's words; the file's first lines name the
// table, time, scope and role, filters and, for the selection, how many rows were selected.
import { useTranslation } from 'react-i18next';
import { useScope } from '../../scope/scope-store';
import { exportValue } from './cells';
import { useCsvExport } from './ExportControl';
import { selectedRows, type Selection } from './selection';
import type { ColumnSpec, TableDefinition } from './table-definition';
import { describeFilters, type ValueName } from './TableFilters';
import type { TableSearch } from './table-search';
import type { FetchPage } from './use-page-query';
import { enumLabel } from '../../i18n/enum-labels';

export function useTableExport<TRow>(options: {
  definition: TableDefinition<TRow, string>;
  search: TableSearch;
  visibleColumns: readonly ColumnSpec<TRow, string>[];
  fetchPage: FetchPage<TRow>;
  selection: Selection;
  selectedCount: number;
  /** File name without date and extension. */
  fileName: string;
  /** The names of filter values that are ids (the preamble names them). */
  nameOf?: ValueName;
}) {
  const { definition, search, visibleColumns, fetchPage, selection, selectedCount, fileName } = options;
  const { t } = useTranslation();
  const { selection: scope, role } = useScope();
  const exporter = useCsvExport<TRow>();

  const start = (onlySelected: boolean) => {
    const scopeWords = [scope.partner, scope.company, scope.site, scope.group]
      .map((entity) => entity?.name ?? entity?.guid)
      .filter(Boolean)
      .join(' / ');
    const filterWords = describeFilters(definition.filters ?? [], search, t, options.nameOf);
    void exporter.start({
      fetchPage,
      fileName,
      columns: visibleColumns.map((column) => ({
        header: t(column.headerKey),
        value: (row: TRow) => exportValue(column, row, t),
      })),
      preamble: (at) => [
        t('table.export.preamble.title', { table: t(definition.labelKey) }),
        t('table.export.preamble.time', { time: at.toISOString() }),
        t('table.export.preamble.scope', {
          scope: scopeWords || t('table.export.preamble.wholeScope'),
          role: role ? enumLabel(t, 'Role', role) : '',
        }),
        t('table.export.preamble.filters', {
          filters: filterWords.length > 0 ? filterWords.join('; ') : t('table.export.preamble.noFilters'),
        }),
        ...(onlySelected ? [t('table.export.preamble.selection', { count: selectedCount })] : []),
      ],
      keep: onlySelected ? (all) => selectedRows(selection, all, definition.rowId) : undefined,
    });
  };

  return {
    status: exporter.status,
    running: exporter.status.kind === 'running',
    /** Exports everything that matches, or only the selected rows of it. */
    start,
    cancel: exporter.cancel,
  };
}
