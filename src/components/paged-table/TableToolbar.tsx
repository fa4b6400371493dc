// Above the table: which rows are shown of how many (a polite live region), the export's
// progress, the list's own buttons, the column chooser and the export of everything that matches.
import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFull } from '../../i18n/format';
import { ColumnChooser } from './ColumnChooser';
import { ExportStatus, type ExportStatusValue } from './ExportControl';
import type { ColumnSpec } from './table-definition';

export function TableToolbar<TRow>(props: {
  /** The range shown ("26–50 of 120"); null while nothing is shown. */
  range: { first: number; last: number; total: number } | null;
  exportStatus: ExportStatusValue;
  onCancelExport: () => void;
  onExport: () => void;
  toolbar?: ReactNode;
  columns: readonly ColumnSpec<TRow, string>[];
  hidden: ReadonlySet<string>;
  onToggleColumn: (id: string, visible: boolean) => void;
  onResetColumns: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { range, exportStatus } = props;
  // "1–50 of 255,376": grouped as the language groups digits.
  const shown = range && {
    first: formatFull(range.first, i18n.language),
    last: formatFull(range.last, i18n.language),
    total: formatFull(range.total, i18n.language),
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {/* Nothing matches: the body's empty state says so (never "0–0 of 0"). */}
        {shown && range?.total !== 0 ? t('table.range', shown) : ''}
      </Text>
      <Group gap="sm" wrap="wrap">
        <ExportStatus status={exportStatus} onCancel={props.onCancelExport} />
        {props.toolbar}
        <ColumnChooser
          columns={props.columns}
          hidden={props.hidden}
          onToggle={props.onToggleColumn}
          onReset={props.onResetColumns}
        />
        <Button
          variant="default"
          onClick={props.onExport}
          disabled={exportStatus.kind === 'running' || (range?.total ?? 0) === 0}
        >
          {t('table.export.button')}
        </Button>
      </Group>
    </Group>
  );
}
