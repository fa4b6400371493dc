// The url field: "a URL or an IP address" is an anyOf in the schema, rendered as one text input
// (ui:field StringField); rjsf hides the label of a field rendered by a ui:field, so this widget
// puts the theme's text input back with its label.
import type { WidgetProps } from '@rjsf/utils';

export function LabelledTextWidget(props: WidgetProps) {
  const Text = props.registry.widgets.TextWidget!;
  return <Text {...props} hideLabel={false} />;
}
