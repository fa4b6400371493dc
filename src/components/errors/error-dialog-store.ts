// The "Oops..." dialog's state, outside React: the error handler must know synchronously whether
// it is open (several failures at once open one dialog), and ErrorDialogHost renders it.
import type { ErrorDialogMessageKey, ERROR_KEYS } from '../../api/error-catalogue';

export interface ErrorDialogContent {
  titleKey: typeof ERROR_KEYS.oopsTitle;
  messageKey: ErrorDialogMessageKey;
  closeKey: typeof ERROR_KEYS.close;
  reloadKey: typeof ERROR_KEYS.reload;
}

export interface ErrorDialogStore {
  get(): ErrorDialogContent | null;
  /** What was shown last, kept while the dialog fades out. */
  last(): ErrorDialogContent | null;
  /** Opens the dialog; false (and nothing changes) when it is already open. */
  open(content: ErrorDialogContent): boolean;
  close(): void;
  subscribe(listener: () => void): () => void;
}

export function createErrorDialogStore(): ErrorDialogStore {
  let content: ErrorDialogContent | null = null;
  let last: ErrorDialogContent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ErrorDialogContent | null) => {
    content = next;
    if (next) last = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => content,
    last: () => last,
    open(next) {
      if (content) return false;
      set(next);
      return true;
    },
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const errorDialogStore: ErrorDialogStore = createErrorDialogStore();
