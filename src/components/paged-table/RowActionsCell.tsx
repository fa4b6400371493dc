// The actions of one row, in the table's last column: the list's actions that are not hidden on
// this row, as small buttons or behind one "Actions for <row>" menu; or what the list's own
// render function gives.
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../menu-button/MenuButton';
import type { RowAction, RowActions, RowActionsDisplay } from './paged-table-options';

export function RowActionsCell<TRow>({
  row,
  rowName,
  actions,
  display,
}: {
  row: TRow;
  /** The row's words, for the menu's name. */
  rowName: string;
  actions: RowActions<TRow>;
  display: RowActionsDisplay;
}) {
  const { t } = useTranslation();
  if (typeof actions === 'function')
    return (
      <Group gap={4} wrap="nowrap">
        {actions(row)}
      </Group>
    );
  const shown = actions.filter((action) => !action.hidden?.(row));
  if (shown.length === 0) return null;
  if (display === 'menu')
    return (
      <MenuButton
        position="bottom-end"
        withinPortal
        target={
          <ActionIcon variant="subtle" aria-label={t('table.rowActions.menu', { row: rowName })}>
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        }
      >
        {shown.map((action) => (
          <Menu.Item
            key={action.id}
            color={action.danger ? 'red' : undefined}
            // Mantine's red on white is 3.3:1; the console's danger text is AA.
            c={action.danger ? 'var(--app-color-danger-text)' : undefined}
            disabled={action.disabled?.(row)}
            aria-label={action.name?.(row)}
            onClick={() => action.onSelect(row)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </MenuButton>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((action) => (
        <RowActionButton key={action.id} action={action} row={row} />
      ))}
    </Group>
  );
}

function RowActionButton<TRow>({ action, row }: { action: RowAction<TRow>; row: TRow }) {
  return (
    // At least 24 px tall (WCAG 2.5.8) whatever the rows around it: a compact-xs button is 22.
    <Button
      size="compact-xs"
      mih={24}
      variant="subtle"
      color={action.danger ? 'red' : undefined}
      c={action.danger ? 'var(--app-color-danger-text)' : undefined}
      aria-label={action.name?.(row)}
      disabled={action.disabled?.(row)}
      loading={action.busy?.(row)}
      onClick={() => action.onSelect(row)}
    >
      {action.label}
    </Button>
  );
}
