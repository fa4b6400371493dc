// Leaving a changed form asks first: a navigation inside the console (TanStack Router's blocker)
// and closing or reloading the tab (the browser's own prompt). `shouldBlock` is read at the
// moment of leaving, so a form that has just been saved lets its page move on at once.
import { useBlocker } from '@tanstack/react-router';
import { DiscardChangesModal } from '../confirm-dialog/DiscardChangesModal';

export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  return (
    <DiscardChangesModal
      opened={blocker.status === 'blocked'}
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
