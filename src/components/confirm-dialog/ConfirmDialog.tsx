// The one confirmation dialog of the console: "Delete company", "Log out", "Discard your changes?"
// and every question of the screens to come. The caller owns `opened`; the dialog owns the wait
// and the failure of the action:
//   <ConfirmDialog opened={target !== null} title=... message=... confirmLabel=... danger
//     onCancel={() => setTarget(null)}
//     onConfirm={async () => { await remove.mutateAsync(id); setTarget(null); notify(); }} />
// - The focus starts on Cancel (the safe answer); Escape and a click outside cancel too (no
//   close button: Cancel is that button, named).
// - An action that returns a promise keeps the dialog open and busy until it settles (nothing
//   cancels meanwhile: the outcome is still to be told). Fulfilled: the caller closes the dialog.
//   Rejected: the reason shows inside the dialog, which stays open to try again or cancel.
// - While closing it keeps showing what it asked, so a caller may clear its target at once.
// - `typedConfirmation` asks the user to type a text (the number of computers to remove) before
//   the confirm button works: for actions too wide to confirm with one click.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question; a string is set as a paragraph. */
  message: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the question needs another word ("Stay on this page"). */
  cancelLabel?: string;
  /** A destructive or irreversible action: the confirm button is red. */
  danger?: boolean;
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape, a click outside; never while the action runs. */
  onCancel: () => void;
  /** The confirm button works only once this text is typed (its field labelled `label`). */
  typedConfirmation?: { expected: string; label: string };
}

type Content = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'danger'>;

const sameContent = (a: Content, b: Content) =>
  (Object.keys(a) as (keyof Content)[]).every((key) => Object.is(a[key], b[key]));

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

export function ConfirmDialog({
  opened,
  onConfirm,
  onCancel,
  typedConfirmation,
  ...asked
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState('');
  const typedOk = !typedConfirmation || typed.trim() === typedConfirmation.expected;
  // An object, so that the same reason twice still moves the focus back.
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // After a failure the focus goes back to the safe answer (the busy button had it).
  useEffect(() => {
    if (failure) cancelButton.current?.focus();
  }, [failure]);

  // What was asked stays on screen while the dialog closes; a new opening starts afresh.
  const [shown, setShown] = useState<Content>(asked);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !sameContent(shown, asked)) setShown(asked);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFailure(null);
      setPending(false);
      setTyped('');
    }
  }
  const { title, message, confirmLabel, cancelLabel, danger } = opened ? asked : shown;

  const fail = (error: unknown) => setFailure({ text: apiErrorText(t, error) });
  const confirm = () => {
    if (pending || !typedOk) return;
    setFailure(null);
    let outcome: unknown;
    try {
      outcome = onConfirm();
    } catch (error) {
      fail(error);
      return;
    }
    if (!isPromise(outcome)) return;
    setPending(true);
    outcome.then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        fail(error);
      },
    );
  };
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    // Above a drawer (200) and its form; below the error catalogue's dialog (500).
    <Modal opened={opened} onClose={cancel} title={title} centered zIndex={400} withCloseButton={false}>
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {typedConfirmation && opened && (
          <TextInput
            label={typedConfirmation.label}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
            disabled={pending}
            autoComplete="off"
            maxLength={64}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button ref={cancelButton} variant="default" onClick={cancel} disabled={pending} data-autofocus>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          {/* Red 9 (white text 5.5:1): Mantine's filled red is 3.8:1, below WCAG AA. */}
          <Button
            color={danger ? 'red.9' : undefined}
            loading={pending}
            disabled={!typedOk}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
