// The time range of the time-based widgets (24 hours, 7 days, 30 days), kept in the URL. Native
// radio buttons: the sign-in page's shared input chunks stay as they are (its size budget).
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGES, type DashboardRange } from '../api/dashboard-range';

interface Props {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

export function RangeControl({ value, onChange }: Props) {
  const { t } = useTranslation();
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
            checked={value === range}
            onChange={() => onChange(range)}
          />
          <Text size="sm" component="span">
            {t(`dashboard.range.${range}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
