// Create or edit a company (spec sections 2 and 5), in a drawer the company list opens: without
// companyGuid a new company, with it that company (read by guid). Every rule of the company form
// schema checks as the user leaves a field; the server's refusals (a short name in use, no
// partner selected) show on the form. Closing a changed form asks first. A Global Admin creating a
// company picks its partner (the partner picker; the selected partner, if any, comes first).
import { useState } from 'react';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { FormDrawer, type FormDrawerForm } from '../../../components/confirm-dialog/FormDrawer';
import { EntityHistory } from '../../../components/entity-history/EntityHistory';
import { PartnerPicker } from '../../../components/partner-picker/PartnerPicker';
import { useScope } from '../../../scope/scope-store';
import { companyForm } from '../../../components/schema-form/forms/company-form.gen';
import { SchemaForm } from '../../../components/schema-form/SchemaForm';
import { companyDetailsQuery } from '../api/company-details';
import { useSaveCompany } from '../api/save-company';
import { companyFormValues } from './company-form-values';

export interface CompanyFormDrawerProps {
  /** The company to edit; absent: a new company. */
  companyGuid?: string;
  opened: boolean;
  onClose: () => void;
}

export function CompanyFormDrawer({ companyGuid, opened, onClose }: CompanyFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      title={companyGuid ? t('companies.form.editTitle') : t('companies.form.createTitle')}
      closeLabel={t('companies.form.close')}
      onClose={onClose}
    >
      {(drawer) => (
        <>
          <CompanyFormBody key={companyGuid ?? 'new'} companyGuid={companyGuid} drawer={drawer} />
          {companyGuid && <EntityHistory entityType="Company" entityId={companyGuid} />}
        </>
      )}
    </FormDrawer>
  );
}

function CompanyFormBody({ companyGuid, drawer }: { companyGuid?: string; drawer: FormDrawerForm }) {
  const { t } = useTranslation();
  const { queries } = useApi();
  const save = useSaveCompany();
  const existing = useQuery({ ...companyDetailsQuery(queries, companyGuid ?? ''), enabled: !!companyGuid });
  const { realRole, selection } = useScope();
  const picksPartner = !companyGuid && realRole === 'AGMSAdmin';
  const [partnerGuid, setPartnerGuid] = useState<string | null>(selection.partner?.guid ?? null);
  const [partnerMissing, setPartnerMissing] = useState(false);

  if (companyGuid && existing.isError) {
    return (
      <Alert color="red" role="alert">
        {t('companies.form.loadFailed')}
      </Alert>
    );
  }
  if (companyGuid && !existing.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('companies.form.loading')} />
      </Center>
    );
  }
  const form = (
    <SchemaForm
      form={companyForm}
      initialData={existing.data ? companyFormValues(existing.data.entityData) : {}}
      onSubmit={(data) => {
        if (!picksPartner) return save.mutateAsync(data);
        setPartnerMissing(partnerGuid === null);
        // Without a partner the server names the missing partner; the picker says it too.
        return save.mutateAsync({ ...data, partnerGuid });
      }}
      successMessage={companyGuid ? t('companies.form.updated') : t('companies.form.created')}
      {...drawer}
    />
  );
  if (!picksPartner) return form;
  return (
    <Stack gap="md">
      <PartnerPicker
        label={t('admin.partnerPicker.label')}
        description={t('admin.partnerPicker.description')}
        value={partnerGuid}
        onChange={(guid) => {
          setPartnerGuid(guid);
          if (guid) setPartnerMissing(false);
          drawer.onDirtyChange(true);
        }}
        error={partnerMissing ? t('validation.company.partner.required') : null}
        required
      />
      {form}
    </Stack>
  );
}
