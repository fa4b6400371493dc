// The column chooser: which columns show (remembered per user and table), and a reset to the
// table's defaults (visibility and widths).
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnSpec } from './table-definition';

interface Props<TRow> {
  columns: readonly ColumnSpec<TRow, string>[];
  hidden: ReadonlySet<string>;
  onToggle: (columnId: string, visible: boolean) => void;
  onReset: () => void;
}

export function ColumnChooser<TRow>({ columns, hidden, onToggle, onReset }: Props<TRow>) {
  const { t } = useTranslation();
  const visibleCount = columns.filter((column) => !hidden.has(column.id)).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default">{t('table.columns.button')}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('table.columns.title')}>
          {columns.map((column) => {
            const visible = !hidden.has(column.id);
            return (
              <Checkbox
                key={column.id}
                label={t(column.headerKey)}
                checked={visible}
                // The last visible column stays: a table needs one.
                disabled={column.hideable === false || (visible && visibleCount === 1)}
                onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
              />
            );
          })}
          <Button variant="subtle" size="compact-sm" onClick={onReset}>
            {t('table.columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
