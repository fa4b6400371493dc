// The bar shown while rows are selected: how many (of every page), "select all N that match"
// once the whole page is ticked, the export of the selection, the list's bulk actions and
// "clear". A bulk action given as data runs on the selected rows it applies to: the rows picked
// one by one as shown, or every page of "all that match" fetched first; it says how many rows it
// applies to when the selected rows are known, and is disabled when it applies to none.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkActionContext, BulkActions } from './paged-table-options';

interface Props<TRow> {
  context: BulkActionContext<TRow>;
  /** The selected rows when all are known without a request (rows picked one by one); else null. */
  knownRows: readonly TRow[] | null;
  /** Offers "select all N that match" (the whole page is ticked and more rows match). */
  offerAllMatching: boolean;
  totalCount: number;
  onSelectAllMatching: () => void;
  onExport: () => void;
  exportRunning: boolean;
  bulkActions?: BulkActions<TRow>;
}

export function SelectionBar<TRow>(props: Props<TRow>) {
  const { context, knownRows, offerAllMatching, totalCount, bulkActions } = props;
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Paper withBorder p="xs" role="region" aria-label={t('table.selection.bar')}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('table.selection.count', { count: context.count })}
        </Text>
        {offerAllMatching && (
          <Button variant="subtle" size="compact-sm" onClick={props.onSelectAllMatching}>
            {t('table.selection.allMatching', { count: totalCount })}
          </Button>
        )}
        <Button variant="default" size="compact-sm" onClick={props.onExport} disabled={props.exportRunning}>
          {t('table.selection.export')}
        </Button>
        {typeof bulkActions === 'function'
          ? bulkActions(context)
          : bulkActions?.map((action) => (
              <BulkActionButton
                key={action.id}
                action={action}
                context={context}
                knownRows={knownRows}
                onNotice={setNotice}
              />
            ))}
        <Button variant="subtle" size="compact-sm" onClick={context.clear}>
          {t('table.selection.clear')}
        </Button>
        <Text size="sm" role="status">
          {notice}
        </Text>
      </Group>
    </Paper>
  );
}

function BulkActionButton<TRow>({
  action,
  context,
  knownRows,
  onNotice,
}: {
  action: BulkAction<TRow>;
  context: BulkActionContext<TRow>;
  knownRows: readonly TRow[] | null;
  onNotice: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const applicable = knownRows && action.appliesTo ? knownRows.filter(action.appliesTo).length : null;

  const run = async () => {
    onNotice(null);
    setBusy(true);
    const current = new AbortController();
    controller.current = current;
    try {
      const selected = await context.fetchSelectedRows(current.signal);
      const rows = action.appliesTo ? selected.filter(action.appliesTo) : selected;
      if (rows.length === 0) onNotice(t('table.bulk.noneApply', { action: action.label }));
      else await action.run(rows, context);
    } catch {
      if (!current.signal.aborted) onNotice(t('table.bulk.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (applicable === 0 && action.hideWhenNone) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={action.danger ? 'red' : undefined}
      loading={busy}
      disabled={applicable === 0}
      onClick={() => void run()}
    >
      {applicable === null
        ? action.label
        : t('table.bulk.action', { action: action.label, count: applicable })}
    </Button>
  );
}
