// The "History" of one thing on its own page (a settings page, a server, a company, a user, an
// alert condition, a review, a policy block): its changes newest first, each field's before →
// after and who made it; two versions compared side by side; "Restore this version" on the
// newest change that can be written back, after the one ConfirmDialog shows what it changes.
//   <EntityHistory entityType="Settings" entityId="EmailSettings" />
import { useId, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../api/contract-types';
import { useCanCall } from '../../access/use-can-call';
import { enumLabel } from '../../i18n/enum-labels';
import { formatDateTime } from '../../i18n/format';
import { useApi } from '../api/use-api';
import { ChangeFieldsTable } from './ChangeFieldsTable';
import { changeEntityName } from './entity-name';
import { fieldsOfChange, type ChangeRecord } from './change-versions';
import { CompareVersions } from './CompareVersions';
import { RestoreChangeDialog } from './RestoreChangeDialog';

/** The newest changes shown; the change log, filtered to the entity, has every one. */
const HISTORY_PAGE_SIZE = 100;

export interface EntityHistoryProps {
  entityType: ApiSchema<'ChangeEntityType'>;
  entityId: string;
  /** false: the user may not write the thing (its page's write operation), so no restore is offered. */
  canRestore?: boolean;
}

export function EntityHistory({ entityType, entityId, canRestore: mayWrite = true }: EntityHistoryProps) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const headingId = useId();
  const history = useQuery(
    queries.ChangeHistory_GetEntityHistory({ entityType, entityId, pageSize: HISTORY_PAGE_SIZE }),
  );
  const canRestore = useCanCall('ChangeHistory_RestoreChange') && mayWrite;
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<ChangeRecord | null>(null);
  const changes = history.data?.entityData ?? [];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" maw={960}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {t('history.entity.title')}
        </Title>
        {changes.length > 0 && (
          <Button
            variant="default"
            size="compact-sm"
            aria-expanded={comparing}
            onClick={() => setComparing((on) => !on)}
          >
            {t('history.compare.button')}
          </Button>
        )}
      </Group>
      {history.isPending ? (
        <Loader size="sm" aria-label={t('history.entity.loading')} />
      ) : history.isError ? (
        <Alert color="red" role="alert" title={t('history.entity.failed')}>
          <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
            {t('table.error.retry')}
          </Button>
        </Alert>
      ) : changes.length === 0 ? (
        <Text size="sm">{t('history.entity.empty')}</Text>
      ) : (
        <>
          {comparing && <CompareVersions changes={changes} />}
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {changes.map((change, index) => (
              <ChangeEntry
                key={change.changeId}
                change={change}
                canRestore={canRestore && index === 0 && change.restorable && change.action !== 'Delete'}
                onRestore={() => setRestoring(change)}
              />
            ))}
          </Stack>
        </>
      )}
      <RestoreChangeDialog change={restoring} onClose={() => setRestoring(null)} />
    </Stack>
  );
}

function ChangeEntry({
  change,
  canRestore,
  onRestore,
}: {
  change: ChangeRecord;
  canRestore: boolean;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = formatDateTime(change.changedAt, i18n.language);
  const headline = t('history.entity.by', {
    operation: enumLabel(t, 'ChangeAction', change.action),
    author: change.authorName,
    time,
  });
  const where = [
    enumLabel(t, 'Role', change.authorRole),
    change.authorScopeName,
    change.clientAddress,
    change.browser,
  ].filter(Boolean);
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" fw={600}>
            <time dateTime={change.changedAt}>{headline}</time>
          </Text>
          <Text size="xs" c="dimmed">
            {change.authorEmail}
            {where.length > 0 ? ` · ${where.join(' · ')}` : ''}
          </Text>
        </div>
        {canRestore && (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('history.entity.restoreNamed', { time })}
            onClick={onRestore}
          >
            {t('history.entity.restore')}
          </Button>
        )}
      </Group>
      <ChangeFieldsTable
        label={t('history.fields.label', { entity: changeEntityName(t, change), time })}
        entityType={change.entityType}
        fields={fieldsOfChange(change)}
      />
    </Stack>
  );
}
