// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { OtpDialog } from './OtpDialog';

afterEach(cleanup);
// Mantine's modal in jsdom takes seconds on a busy two-core machine (not a timing check).
vi.setConfig({ testTimeout: 20_000 });

const otpEndingIn = (ms: number) => ({
  computerGuid: '1a2b3c4d-0030-4e5f-8a9b-000000040030',
  computerName: 'DET-KIOSK-01',
  otp: 'K7PQ2M9X',
  generatedAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + ms).toISOString(),
});

describe('OtpDialog', () => {
  it('warns that the password will not be shown again before it closes', async () => {
    const onClose = vi.fn();
    renderUi(<OtpDialog otp={otpEndingIn(3_600_000)} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('It will not be shown again');
    // Keeping it open leaves the password on screen.
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.getByRole('status', { name: 'One-time password' }).textContent).toBe('K7PQ2M9X');
    expect(onClose).not.toHaveBeenCalled();
    // Escape asks too; then "Close anyway" closes.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alert').textContent).toContain('It will not be shown again');
    await user.click(screen.getByRole('button', { name: 'Close anyway' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes an expired password at once (nothing is lost)', async () => {
    const onClose = vi.fn();
    renderUi(<OtpDialog otp={otpEndingIn(-1000)} onClose={onClose} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
