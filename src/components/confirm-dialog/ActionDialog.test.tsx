// @vitest-environment jsdom
// The dialog that acts, as a user meets it with fields: what was typed survives a failure, the
// action runs once however often it is clicked, nothing closes it while it runs, an action started
// inside its body waits and fails the same way, and the focus goes back to what opened it.
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, TextInput } from '@mantine/core';
import { renderUi } from '../../../tests/support/render-ui';
import { ApiError } from '../../api/api-error';
import { ActionDialog, useDialogAction } from './ActionDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A body part that acts by itself, as a form inside the dialog does. */
function SelfSubmitting({ action }: { action: () => Promise<unknown> }) {
  const { run } = useDialogAction();
  return <Button onClick={() => run(action)}>Create and add</Button>;
}

/** A page as the callers write it: a button opens the dialog, the action closes it when done. */
function RenamePage({ action }: { action: (name: string) => Promise<unknown> }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Rename
      </button>
      <ActionDialog
        opened={opened}
        title="Rename the filter"
        closeLabel="Close"
        confirmLabel="Save"
        confirmDisabled={name === ''}
        onCancel={() => setOpened(false)}
        onConfirm={async () => {
          await action(name);
          setOpened(false);
        }}
      >
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        <SelfSubmitting action={() => action(`${name} (new)`)} />
      </ActionDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Rename the filter' });
const button = (name: string) => within(dialog()).getByRole('button', { name });

afterEach(cleanup);

describe('ActionDialog', () => {
  it('keeps what was typed after a failure, shows the reason, and moves the focus to Cancel', async () => {
    const action = vi
      .fn<(name: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError({ status: 400, data: { message: 'The name is taken.' } }))
      .mockResolvedValueOnce(undefined);
    renderUi(<RenamePage action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename the filter' });
    expect(button('Save')).toHaveProperty('disabled', true);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Weekly');
    await user.click(button('Save'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('The name is taken.');
    expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Weekly');
    await waitFor(() => expect(document.activeElement).toBe(button('Cancel')));

    await user.click(button('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenLastCalledWith('Weekly');
  });

  it('runs its action once however often it is clicked, and nothing closes it meanwhile', async () => {
    const running = deferred();
    const action = vi.fn(() => running.promise);
    renderUi(<RenamePage action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename the filter' });
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Weekly');
    fireEvent.click(button('Save'));
    fireEvent.click(button('Save'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(button('Save').hasAttribute('data-loading')).toBe(true);
    await user.keyboard('{Escape}');
    fireEvent.click(button('Close'));
    expect(dialog()).toBeTruthy();

    await act(async () => running.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives an action started in its body the same wait and failure', async () => {
    const running = deferred();
    const action = vi.fn(() => running.promise);
    renderUi(<RenamePage action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename the filter' });
    await user.click(button('Create and add'));
    expect(button('Cancel')).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeTruthy();
    await act(async () => running.reject(new Error('socket hang up')));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Something went wrong!');
    expect(button('Cancel')).toHaveProperty('disabled', false);
  });

  it('hands the focus back to what opened it', async () => {
    renderUi(<RenamePage action={() => Promise.resolve()} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Rename' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Rename the filter' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
