// Mounts the error catalogue's dialog (ErrorDialog) at the root. Mantine's Modal brings its
// scroll area and floating-ui (about 10 KB gzip), which the sign-in page's size budget cannot
// carry: the dialog is its own chunk, fetched when the browser is idle after start, so it is
// there before an API or network failure could make it unreachable. A dialog opened before the
// chunk arrived shows the moment it does (Suspense).
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ErrorDialogProps } from './ErrorDialog';
import { errorDialogStore } from './error-dialog-store';

const loadErrorDialog = () => import('./ErrorDialog');
const ErrorDialog = lazy(loadErrorDialog);

export type ErrorDialogHostProps = ErrorDialogProps;

export function ErrorDialogHost(props: ErrorDialogHostProps) {
  const dialogs = props.dialogs ?? errorDialogStore;
  const open = useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get) !== null;
  // Mounted from its first opening on, so that closing plays the Modal's own transition.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => void loadErrorDialog());
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  ) : null;
}
