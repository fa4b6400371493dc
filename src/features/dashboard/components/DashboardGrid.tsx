// The widgets of a dashboard in a responsive grid (wide widgets take a whole row), under the
// time range control.
import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DashboardBodies, DashboardRange } from '../api/dashboard-range';
import { RangeControl } from './RangeControl';
import { applicable, type Widget } from './widget-definition';
import { WidgetCard } from './WidgetCard';

interface Props {
  widgets: readonly Widget[];
  bodies: DashboardBodies;
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  /** Controls beside the range (the custom dashboard's). */
  toolbar?: ReactNode;
}

export function DashboardGrid({ widgets, bodies, range, onRangeChange, toolbar }: Props) {
  return (
    <Stack gap="md">
      <RangeControl value={range} onChange={onRangeChange} />
      {toolbar}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {applicable(widgets, bodies).map((widget) => (
          <WidgetCard key={widget.id} widget={widget} bodies={bodies} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
