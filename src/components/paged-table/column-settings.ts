// The column chooser's choices and the column widths, remembered per user and per table through
// the contract's user settings (GET UserSettings/GetUserSettings?userGuid, POST
// CreateOrUpdateUserSettings) under `table.<tableId>.columns`. The user's guid is their
// profile's (User/GetProfile; use-user-setting.ts). Until the settings arrive the table shows
// its defaults.
import { useCallback, useMemo } from 'react';
import { useUserSetting } from '../api/use-user-setting';

export interface ColumnLayout {
  /** Ids of the columns the user hid (and of default-hidden columns the user did not show). */
  hidden: string[];
  /** Width in pixels by column id, for the columns the user resized. */
  widths: Record<string, number>;
}

export const settingKeyOf = (tableId: string) => `table.${tableId}.columns`;

const MIN_WIDTH = 60;
const MAX_WIDTH = 1200;

/** The stored value, or null when absent or not a layout (a bad value never breaks the table). */
export function parseColumnLayout(value: string | undefined): ColumnLayout | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<ColumnLayout> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const hidden = Array.isArray(parsed.hidden) ? parsed.hidden.filter((id) => typeof id === 'string') : [];
    const widths: Record<string, number> = {};
    if (parsed.widths && typeof parsed.widths === 'object') {
      for (const [id, width] of Object.entries(parsed.widths)) {
        if (typeof width === 'number' && Number.isFinite(width))
          widths[id] = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
      }
    }
    return { hidden, widths };
  } catch {
    return null;
  }
}

export function clampWidth(width: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));
}

const SAVE_DELAY_MS = 400;

export function useColumnLayout(tableId: string, defaults: ColumnLayout) {
  const { value, save: saveValue } = useUserSetting(settingKeyOf(tableId), SAVE_DELAY_MS);
  const layout = useMemo(() => parseColumnLayout(value) ?? defaults, [value, defaults]);
  // The table follows at once; the server is told a moment later (one call per burst).
  const save = useCallback((next: ColumnLayout) => saveValue(JSON.stringify(next)), [saveValue]);
  return { layout, save };
}

/** What the column layout of a table needs to know of its columns. */
interface LayoutColumn {
  id: string;
  hideable?: boolean;
  defaultHidden?: boolean;
}

/** The ids of the columns a layout shows, in the table's order (a saved view keeps them). */
export function visibleColumnIds(columns: readonly LayoutColumn[], layout: ColumnLayout): string[] {
  const hidden = new Set(layout.hidden);
  return columns.filter((column) => !hidden.has(column.id)).map((column) => column.id);
}

/**
 * The layout that shows `visible` and hides the table's other columns (a saved view opened),
 * keeping the widths. Columns that cannot be hidden stay; a choice that names none of the
 * table's columns (another list's) leaves the layout as it is: a table needs one column.
 */
export function layoutShowing(
  columns: readonly LayoutColumn[],
  visible: readonly string[],
  current: ColumnLayout,
): ColumnLayout {
  const shown = new Set(visible);
  if (!columns.some((column) => shown.has(column.id))) return current;
  const hidden = columns
    .filter((column) => column.hideable !== false && !shown.has(column.id))
    .map((column) => column.id);
  return { hidden, widths: current.widths };
}
