// @vitest-environment jsdom
// The menu button as a user meets it: a named button that says it opens a menu; no menu in the
// page until it is used; a click (or Enter) opens the menu, the button (a new element once the
// menu mounts) keeping the focus until the menu takes it; an item runs its action. (jsdom has no
// layout: Mantine's focus trap does not move the focus into a menu here, nor Escape close it;
// the alert console's e2e test goes into the menu and back out with the keyboard.)
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionIcon, Menu } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { MenuButton } from './MenuButton';

afterEach(cleanup);

function renderMenu(onOpen = vi.fn(), onCopy = vi.fn()) {
  renderUi(
    <>
      <button type="button">Before</button>
      <MenuButton
        target={
          <ActionIcon variant="subtle" aria-label="Actions for host-001">
            …
          </ActionIcon>
        }
      >
        <Menu.Item onClick={onOpen}>Open</Menu.Item>
        <Menu.Item onClick={onCopy}>Copy</Menu.Item>
      </MenuButton>
    </>,
  );
  return { onOpen, onCopy, user: userEvent.setup({ delay: null }) };
}

describe('MenuButton', () => {
  it('is a named menu button, with no menu in the page before it is used', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for host-001' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
  });

  it('opens on a click with the focus kept on the button (a new element), and an item runs its action', async () => {
    const { onOpen, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions for host-001' }));
    // jsdom has no layout: Mantine hides the dropdown (hideDetached), so its items are "hidden".
    const menu = await screen.findByRole('menu', { hidden: true });
    const button = screen.getByRole('button', { name: 'Actions for host-001' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(button);
    await user.click(within(menu).getByRole('menuitem', { name: 'Open', hidden: true }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    // Mounted now, it opens and closes as a Menu does.
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens from the keyboard', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for host-001' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { hidden: true });
    const button = screen.getByRole('button', { name: 'Actions for host-001' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button);
  });
});
