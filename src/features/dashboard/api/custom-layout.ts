// The custom dashboard's layout, remembered per user as the setting `dashboard.custom.widgets`:
// {"widgets": [the shown widgets' ids, in order]}. A stored value that is not a layout, or names
// widgets that no longer exist, never breaks the page (unknown ids are left out).
export const CUSTOM_DASHBOARD_KEY = 'dashboard.custom.widgets';

export function parseCustomLayout(value: string | undefined, known: readonly string[]): string[] | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { widgets?: unknown } | null;
    if (!parsed || !Array.isArray(parsed.widgets)) return null;
    const ids = parsed.widgets.filter((id): id is string => typeof id === 'string' && known.includes(id));
    return [...new Set(ids)];
  } catch {
    return null;
  }
}

export const serializeCustomLayout = (shown: readonly string[]): string => JSON.stringify({ widgets: shown });

/** The shown ids after moving `id` one place up (-1) or down (+1). */
export function move(shown: readonly string[], id: string, by: -1 | 1): string[] {
  const from = shown.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= shown.length) return [...shown];
  const next = [...shown];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The shown ids with `id` shown (added at the end) or hidden. */
export function toggle(shown: readonly string[], id: string, show: boolean): string[] {
  const without = shown.filter((x) => x !== id);
  return show ? [...without, id] : without;
}
