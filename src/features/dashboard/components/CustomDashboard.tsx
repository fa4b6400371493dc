// /dashboard/custom-dashboard: the widgets the user picked, in their order, remembered through
// the user settings; every widget when nothing is stored.
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
  const shown = parseCustomLayout(value, WIDGET_IDS) ?? [...WIDGET_IDS];
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
          onChange={(next) => save(serializeCustomLayout(next))}
          onReset={() => save(serializeCustomLayout(WIDGET_IDS))}
        />
      }
    />
  );
}
