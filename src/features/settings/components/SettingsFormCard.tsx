// The frame of every settings form page: whose settings these are, above one schema form.
// `recordKey` remounts the form when another stored record arrives (another company, a save), and
// so do other stored values (a version restored from the history may leave the record's time as it was).
import { Paper, Stack } from '@mantine/core';
import { SchemaForm, type SchemaFormProps } from '../../../components/schema-form/SchemaForm';
import { SettingsScopeNote } from './SettingsScopeNote';

export function SettingsFormCard<T>({ recordKey, ...form }: SchemaFormProps<T> & { recordKey?: string }) {
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <SettingsScopeNote />
        <SchemaForm key={`${recordKey ?? ''} ${JSON.stringify(form.initialData ?? null)}`} {...form} />
      </Stack>
    </Paper>
  );
}
