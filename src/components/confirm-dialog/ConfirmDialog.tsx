// The one confirmation dialog of the console: "Delete company", "Log out", "Discard your changes?"
// and every question of the screens to come: the ActionDialog with a question for its body.
//   <ConfirmDialog opened={target !== null} title=... message=... confirmLabel=... danger
//     onCancel={() => setTarget(null)}
//     onConfirm={async () => { await remove.mutateAsync(id); setTarget(null); notify(); }} />
// - The focus starts on Cancel (the safe answer); Escape and a click outside cancel too (no
//   close button: Cancel is that button, named).
// - The wait and the failure of the action are ActionDialog's: busy until it settles, nothing
//   cancels meanwhile, a rejection's reason shown inside, open to try again or cancel.
// - While closing it keeps showing what it asked, so a caller may clear its target at once.
// - `typedConfirmation` asks the user to type a text (the number of computers to remove) before
//   the confirm button works: for actions too wide to confirm with one click.
import { useState, type ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { ActionDialog, useDialogAction } from './ActionDialog';

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

export function ConfirmDialog({
  opened,
  message,
  typedConfirmation,
  onConfirm,
  ...asked
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setTyped('');
  }
  const typedOk = !typedConfirmation || typed.trim() === typedConfirmation.expected;
  return (
    <ActionDialog
      {...asked}
      opened={opened}
      onConfirm={onConfirm}
      confirmDisabled={!typedOk}
      focusCancel
      centered
      aboveDrawers
    >
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      {typedConfirmation && opened && (
        <TypedConfirmation label={typedConfirmation.label} typed={typed} onChange={setTyped} />
      )}
    </ActionDialog>
  );
}

function TypedConfirmation({
  label,
  typed,
  onChange,
}: {
  label: string;
  typed: string;
  onChange: (typed: string) => void;
}) {
  const { pending, confirm } = useDialogAction();
  return (
    <TextInput
      label={label}
      value={typed}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') confirm();
      }}
      disabled={pending}
      autoComplete="off"
      maxLength={64}
    />
  );
}
