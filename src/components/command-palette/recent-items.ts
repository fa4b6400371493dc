// The command palette's recent items, per user, in this browser's local storage: what the user
// opened last comes first. A stored value that is not a list of items is ignored (never thrown).
import type { PaletteItem } from './palette-items';

const keyOf = (user: string) => `console.palette.recent.${user}`;

const isItem = (value: unknown): value is PaletteItem => {
  const item = value as Partial<PaletteItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.href === 'string' &&
    item.href.startsWith('/') &&
    typeof item.label === 'string' &&
    typeof item.group === 'string' &&
    (item.detail === null || typeof item.detail === 'string')
  );
};

export function readRecent(user: string | null): PaletteItem[] {
  if (!user) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(user)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeRecent(user: string | null, items: readonly PaletteItem[]): void {
  if (!user) return;
  try {
    localStorage.setItem(keyOf(user), JSON.stringify(items));
  } catch {
    // Storage full or refused: the palette works without its recent items.
  }
}
