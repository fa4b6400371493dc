// The zone field: a select of the zones the server knows (GetZones), on the theme's own select
// widget. Clearing it means "every zone" (null, which the save sends to clear a stored zone).
import type { WidgetProps } from '@rjsf/utils';

export function zoneWidget(zones: readonly string[], placeholder: string) {
  const enumOptions = zones.map((zone) => ({ value: zone, label: zone }));
  return function ZoneWidget(props: WidgetProps) {
    const Select = props.registry.widgets.SelectWidget!;
    return (
      <Select
        {...props}
        placeholder={placeholder}
        options={{ ...props.options, enumOptions, emptyValue: null, clearable: true }}
      />
    );
  };
}
