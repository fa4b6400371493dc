// The keys of keyboard-first triage (issue 34), pure, for the lists that take them (the alert
// console, the event list): j/k move the active row, x selects it, Shift+x selects from the row
// where the selection began to the active one, o (or Enter outside a control) opens it, e/i/r
// ask for a status move (the list says which moves are valid), ? opens the list of shortcuts.
// Nothing fires while the user types in a field, when a dialog is open, or with Ctrl, Alt or
// Meta held (those are the browser's and the palette's).

/** Where the key was pressed. */
export type KeyTarget = 'editable' | 'control' | 'row' | 'other';

export interface TriageKeyEvent {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: KeyTarget;
  /** A modal dialog (or drawer) is open. */
  dialogOpen: boolean;
}

export interface TriageKeyState {
  activeIndex: number;
  rowCount: number;
  /** The row where the selection began (the last x), null before any. */
  anchorIndex: number | null;
}

export type StatusKey = 'e' | 'i' | 'r';

export type TriageAction =
  | { kind: 'focus'; index: number }
  | { kind: 'toggle'; index: number }
  | { kind: 'extend'; indexes: number[] }
  | { kind: 'open'; index: number }
  | { kind: 'status'; key: StatusKey }
  | { kind: 'help' }
  | { kind: 'none' };

const NONE: TriageAction = { kind: 'none' };

/** The rows from `from` to `to`, both included, in the order of the list. */
export function rowRange(from: number, to: number): number[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
}

/** What a key does in a list with triage shortcuts. */
export function triageKeyAction(event: TriageKeyEvent, state: TriageKeyState): TriageAction {
  if (event.target === 'editable' || event.dialogOpen) return NONE;
  if (event.ctrlKey || event.altKey || event.metaKey) return NONE;
  if (event.key === '?') return { kind: 'help' };
  if (state.rowCount === 0) return NONE;
  const active = Math.max(0, Math.min(state.rowCount - 1, state.activeIndex));
  // Shift+x arrives as "X" (or "x" with Shift on some layouts).
  if (event.key.toLowerCase() === 'x' && event.shiftKey)
    return { kind: 'extend', indexes: rowRange(state.anchorIndex ?? active, active) };
  if (event.shiftKey) return NONE;
  switch (event.key) {
    case 'j':
      return { kind: 'focus', index: Math.min(state.rowCount - 1, active + 1) };
    case 'k':
      return { kind: 'focus', index: Math.max(0, active - 1) };
    case 'x':
      return { kind: 'toggle', index: active };
    case 'o':
      return { kind: 'open', index: active };
    // Enter on a row or a control is theirs (the row opens itself; a button presses).
    case 'Enter':
      return event.target === 'other' ? { kind: 'open', index: active } : NONE;
    case 'e':
    case 'i':
    case 'r':
      return { kind: 'status', key: event.key };
    default:
      return NONE;
  }
}

/** Where a key event happened, from its target element. */
export function keyTargetOf(element: Element | null): KeyTarget {
  if (!element) return 'other';
  if (element instanceof HTMLElement && element.isContentEditable) return 'editable';
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return 'editable';
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return ['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type) ? 'control' : 'editable';
  }
  const role = element.getAttribute('role');
  if (role === 'combobox' || role === 'textbox' || role === 'searchbox') return 'editable';
  if (tag === 'TR' || role === 'row') return 'row';
  if (tag === 'BUTTON' || tag === 'A' || role === 'button' || role === 'menuitem') return 'control';
  return 'other';
}
