// A body row and cell with Mantine's table classes but without Mantine's per-element hooks (props
// resolution, context, styles API, style props): a page of 50 rows has hundreds of cells, and
// Table.Tr's and Table.Td's work per element showed in load profiles (issue 30). The table sets
// no column borders, highlights rows on hover and keeps Mantine's row borders, so these classes
// and data attributes are all Table.Tr and Table.Td would give (BodyCell.test.tsx compares them).
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Table } from '@mantine/core';

const CELL_CLASS = `${Table.Td.classes.td} mantine-Table-td`;
const ROW_CLASS = `${Table.Tr.classes.tr} mantine-Table-tr`;

export function BodyCell({ className, ...props }: ComponentPropsWithoutRef<'td'>) {
  return <td {...props} className={className ? `${CELL_CLASS} ${className}` : CELL_CLASS} />;
}

export function BodyRow({
  className,
  ref,
  ...props
}: ComponentPropsWithoutRef<'tr'> & { ref?: Ref<HTMLTableRowElement> }) {
  return (
    <tr
      ref={ref}
      data-with-row-border="true"
      data-hover="true"
      {...props}
      className={className ? `${ROW_CLASS} ${className}` : ROW_CLASS}
    />
  );
}
