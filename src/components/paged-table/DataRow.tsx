// One row of the page: its selection checkbox, its cells, its actions; with row expansion its
// toggle (aria-expanded) and, when expanded, the sub-part in a row of its own under it (level 2
// of the treegrid); with a detail drawer a click on the row (not on one of its controls) opens it.
import {
  memo,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flexRender, type Column, type Row } from '@tanstack/react-table';
import { LightCheckbox, LightIconButton } from '../light-mantine/light-mantine';
import { useCellEnvironment } from './cell-environment';
import type { RowActions, RowActionsDisplay } from './paged-table-options';
import { rowLabel } from './row-label';
import { BodyCell, BodyRow } from './BodyCell';
import { cellContent } from './cells';
import { ACTIONS_CELL_ATTRIBUTE } from './use-actions-width';
import { RowActionsCell } from './RowActionsCell';
import type { ColumnSpec, TableDefinition } from './table-definition';
import { ACTIONS_COLUMN, EXPAND_COLUMN, SELECT_COLUMN } from './use-table-columns';
import classes from './PagedTable.module.css';

const CONTROLS = 'a, button, input, label, select, textarea, [role="menuitem"]';

/**
 * What every row of the table shares: made once per table (it changes only with the list's
 * definition, actions or expansion), so that a row renders again only when its own state does.
 * The handlers call the table's latest state.
 */
export interface RowContext<TRow> {
  definition: TableDefinition<TRow, string>;
  actions?: { actions: RowActions<TRow>; display: RowActionsDisplay };
  expansion?: {
    render: (row: TRow) => ReactNode;
    /** The sub-part's height by row index (stable: the virtualized page's spacing). */
    onHeight: (index: number, height: number) => void;
  };
  /** Whether a row opens a detail drawer. */
  opensDetail: boolean;
  onFocus: (index: number, event: FocusEvent<HTMLTableRowElement>) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLTableRowElement>) => void;
  toggleSelected: (row: TRow) => void;
  setExpanded: (row: TRow, open: boolean) => void;
  /** Opens the detail drawer of a row. */
  open: (id: string) => void;
}

/** A row's own state: the row renders again when one of these changes. */
export interface RowState {
  selected: boolean;
  canExpand: boolean;
  expanded: boolean;
  /** The keyboard's tab stop (0) or not (-1): one row of the grid is in the tab order. */
  tabIndex: number;
  /** aria-rowindex (the header row is 1; expanded rows above count). */
  rowIndex: number;
}

type DataRowProps<TRow> = RowState & {
  row: Row<TRow>;
  index: number;
  /** The visible columns (a change of columns renders the rows again). */
  columns: readonly Column<TRow, unknown>[];
  context: RowContext<TRow>;
};

/** One row; memoised: opening a drawer or selecting one row does not render the page's others. */
export const DataRow = memo(DataRowOf) as <TRow>(props: DataRowProps<TRow>) => ReactNode;

function DataRowOf<TRow>({
  row,
  index,
  context,
  selected,
  canExpand,
  expanded,
  tabIndex,
  rowIndex,
}: DataRowProps<TRow>) {
  // Inside PagedTable, which provides it.
  const environment = useCellEnvironment()!;
  const { t } = environment;
  const { expansion } = context;
  const original = row.original;
  const name = rowLabel(context.definition, original, t);
  // A row id may hold characters an element id may not (spaces): the sub-row gets its own.
  const subRowId = useId();
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!context.opensDetail || (event.target as HTMLElement).closest(CONTROLS)) return;
    context.open(row.id);
  };
  return (
    <>
      <BodyRow
        className={classes.row}
        data-row-index={index}
        data-row-id={row.id}
        data-selected={selected || undefined}
        data-opens-detail={context.opensDetail || undefined}
        aria-rowindex={rowIndex}
        aria-selected={selected}
        aria-level={expansion ? 1 : undefined}
        aria-expanded={canExpand ? expanded : undefined}
        tabIndex={tabIndex}
        onFocus={(event) => context.onFocus(index, event)}
        onKeyDown={(event) => context.onKeyDown(index, event)}
        onClick={onClick}
      >
        {row.getVisibleCells().map((cell) => {
          const id = cell.column.id;
          if (id === SELECT_COLUMN)
            return (
              <BodyCell key={cell.id}>
                <LightCheckbox
                  tabIndex={-1}
                  aria-label={t('table.selection.row', { row: name })}
                  checked={selected}
                  onChange={() => context.toggleSelected(original)}
                />
              </BodyCell>
            );
          if (id === EXPAND_COLUMN)
            return (
              <BodyCell key={cell.id}>
                {canExpand && (
                  <LightIconButton
                    tone="primary"
                    tabIndex={-1}
                    aria-label={t('table.expansion.toggle', { row: name })}
                    aria-expanded={expanded}
                    aria-controls={expanded ? subRowId : undefined}
                    onClick={() => context.setExpanded(original, !expanded)}
                  >
                    <span
                      aria-hidden="true"
                      className={classes.chevron}
                      data-expanded={expanded || undefined}
                    >
                      ▸
                    </span>
                  </LightIconButton>
                )}
              </BodyCell>
            );
          if (id === ACTIONS_COLUMN)
            return (
              <BodyCell key={cell.id} {...{ [ACTIONS_CELL_ATTRIBUTE]: '' }}>
                {context.actions && (
                  <RowActionsCell
                    row={original}
                    menuName={t('table.rowActions.menu', { row: name })}
                    actions={context.actions.actions}
                    display={context.actions.display}
                  />
                )}
              </BodyCell>
            );
          // A column of the list's definition: its content drawn here, not by components of its own.
          const spec = cell.column.columnDef.meta as ColumnSpec<TRow, string> | undefined;
          return (
            <BodyCell key={cell.id}>
              {spec
                ? cellContent(spec, original, environment)
                : flexRender(cell.column.columnDef.cell, cell.getContext())}
            </BodyCell>
          );
        })}
      </BodyRow>
      {expansion && expanded && (
        <SubRow
          id={subRowId}
          index={index}
          rowIndex={rowIndex + 1}
          colSpan={row.getVisibleCells().length}
          onHeight={expansion.onHeight}
        >
          {expansion.render(original)}
        </SubRow>
      )}
    </>
  );
}

function SubRow({
  id,
  index,
  rowIndex,
  colSpan,
  onHeight,
  children,
}: {
  id: string;
  index: number;
  rowIndex: number;
  colSpan: number;
  onHeight: (index: number, height: number) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLTableRowElement>(null);
  // Its height, for the virtualized page's spacing (0 once it closes).
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const report = () => onHeight(index, element.getBoundingClientRect().height);
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => {
      observer.disconnect();
      onHeight(index, 0);
    };
  }, [index, onHeight]);
  return (
    <BodyRow ref={ref} id={id} aria-level={2} aria-rowindex={rowIndex} className={classes.subRow}>
      <BodyCell colSpan={colSpan} className={classes.subRowCell}>
        {children}
      </BodyCell>
    </BodyRow>
  );
}
