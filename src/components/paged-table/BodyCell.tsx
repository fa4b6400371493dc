// A body cell with Mantine's table cell classes but without Mantine's per-element hooks (props
// resolution, context, styles API): a page of 50 rows has hundreds of cells, and Table.Td's work
// per cell showed in load profiles. The table sets no column borders, so the classes are all
// Table.Td would give.
import type { ComponentPropsWithoutRef } from 'react';
import { Table } from '@mantine/core';

const CELL_CLASS = `${Table.Td.classes.td} mantine-Table-td`;

export function BodyCell({ className, ...props }: ComponentPropsWithoutRef<'td'>) {
  return <td {...props} className={className ? `${CELL_CLASS} ${className}` : CELL_CLASS} />;
}
