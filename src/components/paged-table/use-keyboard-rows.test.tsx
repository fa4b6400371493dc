// @vitest-environment jsdom
import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardRows, type KeyboardRowActions } from './use-keyboard-rows';

afterEach(cleanup);
// Mantine and the table in jsdom take seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

function Rows({ count, actions }: { count: number; actions: KeyboardRowActions }) {
  const ref = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardRows(count, ref, actions);
  return (
    <div ref={ref}>
      <table>
        <tbody>
          {Array.from({ length: count }, (_, index) => (
            <tr key={index} data-row-index={index} aria-label={`row ${index}`} {...keyboard.row(index)}>
              <td>
                <a href={`#row-${index}`}>link {index}</a>
                <input aria-label={`input ${index}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function setup(overrides: Partial<KeyboardRowActions> = {}) {
  const actions: KeyboardRowActions = {
    toggleSelected: vi.fn(),
    open: vi.fn(() => false),
    setExpanded: vi.fn(() => false),
    scrollToIndex: vi.fn(),
    ...overrides,
  };
  const { container } = render(<Rows count={30} actions={actions} />);
  // jsdom has no layout: the scroller shows 400 px, ten 40 px rows (a page step of nine).
  Object.defineProperty(container.firstElementChild, 'clientHeight', { value: 400 });
  const row = (index: number) => screen.getByRole('row', { name: `row ${index}` });
  return { actions, row, user: userEvent.setup({ delay: null }) };
}

describe('the rows and the keyboard', () => {
  it('puts one row in the tab order and moves it with the arrows', async () => {
    const { row, user } = setup();
    expect(row(0).tabIndex).toBe(0);
    expect(row(1).tabIndex).toBe(-1);
    act(() => row(0).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(row(2));
    expect(row(2).tabIndex).toBe(0);
    expect(row(0).tabIndex).toBe(-1);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row(1));
  });

  it('moves to the ends with Home and End, and by a page with PageUp and PageDown', async () => {
    const { row, user, actions } = setup();
    act(() => row(0).focus());
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(row(29));
    expect(actions.scrollToIndex).toHaveBeenLastCalledWith(29);
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(row(20));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(row(0));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(row(9));
  });

  it('selects with Space, opens with Enter (else follows the row\u2019s link), expands with the side arrows', async () => {
    const { row, user, actions } = setup();
    const followed = vi.fn((event: Event) => event.preventDefault());
    row(3).querySelector('a')!.addEventListener('click', followed);
    act(() => row(3).focus());
    await user.keyboard(' ');
    expect(actions.toggleSelected).toHaveBeenCalledWith(3);
    await user.keyboard('{Enter}');
    expect(actions.open).toHaveBeenCalledWith(3);
    expect(followed).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(actions.setExpanded).toHaveBeenNthCalledWith(1, 3, true);
    expect(actions.setExpanded).toHaveBeenNthCalledWith(2, 3, false);
  });

  it('does not follow the link when the row opened its drawer, and leaves keys on controls to them', async () => {
    const { row, user, actions } = setup({ open: vi.fn(() => true) });
    const followed = vi.fn((event: Event) => event.preventDefault());
    row(4).querySelector('a')!.addEventListener('click', followed);
    act(() => row(4).focus());
    await user.keyboard('{Enter}');
    expect(followed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'input 4' }));
    await user.keyboard(' {ArrowDown}');
    expect(actions.toggleSelected).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'input 4' }));
  });
});
