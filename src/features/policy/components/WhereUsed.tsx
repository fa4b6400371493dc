// Where a block is in force within the caller's scope: how many partners, companies, sites,
// groups and computers, and the places it is attached at (its owner, or each opt-in of an
// elective), with how many in all when the list is cut.
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { UseWords } from './UseWords';

type WhereUsedFigures = ApiSchema<'PolicyWhereUsed'>;

const COUNTS = ['partners', 'companies', 'sites', 'groups', 'computers'] as const;

export function WhereUsed({ whereUsed }: { whereUsed: WhereUsedFigures }) {
  const { t, i18n } = useTranslation();
  if (whereUsed.attachedCount === 0) return <Text size="sm">{t('policy.show.notUsed')}</Text>;
  return (
    <Stack gap="sm">
      <StaticTable
        labelledBy="policy-home-whereUsed"
        rows={COUNTS}
        rowKey={(count) => count}
        columns={[
          {
            id: 'what',
            header: t('policy.show.usedAt'),
            rowHeader: true,
            cell: (count) => t(`policy.show.count.${count}`),
          },
          {
            id: 'count',
            header: t('policy.show.howMany'),
            cell: (count) => whereUsed[count].toLocaleString(i18n.language),
          },
        ]}
      />
      <Text size="sm" fw={600} id="policy-attached">
        {t('policy.show.attached', { figure: whereUsed.attachedCount.toLocaleString(i18n.language) })}
      </Text>
      <List size="sm" aria-labelledby="policy-attached">
        {whereUsed.attached.map((use) => (
          <List.Item key={`${use.scope.nodeType}:${use.scope.guid ?? ''}:${use.via}`}>
            <UseWords use={use} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
