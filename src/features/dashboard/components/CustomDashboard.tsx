// /dashboard/custom-dashboard: the widgets the user picked, in their order, remembered through
// the user settings; every widget when nothing is stored.
import { useState } from 'react';
import { useUserSetting } from '../../../components/api/use-user-setting';
import { CUSTOM_DASHBOARD_KEY, parseCustomLayout, serializeCustomLayout } from '../api/custom-layout';
import type { DashboardBodies, DashboardRange } from '../api/dashboard-range';
import { DashboardGrid } from './DashboardGrid';
import { applicable } from './widget-definition';
import { WidgetChooser } from './WidgetChooser';
import { WIDGET_IDS, WIDGETS } from './widgets';

interface Props {
  bodies: DashboardBodies;
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
}

export function CustomDashboard({ bodies, range, onRangeChange }: Props) {
  const { value, save, editable } = useUserSetting(CUSTOM_DASHBOARD_KEY);
  // The chooser follows a change at once, before the remembered setting does (as the tables'
  // column layout: the cached settings notify a moment later, and a controlled checkbox would
  // first spring back).
  const [picked, setPicked] = useState<string[] | null>(null);
  const shown = picked ?? parseCustomLayout(value, WIDGET_IDS) ?? [...WIDGET_IDS];
  const choose = (next: string[]) => {
    setPicked(next);
    save(serializeCustomLayout(next));
  };
  // The definitions for this scope (the assets widget has one per level).
  const available = applicable(WIDGETS, bodies);
  const widgets = available
    .filter((w) => shown.includes(w.id))
    .sort((a, b) => shown.indexOf(a.id) - shown.indexOf(b.id));
  return (
    <DashboardGrid
      widgets={widgets}
      bodies={bodies}
      range={range}
      onRangeChange={onRangeChange}
      toolbar={
        <WidgetChooser
          widgets={available}
          shown={shown}
          disabled={!editable}
          onChange={choose}
          onReset={() => choose([...WIDGET_IDS])}
        />
      }
    />
  );
}
