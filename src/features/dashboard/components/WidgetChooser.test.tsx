// @vitest-environment jsdom
// The custom dashboard's chooser: every control is disabled until the user's settings are read
// (a change made before would show nothing and be lost), and works once they are.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import type { Widget } from './widget-definition';
import { WidgetChooser } from './WidgetChooser';
import type { MessageKey } from '../../../i18n/message-key';

afterEach(cleanup);

const widget = (id: string, titleKey: MessageKey): Widget => ({
  id,
  titleKey,
  query: () => ({ queryKey: [id] }),
  View: () => null,
});
const WIDGETS = [
  widget('knownThreats', 'dashboard.widget.knownThreats'),
  widget('eventTrends', 'dashboard.widget.eventTrends'),
];

function renderChooser(disabled: boolean) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  renderUi(
    <WidgetChooser
      widgets={WIDGETS}
      shown={['knownThreats', 'eventTrends']}
      disabled={disabled}
      onChange={onChange}
      onReset={onReset}
    />,
  );
  return { onChange, onReset };
}

describe('WidgetChooser', () => {
  it('disables every control until the settings are read', async () => {
    renderChooser(true);
    await userEvent.setup({ delay: null }).click(screen.getByText('Choose widgets'));
    const controls = [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('button')];
    expect(controls.length).toBeGreaterThanOrEqual(5);
    expect(controls.every((control) => (control as HTMLInputElement).disabled)).toBe(true);
  });

  it('hides a widget and resets once they are', async () => {
    const { onChange, onReset } = renderChooser(false);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByText('Choose widgets'));
    await user.click(screen.getByRole('checkbox', { name: 'Show Known threats' }));
    expect(onChange).toHaveBeenCalledWith(['eventTrends']);
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
