// The one dialog of the console that acts: a question (ConfirmDialog is this dialog with a
// message), a few fields and their action ("Add to a review", "Change the selected items"), or a
// form with its own buttons (a SchemaForm). The caller owns `opened` and what is typed; the dialog
// owns the wait and the failure of the action:
//   <ActionDialog opened={items !== null} title=... confirmLabel=... onCancel={close}
//     onConfirm={async () => { await change.mutateAsync(...); close(); }}>
//     ...fields...
//   </ActionDialog>
// - An action that returns a promise keeps the dialog open and busy until it settles: a second
//   click does nothing, and nothing cancels meanwhile (Escape, a click outside, Cancel, the X).
//   Fulfilled: the caller closes the dialog. Rejected: the reason shows inside the dialog (the
//   catalogue's words, apiErrorText), which stays open with what was typed, to try again or cancel.
// - A part of the body that acts by itself (a form's submit leading to a second call) runs its
//   action through `useDialogAction()`, and gets the same wait and failure.
// - The focus stays inside while open and goes back to what opened it (Mantine's Modal); it starts
//   on Cancel with `focusCancel` (a question's safe answer), else on the first field; after a
//   failure it goes to Cancel (the busy button had it).
// - While closing it keeps showing what it showed, so a caller may clear its target at once.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text';

export interface ActionDialogProps {
  opened: boolean;
  title: string;
  /** What the dialog shows above its failure and its buttons: the question, the fields. */
  children: ReactNode;
  /** The action's button; without it the dialog has no buttons of its own (a form brings its own). */
  confirmLabel?: string;
  onConfirm?: () => void | Promise<unknown>;
  /** The action cannot run yet (nothing chosen, the typed confirmation not matching). */
  confirmDisabled?: boolean;
  /** "Cancel" unless the dialog needs another word ("Stay on this page"). */
  cancelLabel?: string;
  /** A destructive or irreversible action: the confirm button is red. */
  danger?: boolean;
  /** Cancel, Escape, a click outside, the X; never while the action runs. */
  onCancel: () => void;
  /** A close button (X) with this name; without it Cancel is the named way out. */
  closeLabel?: string;
  /** The focus starts on Cancel, the safe answer to a question. */
  focusCancel?: boolean;
  centered?: boolean;
  /** 'lg' for a dialog whose fields live beside a preview (the rule dialog); 'md' otherwise. */
  size?: 'md' | 'lg';
  /** Above a drawer (200) and its form, below the error catalogue's dialog (500). Not for a
   *  dialog with pickers: their lists open at 300. */
  aboveDrawers?: boolean;
}

/** Runs an action of the dialog's body with the dialog's wait and failure. */
type RunAction = (action: () => void | Promise<unknown>) => void;

interface DialogAction {
  run: RunAction;
  /** The dialog's action, whoever started it, is running. */
  pending: boolean;
  /** Runs the dialog's own action (Enter in a field), unless it cannot run yet. */
  confirm: () => void;
}

const DialogActionContext = createContext<DialogAction | null>(null);

/** For a part of an ActionDialog's body that acts by itself (a form submitted inside it). */
export function useDialogAction(): DialogAction {
  const action = useContext(DialogActionContext);
  if (!action) throw new Error('useDialogAction is for the body of an ActionDialog');
  return action;
}

type Content = Pick<
  ActionDialogProps,
  'title' | 'children' | 'confirmLabel' | 'cancelLabel' | 'danger' | 'closeLabel'
>;

const sameContent = (a: Content, b: Content) =>
  (Object.keys(a) as (keyof Content)[]).every((key) => Object.is(a[key], b[key]));

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

export function ActionDialog({
  opened,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  focusCancel = false,
  centered = false,
  size = 'md',
  aboveDrawers = false,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger,
  closeLabel,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  // Read by a second click of the same moment, before React has rendered the first one's state.
  const running = useRef(false);
  // An object, so that the same reason twice still moves the focus back.
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (failure) cancelButton.current?.focus();
  }, [failure]);

  // What was shown stays on screen while the dialog closes; a new opening starts afresh.
  const asked: Content = { title, children, confirmLabel, cancelLabel, danger, closeLabel };
  const [shown, setShown] = useState<Content>(asked);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !sameContent(shown, asked)) setShown(asked);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFailure(null);
      setPending(false);
    }
  }
  const content = opened ? asked : shown;

  const settle = () => {
    running.current = false;
    setPending(false);
  };
  const run: RunAction = (action) => {
    if (running.current) return;
    setFailure(null);
    const fail = (error: unknown) => setFailure({ text: apiErrorText(t, error) });
    let outcome: unknown;
    try {
      outcome = action();
    } catch (error) {
      fail(error);
      return;
    }
    if (!isPromise(outcome)) return;
    running.current = true;
    setPending(true);
    outcome.then(settle, (error: unknown) => {
      settle();
      fail(error);
    });
  };
  const confirm = () => {
    if (onConfirm && !confirmDisabled) run(onConfirm);
  };
  const cancel = () => {
    if (!running.current) onCancel();
  };

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={content.title}
      centered={centered}
      size={size}
      zIndex={aboveDrawers ? 400 : undefined}
      withCloseButton={content.closeLabel !== undefined}
      closeButtonProps={
        content.closeLabel ? { 'aria-label': content.closeLabel, disabled: pending } : undefined
      }
    >
      <DialogActionContext.Provider value={{ run, pending, confirm }}>
        <Stack gap="md">
          {content.children}
          {failure && (
            <Alert color="red" role="alert">
              {failure.text}
            </Alert>
          )}
          {content.confirmLabel !== undefined && (
            <Group justify="flex-end">
              <Button
                ref={cancelButton}
                variant="default"
                onClick={cancel}
                disabled={pending}
                data-autofocus={focusCancel || undefined}
              >
                {content.cancelLabel ?? t('confirmDialog.cancel')}
              </Button>
              {/* Red 9 (white text 5.5:1): Mantine's filled red is 3.8:1, below WCAG AA. */}
              <Button
                color={content.danger ? 'red.9' : undefined}
                loading={pending}
                disabled={confirmDisabled}
                onClick={confirm}
              >
                {content.confirmLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </DialogActionContext.Provider>
    </Modal>
  );
}
