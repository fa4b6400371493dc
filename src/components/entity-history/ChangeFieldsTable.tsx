// The fields of a change (before → after), of two versions side by side, or of a restore
// (now → restored): one short table, the field naming its row. A secret's values are never
// recorded: its row says "changed" on both sides.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '../static-table/StaticTable';
import type { ApiSchema } from '../../api/contract-types';
import { fieldValueText } from './field-enum';
import { fieldLabel } from './field-label';
import { changeValueText, type ChangeValue, type FieldPair } from './change-versions';

interface Props {
  /** The table's accessible name. */
  label: string;
  /** The changed entity's type: it tells which fields hold an enum's value (shown in words). */
  entityType: ApiSchema<'ChangeEntityType'>;
  fields: readonly FieldPair[];
  /** The headers of the two sides ("Before", "After" unless given). */
  olderHeader?: string;
  newerHeader?: string;
  emptyText?: string;
}

export function ChangeFieldsTable({ label, entityType, fields, olderHeader, newerHeader, emptyText }: Props) {
  const { t } = useTranslation();
  const value = (pair: FieldPair, side: ChangeValue) => {
    if (pair.secret) return <Text size="sm">{t('history.fields.secretChanged')}</Text>;
    const recorded = changeValueText(side);
    const text =
      typeof side === 'string' && recorded !== null
        ? fieldValueText(t, entityType, pair.field, side)
        : recorded;
    return text === null ? (
      <Text size="sm" c="dimmed">
        {t('history.fields.empty')}
      </Text>
    ) : (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    );
  };
  return (
    <StaticTable
      label={label}
      rows={fields}
      rowKey={(pair) => pair.field}
      emptyText={emptyText ?? t('history.fields.none')}
      withTableBorder
      fz="sm"
      columns={[
        {
          id: 'field',
          header: t('history.fields.field'),
          cell: (pair) => fieldLabel(t, pair.field),
          rowHeader: true,
          style: { fontWeight: 'normal', overflowWrap: 'anywhere' },
        },
        {
          id: 'older',
          header: olderHeader ?? t('history.fields.before'),
          cell: (pair) => value(pair, pair.older),
        },
        {
          id: 'newer',
          header: newerHeader ?? t('history.fields.after'),
          cell: (pair) => value(pair, pair.newer),
        },
      ]}
    />
  );
}
