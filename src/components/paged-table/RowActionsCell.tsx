// The actions of one row, in the table's last column: the list's actions that are not hidden on
// this row, as small buttons or behind one "Actions for <row>" menu; or what the list's own
// render function gives. Drawn on every row of a page: light native buttons with Mantine's markup
// (no Mantine hooks, no useTranslation per row: both showed in page-turn profiles, issue 30), and
// the menu mounts only when opened (MenuButton).
import { Button, Menu } from '@mantine/core';
import { LightButton, LightGroup, LightIconButton } from '../light-mantine/light-mantine';
import { MenuButton } from '../menu-button/MenuButton';
import type { RowAction, RowActions, RowActionsDisplay } from './paged-table-options';

export function RowActionsCell<TRow>({
  row,
  menuName,
  actions,
  display,
}: {
  row: TRow;
  /** The menu's name ("Actions for <row>"). */
  menuName: string;
  actions: RowActions<TRow>;
  display: RowActionsDisplay;
}) {
  if (typeof actions === 'function') return <LightGroup>{actions(row)}</LightGroup>;
  const shown = actions.filter((action) => !action.hidden?.(row));
  if (shown.length === 0) return null;
  if (display === 'menu')
    return (
      <MenuButton
        position="bottom-end"
        withinPortal
        target={
          <LightIconButton tone="primary" aria-label={menuName}>
            <span aria-hidden="true">⋯</span>
          </LightIconButton>
        }
      >
        {() =>
          shown.map((action) => (
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
          ))
        }
      </MenuButton>
    );
  return (
    <LightGroup>
      {shown.map((action) => (
        <RowActionButton key={action.id} action={action} row={row} />
      ))}
    </LightGroup>
  );
}

function RowActionButton<TRow>({ action, row }: { action: RowAction<TRow>; row: TRow }) {
  if (!action.busy)
    return (
      <LightButton
        danger={action.danger}
        aria-label={action.name?.(row)}
        disabled={action.disabled?.(row)}
        onClick={() => action.onSelect(row)}
      >
        {action.label}
      </LightButton>
    );
  // An action that shows its progress keeps Mantine's Button (its loader), never remounted.
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
      loading={action.busy(row)}
      onClick={() => action.onSelect(row)}
    >
      {action.label}
    </Button>
  );
}
