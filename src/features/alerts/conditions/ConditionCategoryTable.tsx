// One category of a configuration page: its conditions with their rule, severity, who is
// notified and when they changed; the switch, Edit and Remove for those who may configure them,
// the state in words for those who only read.
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { formatDateTime } from '../../../i18n/format';
import { ConditionSwitch } from './ConditionSwitch';
import { shippedName } from '../../../i18n/shipped-names';
import { enumLabel } from '../../../i18n/enum-labels';

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
      {conditions.length === 0 ? (
        <Text size="sm">{t('alerts.config.noneInCategory')}</Text>
      ) : (
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('alerts.config.column.name')}</Table.Th>
              <Table.Th scope="col">{t('alerts.config.column.rule')}</Table.Th>
              <Table.Th scope="col">{t('alerts.config.column.severity')}</Table.Th>
              <Table.Th scope="col">{t('alerts.config.column.notify')}</Table.Th>
              <Table.Th scope="col">{t('alerts.config.column.updatedOn')}</Table.Th>
              <Table.Th scope="col">{t('alerts.config.column.enabled')}</Table.Th>
              {actions && <Table.Th scope="col">{t('alerts.config.column.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conditions.map((condition) => (
              <Table.Tr key={condition.conditionId}>
                <Table.Th scope="row" fw="normal">
                  <Text size="sm" fw={600}>
                    {shippedName(t, 'conditions', condition.name)}
                  </Text>
                  {condition.description && (
                    <Text size="xs" c="dimmed">
                      {shippedName(t, 'descriptions', condition.description)}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  {t('alerts.config.rule', {
                    threshold: condition.threshold,
                    minutes: condition.windowMinutes,
                  })}
                </Table.Td>
                <Table.Td>{enumLabel(t, 'AlarmSeverity', condition.severity)}</Table.Td>
                <Table.Td>
                  {condition.notifyEmails.length > 0
                    ? condition.notifyEmails.join(', ')
                    : t('alerts.config.nobody')}
                </Table.Td>
                <Table.Td>{formatDateTime(condition.updatedOn, i18n.language)}</Table.Td>
                <Table.Td>
                  {canSwitch ? (
                    <ConditionSwitch condition={condition} />
                  ) : (
                    <Badge variant="light" color={condition.enabled ? 'teal' : 'gray'}>
                      {t(`alerts.config.state.${condition.enabled ? 'on' : 'off'}`)}
                    </Badge>
                  )}
                </Table.Td>
                {actions && (
                  <Table.Td>
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
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
