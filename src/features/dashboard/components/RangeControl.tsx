// The time range of the time-based widgets (24 hours, 7 days, 30 days), kept in the URL.
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGES, type DashboardRange } from '../api/dashboard-range';

interface Props {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

export function RangeControl({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm" id="dashboard-range">
        {t('dashboard.range.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="dashboard-range"
        value={value}
        onChange={(next) => onChange(next as DashboardRange)}
        data={RANGES.map((range) => ({ value: range, label: t(`dashboard.range.${range}`) }))}
      />
    </Group>
  );
}
