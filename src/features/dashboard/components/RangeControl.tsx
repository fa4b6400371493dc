// The time range of the time-based widgets (24 hours, 7 days, 30 days), kept in the URL. Native
// radio buttons: the sign-in page's shared input chunks stay as they are (its size budget).
import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGES, type DashboardRange } from '../api/dashboard-range';

interface Props {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

export function RangeControl({ value, onChange }: Props) {
  const { t } = useTranslation();
  // The choice shows at once: the URL (the value) follows when the router has moved, which a
  // busy machine can take a moment to do, and the radio would meanwhile show the old range.
  // A choice holds while the value is still the one it was made from.
  const [chosen, setChosen] = useState<{ range: DashboardRange; from: DashboardRange } | null>(null);
  const shown = chosen && chosen.from === value ? chosen.range : value;
  return (
    <Group gap="md" role="radiogroup" aria-labelledby="dashboard-range">
      <Text size="sm" fw={500} id="dashboard-range">
        {t('dashboard.range.label')}
      </Text>
      {RANGES.map((range) => (
        <Group key={range} gap={6} component="label" style={{ cursor: 'pointer' }}>
          <input
            type="radio"
            name="dashboard-range"
            value={range}
            checked={shown === range}
            onChange={() => {
              setChosen({ range, from: value });
              onChange(range);
            }}
          />
          <Text size="sm" component="span">
            {t(`dashboard.range.${range}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
