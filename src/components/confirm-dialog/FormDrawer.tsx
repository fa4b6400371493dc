// The one drawer that holds a form (a company, a review, a building block, a component, an alert
// condition): the Drawer, its title and named X, and the guard of what was typed. The caller owns
// `opened` and the form; the drawer owns whether closing may lose changes:
//   <FormDrawer opened={target !== null} title=... closeLabel=... onClose={() => setTarget(null)}>
//     {(drawer) => <SchemaForm key=... form=... onSubmit=... {...drawer} />}
//   </FormDrawer>
// - `drawer` carries SchemaForm's own callbacks, so the form tells the drawer whether it holds
//   changes and whether a save runs; a body around the form passes them on.
// - Closing a changed form (Escape, a click outside, the X, the form's Cancel) asks first with the
//   one "Discard your changes?" question: staying keeps everything typed, discarding closes. An
//   unchanged form closes at once.
// - While a save runs nothing closes it (its X is disabled, as the form's Cancel is). A save
//   closes it without asking (`onSaved`, else `onClose`).
// - The focus goes back to what opened it (Mantine's Drawer), after a discard too.
// - The body is mounted only while open: each opening starts from the record's values.
import { useState, type ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';
import { DiscardChangesModal } from './DiscardChangesModal';

/** What the drawer asks of its form: named as SchemaForm's props, to be spread onto it. */
export interface FormDrawerForm {
  onDirtyChange: (dirty: boolean) => void;
  onSubmittingChange: (submitting: boolean) => void;
  /** Closes, asking first when the form holds changes. */
  onCancel: () => void;
  /** Closes without asking: what was typed is saved. */
  onSaved: () => void;
}

export interface FormDrawerProps {
  opened: boolean;
  title: string;
  /** The X's name ("Close the form"). */
  closeLabel: string;
  /** Closed without a save (after a discard, when the form held changes). */
  onClose: () => void;
  /** Closed by a save; `onClose` unless the caller does more. */
  onSaved?: () => void;
  children: (form: FormDrawerForm) => ReactNode;
}

export function FormDrawer({ opened, title, closeLabel, onClose, onSaved, children }: FormDrawerProps) {
  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [asking, setAsking] = useState(false);
  // A closed drawer's form is gone, and with it its changes and its save (a save closes the
  // drawer before the form can say it has settled).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) {
      setDirty(false);
      setSubmitting(false);
      setAsking(false);
    }
  }

  const close = () => {
    if (submitting) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const form: FormDrawerForm = {
    onDirtyChange: setDirty,
    onSubmittingChange: setSubmitting,
    onCancel: close,
    onSaved: () => (onSaved ?? onClose)(),
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="lg"
        title={title}
        closeButtonProps={{ 'aria-label': closeLabel, disabled: submitting }}
        // Mantine renders the drawer's header as <header>: inside a dialog that is a second
        // "banner" landmark beside the page's; it is only the dialog's title bar.
        attributes={{ header: { role: 'presentation' } }}
      >
        {/* A gap between the form and what follows it (its History): never flush. */}
        {opened && <Stack gap="xl">{children(form)}</Stack>}
      </Drawer>
      <DiscardChangesModal
        opened={asking}
        onStay={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}
