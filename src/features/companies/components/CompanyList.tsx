// /administration/company-list: the companies of the scope in the PagedTable, with delete (after
// confirmation); create and edit open the company form drawer.
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../../access/use-can-call';
import { useApi } from '../../../components/api/use-api';
import { ConfirmDialog } from '../../../components/confirm-dialog/ConfirmDialog';
import { PagedTable } from '../../../components/paged-table/PagedTable';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { companyPageQuery, companyTable, type Company } from '../api/company-table';
import { useDeleteCompany } from '../api/delete-company';
import { CompanyFormDrawer } from './CompanyFormDrawer';

interface Props {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}

export function CompanyList({ search, onSearchChange }: Props) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const pageQuery = useMemo(() => companyPageQuery(queries), [queries]);
  const remove = useDeleteCompany();
  const [form, setForm] = useState<{ opened: boolean; companyGuid?: string }>({ opened: false });
  const [deleting, setDeleting] = useState<Company | null>(null);
  const canSave = useCanCall('Company_CreateOrEditCompany');
  const canDelete = useCanCall('Company_DeleteCompany');

  return (
    <>
      <PagedTable
        definition={companyTable}
        search={search}
        onSearchChange={onSearchChange}
        pageQuery={pageQuery}
        exportName="companies"
        toolbar={
          canSave ? (
            <Button onClick={() => setForm({ opened: true })}>{t('admin.companies.create')}</Button>
          ) : undefined
        }
        rowActions={(company) => (
          <>
            {canSave && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('admin.companies.editNamed', { name: company.companyName })}
                onClick={() => setForm({ opened: true, companyGuid: company.companyGuid })}
              >
                {t('admin.companies.edit')}
              </Button>
            )}
            {canDelete && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                c="var(--app-color-danger-text)"
                aria-label={t('admin.companies.delete.named', { name: company.companyName })}
                onClick={() => setDeleting(company)}
              >
                {t('admin.companies.delete.button')}
              </Button>
            )}
          </>
        )}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.companies.delete.title')}
        message={t('admin.companies.delete.message', { name: deleting?.companyName })}
        confirmLabel={t('admin.companies.delete.confirm')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.companyGuid);
          setDeleting(null);
          notifications.show({ color: 'green', message: t('admin.companies.delete.done') });
        }}
      />
      <CompanyFormDrawer
        opened={form.opened}
        companyGuid={form.companyGuid}
        onClose={() => setForm({ opened: false })}
      />
    </>
  );
}
