// An alert configuration page (/alert-console/configuration/<kind>): the conditions of one kind
// grouped by category (GetAlarmConditionCategories, GetAlarmConditions), switched on or off in
// place, added or edited in the schema form, removed after the one ConfirmDialog. Who may
// change them is the operation table's rule for the kind (useCanCall); auditors read only.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AlarmKind } from '../../../domain/operation-conditions';
import { useCanCall } from '../../../access/use-can-call';
import type { ApiSchema } from '../../../api/contract-types';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { useScope } from '../../../scope/scope-store';
import { ConditionCategoryTable } from './ConditionCategoryTable';
import { ConditionFormDrawer, type ConditionFormTarget } from './ConditionFormDrawer';
import { useRemoveCondition } from './condition-mutations';
import { conditionPageQueries, conditionsNeedCompany } from './condition-queries';
import { enumLabel } from '../../../i18n/enum-labels';

type Condition = ApiSchema<'AlarmCondition'>;

export function AlertConditionsPage({ kind }: { kind: AlarmKind }) {
  const { t } = useTranslation();
  const { selection } = useScope();
  if (conditionsNeedCompany(kind, selection)) {
    return (
      <Alert color="blue" role="status" maw={720}>
        {t('alerts.config.needsCompany')}
      </Alert>
    );
  }
  return <ConditionsOfKind kind={kind} />;
}

function ConditionsOfKind({ kind }: { kind: AlarmKind }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const [categoriesQuery, conditionsQuery] = conditionPageQueries(queries, kind);
  const categories = useSuspenseQuery(categoriesQuery).data.entityData;
  const conditions = useSuspenseQuery(conditionsQuery).data.entityData;
  const canSwitch = useCanCall('Alarm_UpdateConditionStatus', { alarmKind: kind });
  const canEdit = useCanCall('Alarm_UpdateCondition', { alarmKind: kind });
  const canRemove = useCanCall('Alarm_RemoveCondition', { alarmKind: kind });
  const remove = useRemoveCondition();
  const [formTarget, setFormTarget] = useState<ConditionFormTarget | null>(null);
  const [removing, setRemoving] = useState<Condition | null>(null);
  const kindName = enumLabel(t, 'AlarmConditionKind', kind);

  return (
    <Paper withBorder p="md">
      <Stack gap="lg">
        <Group justify="space-between">
          {canEdit ? <span /> : <Text size="sm">{t('alerts.config.readOnly')}</Text>}
          {canEdit && categories.length > 0 && (
            <Button onClick={() => setFormTarget({ condition: null })}>{t('alerts.config.add')}</Button>
          )}
        </Group>
        {conditions.length === 0 && <Text>{t('alerts.config.none', { kind: kindName })}</Text>}
        {categories.map((category) => (
          <ConditionCategoryTable
            key={category.categoryId}
            category={category}
            conditions={conditions.filter((condition) => condition.categoryId === category.categoryId)}
            canSwitch={canSwitch}
            onEdit={canEdit ? (condition) => setFormTarget({ condition }) : undefined}
            onRemove={canRemove ? setRemoving : undefined}
          />
        ))}
      </Stack>
      <ConditionFormDrawer
        target={formTarget}
        kindName={kindName}
        categories={categories}
        onClose={() => setFormTarget(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('alerts.config.remove.title')}
        message={t('alerts.config.remove.message', { name: removing?.name })}
        confirmLabel={t('alerts.config.remove.confirm')}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.conditionId);
          setRemoving(null);
          notifications.show({ color: 'teal', message: t('alerts.config.remove.done') });
        }}
      />
    </Paper>
  );
}
