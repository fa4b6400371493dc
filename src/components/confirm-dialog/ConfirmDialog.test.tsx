// @vitest-environment jsdom
// The confirmation dialog as a user meets it: the question with the focus on the safe answer,
// Escape and Cancel leave, the action's wait and its failure shown in the dialog, and a red
// button for a destructive action.
import { useState } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { ApiError } from '../../api/api-error';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

interface Company {
  name: string;
}

/** A page as the callers write it: the company asked about, cleared on cancel and after the action. */
function CompanyPage({
  action,
  onCancelled,
  danger = true,
}: {
  action: (company: Company) => Promise<unknown>;
  onCancelled?: () => void;
  danger?: ConfirmDialogProps['danger'];
}) {
  const [deleting, setDeleting] = useState<Company | null>({ name: 'Contoso' });
  return (
    <>
      <button type="button" onClick={() => setDeleting({ name: 'Fabrikam' })}>
        Delete Fabrikam
      </button>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete company"
        message={`Delete the company ${deleting?.name}?`}
        confirmLabel="Delete"
        danger={danger}
        onCancel={() => {
          onCancelled?.();
          setDeleting(null);
        }}
        onConfirm={async () => {
          if (!deleting) return;
          await action(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete company' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks its question with the focus on Cancel, the safe answer', async () => {
    renderUi(<CompanyPage action={() => Promise.resolve()} />);
    expect(await screen.findByRole('dialog', { name: 'Delete company' })).toBeTruthy();
    expect(dialog().textContent).toContain('Delete the company Contoso?');
    await waitFor(() => expect(document.activeElement).toBe(button('Cancel')));
  });

  it('Escape cancels, and so does Cancel', async () => {
    const cancelled = vi.fn();
    const action = vi.fn(() => Promise.resolve());
    renderUi(<CompanyPage action={action} onCancelled={cancelled} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.keyboard('{Escape}');
    expect(cancelled).toHaveBeenCalledTimes(1);
    await closed();

    await user.click(screen.getByRole('button', { name: 'Delete Fabrikam' }));
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.click(button('Cancel'));
    expect(cancelled).toHaveBeenCalledTimes(2);
    await closed();
    expect(action).not.toHaveBeenCalled();
  });

  it('stays open and busy while the action runs, nothing cancels it, and closes when it is done', async () => {
    const running = deferred();
    const cancelled = vi.fn();
    const action = vi.fn(() => running.promise);
    renderUi(<CompanyPage action={action} onCancelled={cancelled} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.click(button('Delete'));
    expect(action).toHaveBeenCalledWith({ name: 'Contoso' });
    expect(button('Delete').hasAttribute('data-loading')).toBe(true);
    expect(button('Cancel')).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(cancelled).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();

    await act(async () => running.resolve());
    await closed();
    expect(cancelled).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure inside the dialog, stays open with the focus on Cancel, and can try again', async () => {
    const action = vi
      .fn<(company: Company) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({ status: 400, data: { message: 'The company still has computers.' } }),
      )
      .mockResolvedValueOnce(undefined);
    renderUi(<CompanyPage action={action} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.click(button('Delete'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('The company still has computers.');
    expect(dialog().textContent).toContain('Delete the company Contoso?');
    await waitFor(() => expect(document.activeElement).toBe(button('Cancel')));

    await user.click(button('Delete'));
    await closed();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('says "Something went wrong!" for a failure without the server\u2019s words, and asks afresh next time', async () => {
    const action = vi.fn(() => Promise.reject(new Error('socket hang up')));
    renderUi(<CompanyPage action={action} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.click(button('Delete'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Something went wrong!');
    await user.click(button('Cancel'));
    await closed();

    await user.click(screen.getByRole('button', { name: 'Delete Fabrikam' }));
    await screen.findByRole('dialog', { name: 'Delete company' });
    expect(dialog().textContent).toContain('Delete the company Fabrikam?');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('keeps showing what it asked while it closes', async () => {
    renderUi(<CompanyPage action={() => Promise.resolve()} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Delete company' });
    await user.click(button('Cancel'));
    // The caller has cleared its company; the dialog, on its way out, still names it.
    expect(dialog().textContent).toContain('Delete the company Contoso?');
    await closed();
  });

  it('makes a destructive action\u2019s button red', async () => {
    renderUi(<CompanyPage action={() => Promise.resolve()} />);
    await screen.findByRole('dialog', { name: 'Delete company' });
    expect(button('Delete').getAttribute('style')).toContain('--mantine-color-red-9');
    cleanup();
    renderUi(<CompanyPage action={() => Promise.resolve()} danger={false} />);
    await screen.findByRole('dialog', { name: 'Delete company' });
    expect(button('Delete').getAttribute('style') ?? '').not.toContain('red');
  });

  it('with a typed confirmation, acts only once the expected text is typed', async () => {
    const action = vi.fn(() => Promise.resolve());
    function RemovePage() {
      const [opened, setOpened] = useState(true);
      return (
        <ConfirmDialog
          opened={opened}
          title="Remove 12 computers"
          message="Remove them?"
          confirmLabel="Remove"
          danger
          typedConfirmation={{ expected: '12', label: 'Type 12 to remove these computers' }}
          onCancel={() => setOpened(false)}
          onConfirm={async () => {
            await action();
            setOpened(false);
          }}
        />
      );
    }
    renderUi(<RemovePage />);
    const user = userEvent.setup();
    const asked = await screen.findByRole('dialog', { name: 'Remove 12 computers' });
    const remove = () => within(asked).getByRole('button', { name: 'Remove' });
    const field = within(asked).getByRole('textbox', { name: 'Type 12 to remove these computers' });
    expect(remove()).toHaveProperty('disabled', true);
    await user.type(field, '11{Enter}');
    expect(action).not.toHaveBeenCalled();
    expect(remove()).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, '12');
    expect(remove()).toHaveProperty('disabled', false);
    await user.click(remove());
    expect(action).toHaveBeenCalledTimes(1);
    await closed();
  });
});
