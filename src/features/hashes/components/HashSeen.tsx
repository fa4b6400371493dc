// Where a hash was seen: the groups (every one, from the visibility reply) and the computers,
// paged by the server in the one PagedTable (filtered to a group if asked), each computer linked
// to its page.
import { useMemo } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { tableRequestOf, type TableSearch } from '../../../components/paged-table/table-search';
import { formatAbbreviated, formatDateTime } from '../../../i18n/format';
import { visibilityPageQuery, visibilityTable, visibilityTableFor } from '../api/visibility-table';

interface Props {
  sha256: string;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function HashSeen({ sha256, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => visibilityPageQuery(queries, sha256), [queries, sha256]);
  // The table's own query: the groups and counts come with its reply.
  const reply = useQuery({
    ...pageQuery(tableRequestOf(visibilityTable, search)),
    enabled: false,
    placeholderData: keepPreviousData,
  });
  const visibility = reply.data?.visibility;
  const definition = useMemo(() => visibilityTableFor(visibility?.groups ?? []), [visibility?.groups]);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card withBorder component="section" aria-labelledby="hash-seen">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hash-seen">
          {t('hashes.seen.title')}
        </Title>
        {visibility && (
          <>
            <Text size="sm">
              {t('hashes.seen.summary', {
                count: visibility.computerCount,
                formatted: formatAbbreviated(visibility.computerCount, i18n.language),
                groups: t('hashes.seen.groupCount', {
                  count: visibility.groupCount,
                  formatted: formatAbbreviated(visibility.groupCount, i18n.language),
                }),
                first: date(visibility.firstSeen),
                last: date(visibility.lastSeen),
              })}
            </Text>
            <StaticTable
              label={t('hashes.seen.groups')}
              withTableBorder
              rows={visibility.groups}
              rowKey={(group) => group.groupGuid}
              columns={[
                { id: 'groupName', header: t('hashes.seen.groupName'), cell: (group) => group.groupName },
                { id: 'siteName', header: t('hashes.seen.siteName'), cell: (group) => group.siteName },
                {
                  id: 'computerCount',
                  header: t('hashes.column.computerCount'),
                  cell: (group) => formatAbbreviated(group.computerCount, i18n.language),
                },
                {
                  id: 'firstSeen',
                  header: t('hashes.column.firstSeen'),
                  cell: (group) => date(group.firstSeen),
                },
                {
                  id: 'lastSeen',
                  header: t('hashes.column.lastSeen'),
                  cell: (group) => date(group.lastSeen),
                },
              ]}
            />
          </>
        )}
        <PagedTable
          definition={definition}
          search={search}
          onSearchChange={onSearchChange}
          pageQuery={pageQuery}
          exportName={`hash-${sha256.slice(0, 12)}-computers`}
        />
      </Stack>
    </Card>
  );
}
