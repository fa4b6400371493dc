// The custom dashboard's choice of widgets: show or hide each, move the shown ones up or down,
// or go back to the default (every widget in the company overview's order).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { move, toggle } from '../api/custom-layout';
import type { Widget } from './widget-definition';

interface Props {
  widgets: readonly Widget[];
  shown: readonly string[];
  /** Until the user's settings are read: the choice shown may not be theirs yet. */
  disabled?: boolean;
  onChange: (shown: string[]) => void;
  onReset: () => void;
}

export function WidgetChooser({ widgets, shown, disabled = false, onChange, onReset }: Props) {
  const { t } = useTranslation();
  // The shown widgets in their order, then the hidden ones.
  const ordered = [
    ...shown.map((id) => widgets.find((w) => w.id === id)!),
    ...widgets.filter((w) => !shown.includes(w.id)),
  ];
  return (
    <details>
      <summary>{t('dashboard.custom.choose')}</summary>
      <Stack gap={6} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {ordered.map((widget) => {
          const name = t(widget.titleKey);
          const index = shown.indexOf(widget.id);
          return (
            <Group key={widget.id} component="li" gap="xs" wrap="nowrap">
              <Group gap={6} component="label" style={{ cursor: 'pointer' }}>
                <input
                  type="checkbox"
                  checked={index >= 0}
                  disabled={disabled}
                  onChange={(event) => onChange(toggle(shown, widget.id, event.currentTarget.checked))}
                  aria-label={t('dashboard.custom.show', { name })}
                />
                <Text size="sm" component="span">
                  {name}
                </Text>
              </Group>
              {index >= 0 && (
                <>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={disabled || index === 0}
                    aria-label={t('dashboard.custom.up', { name })}
                    onClick={() => onChange(move(shown, widget.id, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={disabled || index === shown.length - 1}
                    aria-label={t('dashboard.custom.down', { name })}
                    onClick={() => onChange(move(shown, widget.id, 1))}
                  >
                    ↓
                  </Button>
                </>
              )}
            </Group>
          );
        })}
      </Stack>
      <Group mt="xs">
        <Button size="xs" variant="default" disabled={disabled} onClick={onReset}>
          {t('dashboard.custom.reset')}
        </Button>
        {shown.length === 0 && <Text size="sm">{t('dashboard.custom.none')}</Text>}
      </Group>
    </details>
  );
}
