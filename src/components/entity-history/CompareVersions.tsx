// Two versions of a thing side by side: the user picks them among the versions its changes left
// (the current one, the one after each change, the one before the oldest change); the table lists
// each field that differs between them.
import { useState } from 'react';
import { Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { ChangeFieldsTable } from './ChangeFieldsTable';
import { compareVersions, type ChangeRecord } from './change-versions';

export function CompareVersions({ changes }: { changes: readonly ChangeRecord[] }) {
  const { t, i18n } = useTranslation();
  // Version 0 is the current one; version k the one before the k newest changes.
  const [older, setOlder] = useState(1);
  const [newer, setNewer] = useState(0);
  const versionLabel = (k: number) => {
    if (k === changes.length) {
      const oldest = changes[changes.length - 1]!;
      return t('history.compare.first', { time: formatDateTime(oldest.changedAt, i18n.language) });
    }
    const change = changes[k]!;
    const words = { time: formatDateTime(change.changedAt, i18n.language), author: change.authorName };
    return k === 0 ? t('history.compare.current', words) : t('history.compare.after', words);
  };
  const options = Array.from({ length: changes.length + 1 }, (_, k) => ({
    value: String(k),
    label: versionLabel(k),
  }));
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NativeSelect
            label={t('history.compare.olderLabel')}
            data={options}
            value={String(older)}
            onChange={(event) => setOlder(Number(event.currentTarget.value))}
          />
          <NativeSelect
            label={t('history.compare.newerLabel')}
            data={options}
            value={String(newer)}
            onChange={(event) => setNewer(Number(event.currentTarget.value))}
          />
        </Group>
        <ChangeFieldsTable
          label={t('history.compare.title')}
          entityType={changes[0]!.entityType}
          fields={compareVersions(changes, Math.max(older, newer), Math.min(older, newer))}
          olderHeader={versionLabel(Math.max(older, newer))}
          newerHeader={versionLabel(Math.min(older, newer))}
          emptyText={t('history.compare.same')}
        />
      </Stack>
    </Paper>
  );
}
