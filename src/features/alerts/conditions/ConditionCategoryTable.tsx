// One category of a configuration page: its conditions with their rule, severity, who is
// notified and when they changed; the switch, Edit and Remove for those who may configure them,
// the state in words for those who only read.
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { formatDateTime } from '../../../i18n/format';
import { ConditionSwitch } from './ConditionSwitch';
import { shippedName } from '../../../i18n/shipped-names';
import { enumLabel, enumOptions } from '../../../i18n/enum-labels';
import { ruleInWords } from './rule-words';

type Condition = ApiSchema<'AlarmCondition'>;

interface Props {
  category: ApiSchema<'AlarmConditionCategory'>;
  conditions: readonly Condition[];
  canSwitch: boolean;
  onEdit?: (condition: Condition) => void;
  onRemove?: (condition: Condition) => void;
}

export function ConditionCategoryTable({ category, conditions, canSwitch, onEdit, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = `condition-category-${category.categoryId}`;
  const actions = onEdit !== undefined || onRemove !== undefined;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {shippedName(t, 'categories', category.name)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('alerts.config.count', { count: conditions.length })}
        </Text>
      </Group>
      <StaticTable
        labelledBy={headingId}
        striped
        emptyText={t('alerts.config.noneInCategory')}
        rows={conditions}
        rowKey={(condition) => condition.conditionId}
        columns={[
          {
            id: 'name',
            header: t('alerts.config.column.name'),
            rowHeader: true,
            style: { fontWeight: 'normal' },
            cell: (condition) => (
              <>
                <Text size="sm" fw={600}>
                  {shippedName(t, 'conditions', condition.name)}
                </Text>
                {condition.description && (
                  <Text size="xs" c="dimmed">
                    {shippedName(t, 'descriptions', condition.description)}
                  </Text>
                )}
              </>
            ),
          },
          {
            id: 'rule',
            header: t('alerts.config.column.rule'),
            cell: (condition) => ruleInWords(t, condition.threshold, condition.windowMinutes),
          },
          {
            id: 'severity',
            header: t('alerts.config.column.severity'),
            labels: enumOptions('AlarmSeverity').map((option) => t(option.labelKey)),
            cell: (condition) => enumLabel(t, 'AlarmSeverity', condition.severity),
          },
          {
            id: 'notify',
            header: t('alerts.config.column.notify'),
            cell: (condition) =>
              condition.notifyEmails.length > 0
                ? condition.notifyEmails.join(', ')
                : t('alerts.config.nobody'),
          },
          {
            id: 'updatedOn',
            header: t('alerts.config.column.updatedOn'),
            cell: (condition) => formatDateTime(condition.updatedOn, i18n.language),
          },
          {
            id: 'enabled',
            header: t('alerts.config.column.enabled'),
            cell: (condition) =>
              canSwitch ? (
                <ConditionSwitch condition={condition} />
              ) : (
                <Badge variant="light" color={condition.enabled ? 'teal' : 'gray'}>
                  {t(condition.enabled ? 'alerts.config.state.on' : 'alerts.config.state.off')}
                </Badge>
              ),
          },
          ...(actions
            ? [
                {
                  id: 'actions',
                  header: t('alerts.config.column.actions'),
                  cell: (condition: Condition) => (
                    <Group gap={4} wrap="nowrap">
                      {onEdit && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={t('alerts.config.editNamed', {
                            name: shippedName(t, 'conditions', condition.name),
                          })}
                          onClick={() => onEdit(condition)}
                        >
                          {t('alerts.config.edit')}
                        </Button>
                      )}
                      {onRemove && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('alerts.config.remove.named', {
                            name: shippedName(t, 'conditions', condition.name),
                          })}
                          onClick={() => onRemove(condition)}
                        >
                          {t('alerts.config.remove.button')}
                        </Button>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
