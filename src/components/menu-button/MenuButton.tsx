// A menu button (WAI-ARIA menu button pattern) whose Mantine Menu mounts on first use. A page of
// 50 rows shows hundreds of them (a row's actions, an event's pivots), and a mounted Menu runs its
// popover and floating-ui hooks on every render of its row: in page-load profiles they were
// the biggest cost of the alert and event lists after React itself.
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Menu, type MenuProps } from '@mantine/core';

type TargetProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

interface Props extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The button that opens the menu (an ActionIcon, a Button): it keeps its name and role. */
  target: ReactElement<TargetProps>;
  /**
   * The menu's items (Menu.Item, Menu.Label, Menu.Divider), or a function that makes them when the
   * menu first opens (a page of rows then makes none of its menus' items).
   */
  children: ReactNode | (() => ReactNode);
}

/**
 * Focuses a Menu's target when it first attaches: the target of a Menu mounted by a click is a
 * new element (the Menu wraps it), and it must hold the focus before the menu opens, so that the
 * Menu records it and returns the focus to it on close. Once per element: merged refs may attach
 * it again on later renders, which must not take the focus.
 */
const focused = new WeakSet<HTMLElement>();
function focusOnFirstAttach(element: HTMLButtonElement | null) {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus({ preventScroll: true });
}

export function MenuButton({ target, children, ...menuProps }: Props) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);

  if (!mounted)
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => {
        // The Menu mounts closed at once (its target takes the focus), then opens.
        flushSync(() => setMounted(true));
        setOpened(true);
      },
    });
  return (
    // No focus placeholder: a menu holds menu items only (axe), and the first item takes the focus
    // on open, as the WAI-ARIA menu button pattern has it.
    <Menu withInitialFocusPlaceholder={false} {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: focusOnFirstAttach })}</Menu.Target>
      <Menu.Dropdown>{typeof children === 'function' ? children() : children}</Menu.Dropdown>
    </Menu>
  );
}
