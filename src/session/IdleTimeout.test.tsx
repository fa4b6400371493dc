// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import { IdleTimeout } from './IdleTimeout';
import { IDLE_TIMEOUT_MS } from './idle-timer';
import { pageLocation } from './page-location';
import { toSession } from './session';
import { sessionStore } from './session-store';

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  // requestAnimationFrame too: Mantine's dialog transition runs on it.
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(pageLocation, 'assign').mockImplementation(assign);
  sessionStore.set(
    toSession(
      [
        { type: 'role', value: 'CompanyAdmin' },
        { type: 'sid', value: 'sid-7' },
      ],
      null,
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Each step in its own act(), so the dialog's transition (scheduled after a render) runs too.
const advance = (ms: number) => {
  act(() => void vi.advanceTimersByTime(ms));
  for (let step = 0; step < 3; step += 1) act(() => void vi.advanceTimersByTime(20));
};

describe('the idle warning', () => {
  it('appears after 30 minutes without activity with the spec text and a countdown', () => {
    renderUi(<IdleTimeout />);
    advance(IDLE_TIMEOUT_MS - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Session Expiring Soon' });
    expect(dialog.textContent).toContain(
      'Your session will expire due to inactivity and you will need to log in again for security reasons.',
    );
    expect(dialog.textContent).toContain('30 seconds');
    advance(1000);
    expect(screen.getByRole('timer').textContent).toContain('29 seconds');
    expect(screen.getByRole('button', { name: 'Log out Now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay Connected' })).toBeTruthy();
  });

  it('does not appear while the user is active', () => {
    renderUi(<IdleTimeout />);
    for (let i = 0; i < 6; i += 1) {
      advance(10 * 60_000);
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out at zero', () => {
    renderUi(<IdleTimeout />);
    advance(IDLE_TIMEOUT_MS + 29_000);
    expect(assign).not.toHaveBeenCalled();
    advance(1000);
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7');
  });

  it('Stay Connected keeps the session', () => {
    renderUi(<IdleTimeout />);
    advance(IDLE_TIMEOUT_MS + 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Connected' }));
    advance(60_000);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Log out Now logs out at once', () => {
    renderUi(<IdleTimeout />);
    advance(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Log out Now' }));
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7');
  });
});
