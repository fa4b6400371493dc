// The zone field: a select of the zones the server knows (GetZones), on the theme's own select
// widget. Clearing it means "every zone" (null, which the save sends to clear a stored zone).
// One component for the module's life: the zones come through the ui schema's options
// (`zoneUi`), so new zones re-render the field and never remount it (a widget made per render
// is a new component type each time, and the user's focus goes with the old one).
import type { UiSchema, WidgetProps } from '@rjsf/utils';

export function ZoneWidget(props: WidgetProps) {
  const Select = props.registry.widgets.SelectWidget!;
  const zones = (props.options.zones as readonly string[] | undefined) ?? [];
  const enumOptions = zones.map((zone) => ({ value: zone, label: zone }));
  return <Select {...props} options={{ ...props.options, enumOptions, emptyValue: null, clearable: true }} />;
}

/** The ui schema of the zone field: the zones to offer and the empty choice's text. */
export function zoneUi(zones: readonly string[], placeholder: string): UiSchema {
  return { 'ui:widget': ZoneWidget, 'ui:placeholder': placeholder, 'ui:options': { zones } };
}
