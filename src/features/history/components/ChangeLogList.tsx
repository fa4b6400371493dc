// /administration/change-log: every change in the scope in the PagedTable; a row expands to its
// fields before → after (secrets only "changed"). The user activity list is one link away.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { ChangeFieldsTable } from '../../../components/entity-history/ChangeFieldsTable';
import { changeEntityName } from '../../../components/entity-history/entity-name';
import { fieldsOfChange } from '../../../components/entity-history/change-versions';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import { RouterLink } from '../../../components/paged-table/router-link';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { formatDateTime } from '../../../i18n/format';
import { changeLogPageQuery, changeLogTable, type ChangeRecord } from '../api/change-log-table';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function ChangeLogList({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => changeLogPageQuery(queries), [queries]);
  return (
    <PagedTable
      definition={changeLogTable}
      search={search}
      onSearchChange={onSearchChange}
      pageQuery={pageQuery}
      exportName="change-log"
      selectable={false}
      toolbar={<RouterLink href="/administration/user-activity">{t('history.log.toActivity')}</RouterLink>}
      expansion={{ render: (change) => <ChangeLogFields change={change} /> }}
    />
  );
}

function ChangeLogFields({ change }: { change: ChangeRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <ChangeFieldsTable
      label={t('history.fields.label', {
        entity: changeEntityName(t, change),
        time: formatDateTime(change.changedAt, i18n.language),
      })}
      entityType={change.entityType}
      fields={fieldsOfChange(change)}
    />
  );
}
