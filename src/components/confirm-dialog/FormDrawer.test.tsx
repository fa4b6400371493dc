// @vitest-environment jsdom
// The form drawer as a user meets it, with the one SchemaForm inside: an unchanged form closes at
// once; a changed one asks first, staying keeps what was typed and discarding closes it; nothing
// closes it while a save runs, and a save closes it without asking; the focus goes back to the
// button that opened it.
import { useState } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { passwordResetRequestForm } from '../schema-form/forms/password-reset-request-form.gen';
import { SchemaForm } from '../schema-form/SchemaForm';
import { FormDrawer } from './FormDrawer';

// Two cores shared with other suites: typing is slow here.
vi.setConfig({ testTimeout: 30_000 });

/** A page as the callers write it: a button opens the drawer, which holds a schema form. */
function Page({ save, onClosed }: { save: () => Promise<unknown>; onClosed: (how: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Ask for a reset
      </button>
      <FormDrawer
        opened={opened}
        title="Reset a password"
        closeLabel="Close the form"
        onClose={() => {
          setOpened(false);
          onClosed('closed');
        }}
        onSaved={() => {
          setOpened(false);
          onClosed('saved');
        }}
      >
        {(drawer) => (
          <SchemaForm form={passwordResetRequestForm} onSubmit={save} guardNavigation={false} {...drawer} />
        )}
      </FormDrawer>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const drawer = () => screen.getByRole('dialog', { name: 'Reset a password' });
const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const email = () => within(drawer()).getByRole('textbox', { name: /Email/ });

async function open(save: () => Promise<unknown> = () => Promise.resolve()) {
  const onClosed = vi.fn<(how: string) => void>();
  renderUi(<Page save={save} onClosed={onClosed} />);
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Ask for a reset' });
  await user.click(opener);
  await screen.findByRole('dialog', { name: 'Reset a password' });
  return { user, opener, onClosed };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

afterEach(cleanup);

describe('FormDrawer', () => {
  it('closes an unchanged form at once and hands the focus back to its opener', async () => {
    const { user, opener, onClosed } = await open();
    await user.click(within(drawer()).getByRole('button', { name: 'Close the form' }));
    await closed();
    expect(onClosed).toHaveBeenCalledWith('closed');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('asks before a changed form closes: staying keeps what was typed, discarding closes', async () => {
    const { user, opener, onClosed } = await open();
    await user.type(email(), 'ann@example.com');

    await user.click(within(drawer()).getByRole('button', { name: 'Close the form' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(email()).toHaveProperty('value', 'ann@example.com');
    expect(onClosed).not.toHaveBeenCalled();

    // Escape asks too; the form's own Cancel as well.
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Stay on this page',
      }),
    );
    await waitFor(() => expect(question()).toBeNull());
    await user.click(within(drawer()).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await closed();
    expect(onClosed).toHaveBeenCalledExactlyOnceWith('closed');
    await waitFor(() => expect(document.activeElement).toBe(opener));

    // Opened again, the form starts afresh and closes without asking.
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Reset a password' });
    expect(email()).toHaveProperty('value', '');
    await user.keyboard('{Escape}');
    await closed();
  });

  it('stays open while a save runs, and a save closes it without asking', async () => {
    const saving = deferred();
    const { user, onClosed } = await open(() => saving.promise);
    await user.type(email(), 'ann@example.com');
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    const close = within(drawer()).getByRole('button', { name: 'Close the form' });
    await waitFor(() => expect(close).toHaveProperty('disabled', true));
    await user.keyboard('{Escape}');
    expect(question()).toBeNull();
    expect(drawer()).toBeTruthy();

    await act(async () => saving.resolve());
    await closed();
    expect(onClosed).toHaveBeenCalledExactlyOnceWith('saved');
  });
});
