// rjsf's StringField, keeping its label when a ui schema names it with "ui:field" (as the syslog
// form does, so an anyOf of formats renders as one text input): rjsf drops the label of any
// field chosen by "ui:field", which leaves the input without an accessible name.
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';

const CoreStringField = getDefaultRegistry().fields.StringField as ComponentType<FieldProps>;

export function LabelledStringField(props: FieldProps) {
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  return <CoreStringField {...props} uiSchema={uiSchema} />;
}
