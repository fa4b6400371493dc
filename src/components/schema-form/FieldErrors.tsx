// rjsf's per-field error template. Mantine's inputs show their own errors (and describe the
// input with them), so a plain field renders nothing here; a list or group of fields has no
// input of its own, so its errors are shown here.
import { List, Text } from '@mantine/core';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

export function FieldErrors({ errors, fieldPathId, schema }: FieldErrorProps) {
  const container = schema.type === 'array' || schema.type === 'object';
  if (!container || !errors?.length) return null;
  return (
    <Text component="div" id={errorId(fieldPathId)} c="var(--mantine-color-error)" size="sm" role="alert">
      <List size="sm">
        {errors.map((error, i) => (
          <List.Item key={i}>{error}</List.Item>
        ))}
      </List>
    </Text>
  );
}
