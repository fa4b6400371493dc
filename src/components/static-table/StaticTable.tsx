// A short list shown whole, without paging, sorting or filters: a hash's events by type, the
// groups a hash was seen in, a dashboard widget's top five, an alert's events, a category's
// conditions, the single sign-on providers. Lists that page, sort or filter are the PagedTable's.
// What it gives each of them: header cells with their scope, a name (aria-label, the id of a
// heading, or a visible caption), the empty state's words instead of an empty table, a row
// header where a column names its row, and cut columns whose whole value shows on hover or
// focus, with the PagedTable's own cell and full-value pieces; no column narrower than its header's
// widest word or its widest label (column-fit.ts).
import type { CSSProperties, ReactNode } from 'react';
import { Table, Text, type TableProps } from '@mantine/core';
import { BodyCell } from '../paged-table/BodyCell';
import { staticColumnMinWidth } from '../paged-table/column-fit';
import { titleCutCell } from '../paged-table/full-value-title';
import classes from './StaticTable.module.css';

export interface StaticColumn<TRow> {
  id: string;
  /** The header's words. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** The column names its row: its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
  /** One line cut at the column's width, the whole value on hover or focus. */
  cut?: boolean;
  /** The column's cells' own style (a path broken anywhere, a row header in normal weight). */
  style?: CSSProperties;
  /**
   * Every word the column's cells may show (an enum's labels, in the page's language): the column
   * is never narrower than the widest of them, nor than its header's widest word.
   */
  labels?: readonly string[];
}

/** How the table is named: its label, the id of the heading that names it, or a visible caption. */
type Name = { label: string } | { labelledBy: string } | { caption: string };

export type StaticTableProps<TRow> = Name & {
  columns: readonly StaticColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string | number;
  /** Shown instead of the table when there is no row. */
  emptyText?: string;
  /** Narrower than this, the table scrolls sideways. */
  minWidth?: number;
} & Pick<TableProps, 'striped' | 'withTableBorder' | 'maw' | 'fz' | 'verticalSpacing'>;

export function StaticTable<TRow>(props: StaticTableProps<TRow>) {
  const { columns, rows, rowKey, emptyText, minWidth, ...look } = props;
  if (rows.length === 0 && emptyText !== undefined) return <Text size="sm">{emptyText}</Text>;
  const naming =
    'label' in props
      ? { 'aria-label': props.label }
      : 'labelledBy' in props
        ? { 'aria-labelledby': props.labelledBy }
        : {};
  const { striped, withTableBorder, maw, fz, verticalSpacing } = look;
  const table = (
    <Table {...naming} {...{ striped, withTableBorder, maw, fz, verticalSpacing }}>
      {'caption' in props && <Table.Caption>{props.caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              scope="col"
              key={column.id}
              className={classes.header}
              style={{ minWidth: staticColumnMinWidth(column.header, column.labels) }}
            >
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody onMouseOver={titleCutCell} onFocus={titleCutCell}>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => {
              const className = column.cut ? classes.cut : undefined;
              return column.rowHeader ? (
                <Table.Th scope="row" key={column.id} className={className} style={column.style}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <BodyCell key={column.id} className={className} style={column.style}>
                  {column.cell(row)}
                </BodyCell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
