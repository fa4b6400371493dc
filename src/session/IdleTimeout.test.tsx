// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../tests/support/render-ui';
import { SESSION_SYNC_MAX_WAIT_MS } from './SessionSyncFrame';
import { IdleTimeout } from './IdleTimeout';
import { IDLE_TIMEOUT_MS } from './idle-timer';
import { fakeServer, json } from './testing/fake-server';
import { pageLocation } from './page-location';
import { toSession } from './session';
import { sessionStore } from './session-store';

/** A backend that cannot say where the legacy server is: the logout goes on at once. */
const backend = () =>
  fakeServer({
    '/bff/config': () => json(500, { isSuccess: false, message: 'An Error Occurred..', entityData: null }),
  });

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
    renderUi(<IdleTimeout client={backend().client} />);
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
    renderUi(<IdleTimeout client={backend().client} />);
    for (let i = 0; i < 6; i += 1) {
      advance(10 * 60_000);
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out at zero', async () => {
    renderUi(<IdleTimeout client={backend().client} />);
    advance(IDLE_TIMEOUT_MS + 29_000);
    expect(assign).not.toHaveBeenCalled();
    advance(1000);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7'));
  });

  it('logs the legacy server off by sid in a hidden sync frame first, then logs out', async () => {
    const legacy = fakeServer({
      '/bff/config': () => json(200, { legacyBaseUrl: 'http://127.0.0.1:19101' }),
    });
    renderUi(<IdleTimeout client={legacy.client} />);
    advance(IDLE_TIMEOUT_MS + 30_000);
    const frame = await vi.waitFor(
      () => document.querySelector('iframe') ?? Promise.reject(new Error('no frame')),
    );
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:19101/Account/LogOff?sid=sid-7');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(assign).not.toHaveBeenCalled();
    fireEvent.load(frame);
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7');
  });

  it('logs out after the sync frame\u2019s time-out when the legacy server never answers', async () => {
    const legacy = fakeServer({
      '/bff/config': () => json(200, { legacyBaseUrl: 'http://127.0.0.1:19101' }),
    });
    renderUi(<IdleTimeout client={legacy.client} />);
    advance(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Log out Now' }));
    await vi.waitFor(() => document.querySelector('iframe') ?? Promise.reject(new Error('no frame')));
    // The frame's effects (its time-out starts there) run before the clock moves.
    await act(async () => undefined);
    advance(SESSION_SYNC_MAX_WAIT_MS - 1000);
    expect(assign).not.toHaveBeenCalled();
    advance(1000);
    expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7');
  });

  it('Stay Connected keeps the session', () => {
    renderUi(<IdleTimeout client={backend().client} />);
    advance(IDLE_TIMEOUT_MS + 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Connected' }));
    advance(60_000);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Log out Now logs out at once', async () => {
    renderUi(<IdleTimeout client={backend().client} />);
    advance(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Log out Now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bff/logout?sid=sid-7'));
  });
});
